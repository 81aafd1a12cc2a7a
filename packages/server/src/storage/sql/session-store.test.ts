import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError } from '../../crypto/aead.js';
import { TOMBSTONE_RETENTION_MS } from '../../sessions/lifetime.js';
import { describeSessionStoreContract, MAPPING, newOrg, SECRET, TTL_MS, TTL_SECONDS } from '../../test-support/session-store-behaviour.js';
import type { Connection } from '../connect.js';
import { storageOn } from '../create-storage.js';
import { migrateToLatest } from '../migrate.js';
import { manualClock, testBackends, type TestDatabase } from '../test-backends.js';

const backends = testBackends(process.env['DATABASE_URL']);

describe.each(backends)('SQL SessionStore on $dialect', (backend) => {
  let database: TestDatabase;
  let connection: Connection;
  const masterKey = randomBytes(32);

  beforeAll(async () => {
    database = await backend.create();
    connection = await database.open();
    await migrateToLatest(connection.db, connection.dialect);
  });
  afterAll(() => database.dispose());

  describeSessionStoreContract(backend.dialect, () => (now, key) => storageOn(connection, key, now).sessions);

  const sessionsAt = (clock = manualClock()) => ({ sessions: storageOn(connection, masterKey, clock.now).sessions, clock });
  const rawRow = (id: string) => connection.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const create = (sessions: ReturnType<typeof sessionsAt>['sessions'], orgId = newOrg()) =>
    sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });

  it('destroys the mapping in its row on the read that finds it expired', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await create(sessions, orgId);
    clock.advance(TTL_MS);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    const row = await rawRow(id);
    expect(row.mapping).toBeNull();
    expect(row.destroyed_at).toBe(clock.now());
  });

  it('stores the mapping only as ciphertext', async () => {
    const { sessions } = sessionsAt();
    const { id } = await create(sessions);
    const stored = Buffer.from((await rawRow(id)).mapping!);
    expect(stored.includes(Buffer.from(SECRET))).toBe(false);
    expect(stored.includes(Buffer.from('[EMAIL_1]'))).toBe(false);
    expect(stored.length).toBeGreaterThan(Buffer.from(JSON.stringify(MAPPING)).length);
  });

  it('detects a tampered ciphertext', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const { id } = await create(sessions, orgId);
    const stored = Buffer.from((await rawRow(id)).mapping!);
    stored[20] = stored[20]! ^ 0x01;
    await connection.db.updateTable('sessions').set({ mapping: stored }).where('id', '=', id).execute();
    await expect(sessions.get(orgId, id)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('binds the ciphertext to its session: a mapping copied into another session does not open', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const victim = await create(sessions, orgId);
    const other = await sessions.create({ orgId, mapping: {}, entityCount: 0, ttlSeconds: TTL_SECONDS });
    const { mapping } = await rawRow(victim.id);
    await connection.db.updateTable('sessions').set({ mapping }).where('id', '=', other.id).execute();
    await expect(sessions.get(orgId, other.id)).rejects.toBeInstanceOf(DecryptionError);
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
