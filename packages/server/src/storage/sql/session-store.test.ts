import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError } from '../../crypto/aead.js';
import { TOMBSTONE_RETENTION_MS } from '../../sessions/lifetime.js';
import type { Connection } from '../connect.js';
import { storageOn } from '../create-storage.js';
import { migrateToLatest } from '../migrate.js';
import type { SessionStore } from '../ports.js';
import { manualClock, testBackends, type TestDatabase } from '../test-backends.js';

const backends = testBackends(process.env['DATABASE_URL']);
const TTL_SECONDS = 3600;
const TTL_MS = TTL_SECONDS * 1000;
const SECRET = 'jane.doe.4471@example.org';
const MAPPING = { '[EMAIL_1]': SECRET, '[PERSON_1]': 'Jane Doe' };

describe.each(backends)('SessionStore on $dialect', (backend) => {
  let database: TestDatabase;
  let connection: Connection;
  const masterKey = randomBytes(32);

  beforeAll(async () => {
    database = await backend.create();
    connection = await database.open();
    await migrateToLatest(connection.db, connection.dialect);
  });
  afterAll(() => database.dispose());

  function sessionsAt(clock = manualClock(), key: Uint8Array = masterKey): { sessions: SessionStore; clock: ReturnType<typeof manualClock> } {
    return { sessions: storageOn(connection, key, clock.now).sessions, clock };
  }
  const newOrg = () => `org_${randomBytes(8).toString('hex')}`;
  const rawRow = (id: string) =>
    connection.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('returns an active session with its mapping, count and times', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const created = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    expect(created.expiresAt.getTime()).toBe(clock.now() + TTL_MS);
    const found = await sessions.get(orgId, created.id);
    expect(found).toEqual({
      status: 'active',
      session: { id: created.id, orgId, createdAt: new Date(clock.now()), expiresAt: created.expiresAt, entityCount: 2, mapping: MAPPING },
    });
  });

  it('issues unguessable, URL-safe 128-bit ids', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const ids = await Promise.all(
      Array.from({ length: 50 }, () => sessions.create({ orgId, mapping: {}, entityCount: 0, ttlSeconds: TTL_SECONDS })),
    );
    for (const { id } of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids.map((s) => s.id)).size).toBe(50);
  });

  it('answers not_found for unknown ids, malformed ids and sessions of another organization', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    expect(await sessions.get(orgId, 'AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ status: 'not_found' });
    expect(await sessions.get(orgId, "x' or '1'='1")).toEqual({ status: 'not_found' });
    expect(await sessions.get(newOrg(), id)).toEqual({ status: 'not_found' });
  });

  it('expires exactly at expires_at and destroys the mapping on that read', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    clock.advance(TTL_MS - 1);
    expect((await sessions.get(orgId, id)).status).toBe('active');
    clock.advance(1);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    const row = await rawRow(id);
    expect(row.mapping).toBeNull();
    expect(row.destroyed_at).toBe(clock.now());
  });

  it('never returns a mapping once destroyed, even if the clock goes back', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    clock.advance(TTL_MS);
    await sessions.get(orgId, id);
    clock.advance(-TTL_MS);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
  });

  it('answers an expired session of another organization with not_found', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    clock.advance(TTL_MS);
    expect(await sessions.get(newOrg(), id)).toEqual({ status: 'not_found' });
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
  });

  it('keeps the tombstone 7 days after expiry, then answers not_found', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    clock.advance(TTL_MS + TOMBSTONE_RETENTION_MS - 1);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    clock.advance(1);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'not_found' });
  });

  it('stores the mapping only as ciphertext', async () => {
    const { sessions } = sessionsAt();
    const { id } = await sessions.create({ orgId: newOrg(), mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    const stored = Buffer.from((await rawRow(id)).mapping!);
    expect(stored.includes(Buffer.from(SECRET))).toBe(false);
    expect(stored.includes(Buffer.from('[EMAIL_1]'))).toBe(false);
    expect(stored.length).toBeGreaterThan(Buffer.from(JSON.stringify(MAPPING)).length);
  });

  it('detects a tampered ciphertext', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    const stored = Buffer.from((await rawRow(id)).mapping!);
    stored[20] = stored[20]! ^ 0x01;
    await connection.db.updateTable('sessions').set({ mapping: stored }).where('id', '=', id).execute();
    await expect(sessions.get(orgId, id)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('binds the ciphertext to its session: a mapping copied into another session does not open', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const victim = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    const other = await sessions.create({ orgId, mapping: {}, entityCount: 0, ttlSeconds: TTL_SECONDS });
    const { mapping } = await rawRow(victim.id);
    await connection.db.updateTable('sessions').set({ mapping }).where('id', '=', other.id).execute();
    await expect(sessions.get(orgId, other.id)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('does not open mappings sealed under another key', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    const withOtherKey = sessionsAt(clock, randomBytes(32)).sessions;
    await expect(withOtherKey.get(orgId, id)).rejects.toBeInstanceOf(DecryptionError);
  });
});

describe.each(backends)('SessionStore.sweep on $dialect', (backend) => {
  it('destroys expired mappings and deletes tombstones older than 7 days', async () => {
    const database = await backend.create();
    try {
      const connection = await database.open();
      await migrateToLatest(connection.db, connection.dialect);
      const clock = manualClock();
      const { sessions } = storageOn(connection, randomBytes(32), clock.now);
      const orgId = 'org_sweep';
      const create = (ttlSeconds: number) => sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds });
      const old = await create(60);
      const recent = await create(3600);

      clock.advance(60 * 1000 + TOMBSTONE_RETENTION_MS);
      expect(await sessions.sweep()).toEqual({ destroyed: 2, deleted: 1 });
      expect(await sessions.sweep()).toEqual({ destroyed: 0, deleted: 0 });

      const rows = await connection.db.selectFrom('sessions').select(['id', 'mapping', 'destroyed_at']).execute();
      expect(rows).toEqual([{ id: recent.id, mapping: null, destroyed_at: clock.now() }]);
      expect(await sessions.get(orgId, old.id)).toEqual({ status: 'not_found' });
      expect(await sessions.get(orgId, recent.id)).toEqual({ status: 'expired' });
    } finally {
      await database.dispose();
    }
  });

  it('leaves sessions within their lifetime untouched', async () => {
    const database = await backend.create();
    try {
      const connection = await database.open();
      await migrateToLatest(connection.db, connection.dialect);
      const clock = manualClock();
      const { sessions } = storageOn(connection, randomBytes(32), clock.now);
      const expiring = await sessions.create({ orgId: 'org_a', mapping: MAPPING, entityCount: 2, ttlSeconds: 60 });
      const live = await sessions.create({ orgId: 'org_a', mapping: MAPPING, entityCount: 2, ttlSeconds: 3600 });
      clock.advance(60 * 1000);
      expect(await sessions.sweep()).toEqual({ destroyed: 1, deleted: 0 });
      expect(await sessions.get('org_a', expiring.id)).toEqual({ status: 'expired' });
      expect(await sessions.get('org_a', live.id)).toMatchObject({ status: 'active', session: { mapping: MAPPING } });
    } finally {
      await database.dispose();
    }
  });
});
