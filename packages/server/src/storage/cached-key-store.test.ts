import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_CACHE_TTL_MS, cachedKeyStore } from './cached-key-store.js';
import { migrateToLatest } from './migrate.js';
import type { KeyStore } from './ports.js';
import { createSqlKeyStore } from './sql/key-store.js';
import { manualClock, testBackends, type TestDatabase } from './test-backends.js';

describe.each(testBackends(process.env['DATABASE_URL']))('cached key store on $dialect', (backend) => {
  let database: TestDatabase;
  /** Another process on the same database, e.g. the admin command or a second instance. */
  let elsewhere: KeyStore;
  let uncached: KeyStore;
  const clock = manualClock();

  beforeAll(async () => {
    database = await backend.create();
    const connection = await database.open();
    await migrateToLatest(connection.db, connection.dialect);
    uncached = createSqlKeyStore({ db: connection.db, now: Date.now });
    elsewhere = createSqlKeyStore({ db: (await database.open()).db, now: Date.now });
  });
  afterAll(() => database.dispose());

  async function newKey(plan: 'free' | 'pro' = 'free') {
    const org = await uncached.ensureOrganization({ name: `Acme ${randomBytes(6).toString('hex')}`, plan });
    return { org, ...(await uncached.createKey(org.id)) };
  }

  it('answers exactly what the store answers', async () => {
    const keys = cachedKeyStore(uncached, clock.now);
    const { apiKey } = await newKey('pro');
    for (const k of [apiKey, apiKey, 'sk_unknown', '', `${apiKey} `]) expect(await keys.lookup(k)).toEqual(await uncached.lookup(k));
  });

  it('applies a revocation made elsewhere within the cache lifetime', async () => {
    const keys = cachedKeyStore(uncached, clock.now);
    const { apiKey, key } = await newKey();
    expect((await keys.lookup(apiKey)).status).toBe('valid');
    await elsewhere.revokeByPrefix(key.prefix);
    clock.advance(KEY_CACHE_TTL_MS - 1);
    expect((await keys.lookup(apiKey)).status).toBe('valid');
    clock.advance(1);
    expect((await keys.lookup(apiKey)).status).toBe('invalid');
  });

  it('applies a revocation or plan change made through it at once', async () => {
    const keys = cachedKeyStore(uncached, clock.now);
    const revoked = await newKey();
    const upgraded = await newKey();
    expect((await keys.lookup(revoked.apiKey)).status).toBe('valid');
    expect(await keys.lookup(upgraded.apiKey)).toMatchObject({ organization: { plan: 'free' } });
    await keys.revokeByPrefix(revoked.key.prefix);
    await keys.ensureOrganization({ name: upgraded.org.name, plan: 'pro', updatePlan: true });
    expect((await keys.lookup(revoked.apiKey)).status).toBe('invalid');
    expect(await keys.lookup(upgraded.apiKey)).toMatchObject({ organization: { plan: 'pro' } });
  });

  it('does not remember unknown keys: a key created a moment later works at once', async () => {
    const keys = cachedKeyStore(uncached, clock.now);
    const { org } = await newKey();
    const { apiKey } = await uncached.createKey(org.id);
    expect((await keys.lookup(`${apiKey.slice(0, -1)}x`)).status).toBe('invalid');
    expect((await keys.lookup(apiKey)).status).toBe('valid');
  });

  it('does not put back a look-up that was in flight when a key was revoked through it', async () => {
    let release = () => {};
    let readDone = () => {};
    const held = new Promise<void>((r) => (release = r));
    const read = new Promise<void>((r) => (readDone = r));
    const slowLookups: KeyStore = {
      ...uncached,
      lookup: async (k) => {
        const found = await uncached.lookup(k);
        readDone();
        await held;
        return found;
      },
    };
    const keys = cachedKeyStore(slowLookups, clock.now);
    const { apiKey, key } = await newKey();
    const inFlight = keys.lookup(apiKey);
    // The revocation lands after the look-up has read the key, not before (which would be a different race).
    await read;
    await keys.revokeByPrefix(key.prefix);
    release();
    expect((await inFlight).status).toBe('valid');
    expect((await keys.lookup(apiKey)).status).toBe('invalid');
  });
});
