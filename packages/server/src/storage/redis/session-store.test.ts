import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSealer, DecryptionError } from '../../crypto/aead.js';
import { deriveKeys } from '../../crypto/master-key.js';
import { TOMBSTONE_RETENTION_MS } from '../../sessions/lifetime.js';
import { createTestRedisSpace, testRedisUrl, type TestRedisSpace } from '../../test-support/test-redis.js';
import type { SessionStore } from '../ports.js';
import { manualClock } from '../test-backends.js';
import { openRedis } from './redis-client.js';
import { createRedisSessionStore } from './session-store.js';

const TTL_SECONDS = 3600;
const TTL_MS = TTL_SECONDS * 1000;
const SECRET = 'jane.doe.4471@example.org';
const MAPPING = { '[EMAIL_1]': SECRET, '[PERSON_1]': 'Jane Doe' };

describe.runIf(testRedisUrl)('SessionStore on Redis', () => {
  let space: TestRedisSpace;
  let redis: Redis;
  let raw: Redis;
  const masterKey = randomBytes(32);

  beforeAll(async () => {
    space = createTestRedisSpace(testRedisUrl!);
    redis = await openRedis({ url: space.url, keyPrefix: space.keyPrefix });
    raw = new Redis(space.url, { keyPrefix: space.keyPrefix });
  });
  afterAll(async () => {
    await Promise.all([redis.quit(), raw.quit()]);
    await space.dispose();
  });

  function sessionsAt(clock = manualClock(Date.now()), key: Uint8Array = masterKey): { sessions: SessionStore; clock: ReturnType<typeof manualClock> } {
    const sealer = createSealer(deriveKeys(key).sessionEncryption);
    return { sessions: createRedisSessionStore({ redis, sealer, now: clock.now }), clock };
  }
  const newOrg = () => `org_${randomBytes(8).toString('hex')}`;
  const mappingKey = (id: string) => `session:{${id}}:mapping`;
  const recordKey = (id: string) => `session:{${id}}:record`;

  it('returns an active session with its mapping, count and times', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const created = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    expect(created.expiresAt.getTime()).toBe(clock.now() + TTL_MS);
    expect(await sessions.get(orgId, created.id)).toEqual({
      status: 'active',
      session: { id: created.id, orgId, createdAt: new Date(clock.now()), expiresAt: created.expiresAt, entityCount: 2, mapping: MAPPING },
    });
  });

  it('lets Redis expire the mapping at the TTL and the tombstone 7 days later', async () => {
    const { sessions } = sessionsAt();
    const { id } = await sessions.create({ orgId: newOrg(), mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    const [mappingTtl, recordTtl] = await Promise.all([raw.pttl(mappingKey(id)), raw.pttl(recordKey(id))]);
    expect(mappingTtl).toBeGreaterThan(TTL_MS - 5_000);
    expect(mappingTtl).toBeLessThanOrEqual(TTL_MS);
    expect(recordTtl).toBeGreaterThan(TTL_MS + TOMBSTONE_RETENTION_MS - 5_000);
    expect(recordTtl).toBeLessThanOrEqual(TTL_MS + TOMBSTONE_RETENTION_MS);
  });

  it('answers expired once Redis has deleted the mapping by itself', async () => {
    const { sessions } = sessionsAt(manualClock(Date.now()));
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await raw.exists(mappingKey(id))).toBe(0);
    // The clock has not moved, so only Redis's own expiry can make this answer expired.
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
  });

  it('answers not_found for unknown ids, malformed ids and sessions of another organization', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    expect(await sessions.get(orgId, 'AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ status: 'not_found' });
    expect(await sessions.get(orgId, '*')).toEqual({ status: 'not_found' });
    expect(await sessions.get(newOrg(), id)).toEqual({ status: 'not_found' });
  });

  it('expires exactly at expires_at, destroys the mapping on that read, and never brings it back', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    clock.advance(TTL_MS - 1);
    expect((await sessions.get(orgId, id)).status).toBe('active');
    clock.advance(1);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    expect(await raw.exists(mappingKey(id))).toBe(0);
    clock.advance(-TTL_MS);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    expect(await sessions.get(newOrg(), id)).toEqual({ status: 'not_found' });
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

  it('stores the mapping only as ciphertext, and the record without any original', async () => {
    const { sessions } = sessionsAt();
    const { id } = await sessions.create({ orgId: newOrg(), mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    const [record, sealed] = await raw.mgetBuffer(recordKey(id), mappingKey(id));
    const stored = Buffer.concat([record!, sealed!]);
    expect(stored.includes(Buffer.from(SECRET))).toBe(false);
    expect(stored.includes(Buffer.from('[EMAIL_1]'))).toBe(false);
    expect(sealed!.length).toBeGreaterThan(Buffer.from(JSON.stringify(MAPPING)).length);
  });

  it('detects a tampered ciphertext and a mapping copied into another session', async () => {
    const { sessions } = sessionsAt();
    const orgId = newOrg();
    const victim = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    const other = await sessions.create({ orgId, mapping: {}, entityCount: 0, ttlSeconds: TTL_SECONDS });
    const sealed = (await raw.getBuffer(mappingKey(victim.id)))!;
    await raw.set(mappingKey(other.id), sealed, 'KEEPTTL');
    await expect(sessions.get(orgId, other.id)).rejects.toBeInstanceOf(DecryptionError);
    const tampered = Buffer.from(sealed);
    tampered[20] = tampered[20]! ^ 0x01;
    await raw.set(mappingKey(victim.id), tampered, 'KEEPTTL');
    await expect(sessions.get(orgId, victim.id)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('does not open mappings sealed under another key', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    await expect(sessionsAt(clock, randomBytes(32)).sessions.get(orgId, id)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('keeps every key under the configured prefix', async () => {
    const { sessions } = sessionsAt();
    const { id } = await sessions.create({ orgId: newOrg(), mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    expect(await space.keys()).toEqual(expect.arrayContaining([`${space.keyPrefix}${recordKey(id)}`, `${space.keyPrefix}${mappingKey(id)}`]));
  });
});
