import type { Redis } from 'ioredis';
import type { Sealer } from '../../crypto/aead.js';
import { TOMBSTONE_RETENTION_MS, sessionPhase } from '../../sessions/lifetime.js';
import { openMapping, sealMapping } from '../../sessions/sealed-mapping.js';
import { isSessionIdShaped, newSessionId } from '../../sessions/session-id.js';
import type { Clock } from '../clock.js';
import type { NewSession, SessionLookup, SessionStore, SweepResult } from '../ports.js';

export interface RedisSessionStoreDeps {
  redis: Redis;
  sealer: Sealer;
  now: Clock;
}

/** What is kept about a session besides its mapping; outlives the mapping as the tombstone. */
interface SessionRecord {
  orgId: string;
  createdAt: number;
  expiresAt: number;
  entityCount: number;
}

const NOT_FOUND: SessionLookup = Object.freeze({ status: 'not_found' });
const EXPIRED: SessionLookup = Object.freeze({ status: 'expired' });
const NOTHING_TO_SWEEP: SweepResult = Object.freeze({ destroyed: 0, deleted: 0 });

// The hash tag keeps both keys of a session on one Redis Cluster slot, so MULTI and MGET work there too.
const recordKey = (id: string) => `session:{${id}}:record`;
const mappingKey = (id: string) => `session:{${id}}:mapping`;

/**
 * Sessions in Redis: the sealed mapping under a key that Redis itself deletes at
 * expiry, and the record under a key that lives 7 days longer (the tombstone).
 */
export function createRedisSessionStore(deps: RedisSessionStoreDeps): SessionStore {
  return Object.freeze({
    create: (input: NewSession) => create(deps, input),
    get: (orgId: string, id: string) => get(deps, orgId, id),
    // Redis expires both keys natively; there is nothing left for a sweep to do.
    sweep: async () => NOTHING_TO_SWEEP,
  });
}

async function create({ redis, sealer, now }: RedisSessionStoreDeps, input: NewSession): Promise<{ id: string; expiresAt: Date }> {
  const id = newSessionId();
  const createdAt = now();
  const ttlMs = input.ttlSeconds * 1000;
  const record: SessionRecord = { orgId: input.orgId, createdAt, expiresAt: createdAt + ttlMs, entityCount: input.entityCount };
  const sealed = sealMapping(sealer, { sessionId: id, orgId: input.orgId }, input.mapping);
  // One transaction: a session is either wholly written or not at all.
  const results = await redis
    .multi()
    .set(recordKey(id), JSON.stringify(record), 'PX', ttlMs + TOMBSTONE_RETENTION_MS)
    .set(mappingKey(id), Buffer.from(sealed), 'PX', ttlMs)
    .exec();
  const failed = results?.find(([error]) => error !== null);
  if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction was discarded');
  return { id, expiresAt: new Date(record.expiresAt) };
}

async function get({ redis, sealer, now }: RedisSessionStoreDeps, orgId: string, id: string): Promise<SessionLookup> {
  if (!isSessionIdShaped(id)) return NOT_FOUND;
  const [rawRecord, sealed] = await redis.mgetBuffer(recordKey(id), mappingKey(id));
  if (!rawRecord) return NOT_FOUND;
  const record = JSON.parse(rawRecord.toString('utf8')) as SessionRecord;
  if (record.orgId !== orgId) return NOT_FOUND;
  const phase = sessionPhase(record.expiresAt, now());
  if (phase === 'gone') return NOT_FOUND;
  if (!sealed) return EXPIRED;
  if (phase === 'expired') {
    // Redis deletes it at expiry anyway; this covers a clock that runs ahead of Redis's.
    await redis.del(mappingKey(id));
    return EXPIRED;
  }
  return {
    status: 'active',
    session: {
      id,
      orgId,
      createdAt: new Date(record.createdAt),
      expiresAt: new Date(record.expiresAt),
      entityCount: record.entityCount,
      mapping: openMapping(sealer, { sessionId: id, orgId }, sealed),
    },
  };
}
