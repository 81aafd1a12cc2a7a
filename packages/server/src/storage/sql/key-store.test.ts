import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect.js';
import { storageOn } from '../create-storage.js';
import { migrateToLatest } from '../migrate.js';
import type { KeyStore } from '../ports.js';
import { manualClock, testBackends, type TestDatabase } from '../test-backends.js';
import { UnknownOrganizationError } from './key-store.js';

const backends = testBackends(process.env['DATABASE_URL']);

describe.each(backends)('KeyStore on $dialect', (backend) => {
  let database: TestDatabase;
  let connection: Connection;
  let keys: KeyStore;
  const clock = manualClock();

  beforeAll(async () => {
    database = await backend.create();
    connection = await database.open();
    await migrateToLatest(connection.db, connection.dialect);
    keys = storageOn(connection, randomBytes(32), clock.now).keys;
  });
  afterAll(() => database.dispose());

  const orgName = () => `Acme ${randomBytes(6).toString('hex')}`;
  async function newKey(plan: 'free' | 'pro' = 'free') {
    const org = await keys.ensureOrganization({ name: orgName(), plan });
    return { org, ...(await keys.createKey(org.id)) };
  }

  it('creates an organization once; the same name returns it with its plan unchanged', async () => {
    const name = orgName();
    const first = await keys.ensureOrganization({ name, plan: 'pro' });
    expect(first).toEqual({ id: expect.stringMatching(/^org_/), name, plan: 'pro', rpm: null, createdAt: new Date(clock.now()) });
    expect(await keys.ensureOrganization({ name, plan: 'free' })).toEqual(first);
  });

  it('changes plan and rpm of an existing organization only when asked', async () => {
    const name = orgName();
    const first = await keys.ensureOrganization({ name, plan: 'free' });
    const updated = await keys.ensureOrganization({ name, plan: 'enterprise', rpm: 50_000, updatePlan: true });
    expect(updated).toEqual({ ...first, plan: 'enterprise', rpm: 50_000 });
  });

  it('resolves concurrent creations of one name to one organization', async () => {
    const name = orgName();
    const orgs = await Promise.all(Array.from({ length: 5 }, () => keys.ensureOrganization({ name, plan: 'free' })));
    expect(new Set(orgs.map((o) => o.id)).size).toBe(1);
  });

  it('issues sk_ keys of 32 random bytes and looks them up with their organization', async () => {
    const { org, apiKey, key } = await newKey('pro');
    expect(apiKey).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(apiKey.slice(3), 'base64url')).toHaveLength(32);
    expect(key).toEqual({ id: expect.stringMatching(/^key_/), prefix: apiKey.slice(0, 12), orgId: org.id, kind: 'standard', createdAt: new Date(clock.now()), revokedAt: null });
    expect(await keys.lookup(apiKey)).toEqual({ status: 'valid', key, organization: org });
  });

  it('stores only the SHA-256 of a key, never the key', async () => {
    const { apiKey, key } = await newKey();
    const row = await connection.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(Buffer.from(row.key_hash)).toEqual(createHash('sha256').update(apiKey).digest());
    expect(JSON.stringify(row)).not.toContain(apiKey.slice(12));
  });

  it('answers invalid for unknown, altered and malformed keys', async () => {
    const { apiKey } = await newKey();
    const altered = apiKey.slice(0, -1) + (apiKey.endsWith('A') ? 'B' : 'A');
    expect(await keys.lookup(altered)).toEqual({ status: 'invalid' });
    expect(await keys.lookup(`sk_${randomBytes(32).toString('base64url')}`)).toEqual({ status: 'invalid' });
    expect(await keys.lookup('')).toEqual({ status: 'invalid' });
    expect(await keys.lookup(`${apiKey} `)).toEqual({ status: 'invalid' });
  });

  it('answers orphaned when the key exists but its organization does not', async () => {
    const { org, apiKey, key } = await newKey();
    await connection.db.deleteFrom('organizations').where('id', '=', org.id).execute();
    expect(await keys.lookup(apiKey)).toEqual({ status: 'orphaned', key });
  });

  it('refuses to create a key for an unknown organization', async () => {
    await expect(keys.createKey('org_missing')).rejects.toBeInstanceOf(UnknownOrganizationError);
  });

  it('revokes by displayed prefix, leaving other keys of the organization valid', async () => {
    const { org, apiKey, key } = await newKey();
    const sibling = await keys.createKey(org.id);
    clock.advance(1000);
    expect(await keys.revokeByPrefix(key.prefix)).toBe(1);
    expect(await keys.lookup(apiKey)).toEqual({ status: 'invalid' });
    expect((await keys.lookup(sibling.apiKey)).status).toBe('valid');
    expect(await keys.revokeByPrefix(key.prefix)).toBe(0);
    const row = await connection.db.selectFrom('api_keys').select('revoked_at').where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(clock.now());
  });

  it('revokes by a shorter prefix or by the whole key', async () => {
    const a = await newKey();
    const b = await newKey();
    expect(await keys.revokeByPrefix(a.apiKey.slice(0, 9))).toBe(1);
    expect(await keys.revokeByPrefix(b.apiKey)).toBe(1);
    expect((await keys.lookup(a.apiKey)).status).toBe('invalid');
    expect((await keys.lookup(b.apiKey)).status).toBe('invalid');
  });

  it('treats underscores in a prefix literally, not as wildcards', async () => {
    const { apiKey } = await newKey();
    const wildcarded = `sk_${'_'.repeat(6)}`;
    expect(wildcarded).not.toBe(apiKey.slice(0, 9));
    expect(await keys.revokeByPrefix(wildcarded)).toBe(0);
    expect((await keys.lookup(apiKey)).status).toBe('valid');
  });

  it('matches nothing with a prefix longer than the displayed one that is not a key', async () => {
    const { apiKey } = await newKey();
    expect(await keys.revokeByPrefix(apiKey.slice(0, 20))).toBe(0);
    expect((await keys.lookup(apiKey)).status).toBe('valid');
  });

  it('refuses a prefix so short it could revoke many keys', async () => {
    await expect(keys.revokeByPrefix('sk_')).rejects.toThrow(/at least 7 characters/);
  });
});
