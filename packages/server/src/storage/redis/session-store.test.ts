import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSealer, DecryptionError } from '../../crypto/aead.js';
import { deriveKeys } from '../../crypto/master-key.js';
import { TOMBSTONE_RETENTION_MS } from '../../sessions/lifetime.js';
import { describeSessionStoreContract, MAPPING, newOrg, SECRET, TTL_MS, TTL_SECONDS } from '../../test-support/session-store-behaviour.js';
import { createTestRedisSpace, testRedisUrl, type TestRedisSpace } from '../../test-support/test-redis.js';
import { manualClock } from '../test-backends.js';
import { openRedis } from './redis-client.js';
import { createRedisSessionStore } from './session-store.js';

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

  const open = (now: () => number, key: Uint8Array) =>
    createRedisSessionStore({ redis, sealer: createSealer(deriveKeys(key).sessionEncryption), now });
  describeSessionStoreContract('Redis', () => open);

  const sessionsAt = (clock = manualClock(Date.now())) => ({ sessions: open(clock.now, masterKey), clock });
  const mappingKey = (id: string) => `session:{${id}}:mapping`;
  const recordKey = (id: string) => `session:{${id}}:record`;

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

  it('deletes the mapping key on the read that finds it expired', async () => {
    const { sessions, clock } = sessionsAt();
    const orgId = newOrg();
    const { id } = await sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    clock.advance(TTL_MS);
    expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    expect(await raw.exists(mappingKey(id))).toBe(0);
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

  it('keeps every key under the configured prefix', async () => {
    const { sessions } = sessionsAt();
    const { id } = await sessions.create({ orgId: newOrg(), mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });
    expect(await space.keys()).toEqual(expect.arrayContaining([`${space.keyPrefix}${recordKey(id)}`, `${space.keyPrefix}${mappingKey(id)}`]));
  });
});
