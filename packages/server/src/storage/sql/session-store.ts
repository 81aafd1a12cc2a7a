import type { Insertable, Kysely } from 'kysely';
import type { Sealer } from '../../crypto/aead.js';
import { TOMBSTONE_RETENTION_MS, sessionPhase } from '../../sessions/lifetime.js';
import { openMapping, sealMapping } from '../../sessions/sealed-mapping.js';
import { isSessionIdShaped, newSessionId } from '../../sessions/session-id.js';
import type { Clock } from '../clock.js';
import { CONFLICT, continueWithRetry } from '../../sessions/optimistic-retry.js';
import type { NewSession, Session, SessionChange, SessionContinuation, SessionLookup, SessionStore, SweepResult } from '../ports.js';
import type { Database, SessionsTable } from '../schema.js';
import { createInsertBatcher } from './insert-batcher.js';

export interface SqlSessionStoreDeps {
  db: Kysely<Database>;
  sealer: Sealer;
  now: Clock;
}

const NOT_FOUND = Object.freeze({ status: 'not_found' as const });
const EXPIRED = Object.freeze({ status: 'expired' as const });

/** Sessions in the SQL database: one row each, the mapping sealed, the row kept as a tombstone after expiry. */
export function createSqlSessionStore(deps: SqlSessionStoreDeps): SessionStore {
  const insert = createInsertBatcher<Insertable<SessionsTable>>(async (rows) => void (await deps.db.insertInto('sessions').values(rows).execute()));
  return Object.freeze({
    create: (input: NewSession) => create(deps, insert, input),
    get: (orgId: string, id: string) => get(deps, orgId, id),
    continue: <T>(orgId: string, id: string, ttlSeconds: number, change: (session: Session) => SessionChange<T>) =>
      continueWithRetry(() => continueOnce(deps, orgId, id, ttlSeconds, change)),
    sweep: () => sweep(deps),
  });
}

async function create(
  { sealer, now }: SqlSessionStoreDeps,
  insert: (row: Insertable<SessionsTable>) => Promise<void>,
  input: NewSession,
): Promise<{ id: string; expiresAt: Date }> {
  const id = newSessionId();
  const createdAt = now();
  const expiresAt = createdAt + input.ttlSeconds * 1000;
  const mapping = sealMapping(sealer, { sessionId: id, orgId: input.orgId }, input.mapping);
  await insert({
    id,
    org_id: input.orgId,
    created_at: createdAt,
    expires_at: expiresAt,
    entity_count: input.entityCount,
    mapping: Buffer.from(mapping),
    destroyed_at: null,
  });
  return { id, expiresAt: new Date(expiresAt) };
}

async function get(deps: SqlSessionStoreDeps, orgId: string, id: string): Promise<SessionLookup> {
  if (!isSessionIdShaped(id)) return NOT_FOUND;
  const row = await deps.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return NOT_FOUND;
  const at = deps.now();
  const phase = sessionPhase(row.expires_at, at);
  if (phase === 'gone') return NOT_FOUND;
  if (row.mapping === null) return EXPIRED;
  if (phase === 'expired') {
    await destroyMapping(deps.db, id, at);
    return EXPIRED;
  }
  return { status: 'active', session: toSession(deps.sealer, row, row.mapping) };
}

/**
 * One read-change-write. The stored ciphertext is the version: every seal has a
 * fresh nonce, so the update lands only if no other call rewrote the row since the read.
 */
async function continueOnce<T>(
  deps: SqlSessionStoreDeps,
  orgId: string,
  id: string,
  ttlSeconds: number,
  change: (session: Session) => SessionChange<T>,
): Promise<SessionContinuation<T> | typeof CONFLICT> {
  if (!isSessionIdShaped(id)) return NOT_FOUND;
  const row = await deps.db.selectFrom('sessions').selectAll().where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
  if (!row) return NOT_FOUND;
  const at = deps.now();
  const phase = sessionPhase(row.expires_at, at);
  if (phase === 'gone') return NOT_FOUND;
  if (row.mapping === null || phase === 'expired') return EXPIRED;
  const next = change(toSession(deps.sealer, row, row.mapping));
  const expiresAt = at + ttlSeconds * 1000;
  const updated = await deps.db
    .updateTable('sessions')
    .set({
      mapping: Buffer.from(sealMapping(deps.sealer, { sessionId: id, orgId }, next.mapping)),
      expires_at: expiresAt,
      entity_count: next.entityCount,
    })
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('mapping', '=', Buffer.from(row.mapping))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
  return { status: 'active', id, expiresAt: new Date(expiresAt), result: next.result };
}

function toSession(sealer: Sealer, row: SessionsTable, sealed: Uint8Array): Session {
  return {
    id: row.id,
    orgId: row.org_id,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    entityCount: row.entity_count,
    mapping: openMapping(sealer, { sessionId: row.id, orgId: row.org_id }, sealed),
  };
}

async function destroyMapping(db: Kysely<Database>, id: string, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ mapping: null, destroyed_at: at })
    .where('id', '=', id)
    .where('destroyed_at', 'is', null)
    .execute();
}

async function sweep({ db, now }: SqlSessionStoreDeps): Promise<SweepResult> {
  const at = now();
  const destroyed = await db
    .updateTable('sessions')
    .set({ mapping: null, destroyed_at: at })
    .where('expires_at', '<=', at)
    .where('destroyed_at', 'is', null)
    .executeTakeFirst();
  const deleted = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', at - TOMBSTONE_RETENTION_MS)
    .executeTakeFirst();
  return { destroyed: Number(destroyed.numUpdatedRows), deleted: Number(deleted.numDeletedRows) };
}
