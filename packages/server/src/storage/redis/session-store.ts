import type { Redis } from 'ioredis';
import type { Sealer } from '../../crypto/aead.js';
import { TOMBSTONE_RETENTION_MS, sessionPhase } from '../../sessions/lifetime.js';
import { openMapping, sealMapping } from '../../sessions/sealed-mapping.js';
import { isSessionIdShaped, newSessionId } from '../../sessions/session-id.js';
import type { Clock } from '../clock.js';
import { CONFLICT, continueWithRetry } from '../../sessions/optimistic-retry.js';
import type { NewSession, Session, SessionChange, SessionContinuation, SessionLookup, SessionStore, SweepResult } from '../ports.js';

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

const NOT_FOUND = Object.freeze({ status: 'not_found' as const });
const EXPIRED = Object.freeze({ status: 'expired' as const });
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
    continue: <T>(orgId: string, id: string, ttlSeconds: number, change: (session: Session) => SessionChange<T>) =>
      continueWithRetry(() => continueOnce(deps, orgId, id, ttlSeconds, change)),
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

async function get(deps: RedisSessionStoreDeps, orgId: string, id: string): Promise<SessionLookup> {
  const read = await readSession(deps, orgId, id);
  return 'sealed' in read ? { status: 'active', session: read.session } : read;
}

type SessionRead = { status: 'not_found' } | { status: 'expired' } | { record: SessionRecord; sealed: Buffer; session: Session };

async function readSession({ redis, sealer, now }: RedisSessionStoreDeps, orgId: string, id: string): Promise<SessionRead> {
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
  const session: Session = {
    id,
    orgId,
    createdAt: new Date(record.createdAt),
    expiresAt: new Date(record.expiresAt),
    entityCount: record.entityCount,
    mapping: openMapping(sealer, { sessionId: id, orgId }, sealed),
  };
  return { record, sealed, session };
}

// Compare-and-set on the sealed mapping: every seal has a fresh nonce, so equal bytes mean nobody wrote since the read.
const COMPARE_AND_SET = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[4])
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[5])
return 1`;

async function continueOnce<T>(
  deps: RedisSessionStoreDeps,
  orgId: string,
  id: string,
  ttlSeconds: number,
  change: (session: Session) => SessionChange<T>,
): Promise<SessionContinuation<T> | typeof CONFLICT> {
  const read = await readSession(deps, orgId, id);
  if (!('sealed' in read)) return read;
  const next = change(read.session);
  const ttlMs = ttlSeconds * 1000;
  const expiresAt = deps.now() + ttlMs;
  const record: SessionRecord = { ...read.record, expiresAt, entityCount: next.entityCount };
  const sealed = sealMapping(deps.sealer, { sessionId: id, orgId }, next.mapping);
  const landed = await deps.redis.eval(
    COMPARE_AND_SET,
    2,
    recordKey(id),
    mappingKey(id),
    read.sealed,
    JSON.stringify(record),
    Buffer.from(sealed),
    ttlMs + TOMBSTONE_RETENTION_MS,
    ttlMs,
  );
  if (landed !== 1) return CONFLICT;
  return { status: 'active', id, expiresAt: new Date(expiresAt), result: next.result };
}
