import type { SessionTextStore, StatsStore } from '../../learning/ports.js';
import type { Insertable } from 'kysely';
import type { LearningStoreDeps } from './pattern-store.js';
import { createInsertBatcher } from './insert-batcher.js';
import { sortableId } from './sortable-id.js';
import type { LearningTables } from './learning-schema.js';

/** Per-type aggregates, added to with one upsert statement per flush. */
export function createSqlStatsStore({ db }: LearningStoreDeps): StatsStore {
  return Object.freeze<StatsStore>({
    async add(orgId, deltas) {
      if (deltas.length === 0) return;
      const rows = deltas.map((d) => ({
        org_id: orgId,
        entity_type: d.type,
        detections: d.detections,
        confidence_sum: d.confidenceSum,
        rule_hits: d.ruleHits,
        suppressed: d.suppressed,
      }));
      await db
        .insertInto('detection_stats')
        .values(rows)
        .onConflict((c) =>
          c.columns(['org_id', 'entity_type']).doUpdateSet((eb) => ({
            detections: eb('detection_stats.detections', '+', eb.ref('excluded.detections')),
            confidence_sum: eb('detection_stats.confidence_sum', '+', eb.ref('excluded.confidence_sum')),
            rule_hits: eb('detection_stats.rule_hits', '+', eb.ref('excluded.rule_hits')),
            suppressed: eb('detection_stats.suppressed', '+', eb.ref('excluded.suppressed')),
          })),
        )
        .execute();
    },
    async get(orgId) {
      const rows = await db.selectFrom('detection_stats').selectAll().where('org_id', '=', orgId).orderBy('entity_type').execute();
      return rows.map((r) => ({
        type: r.entity_type,
        detections: Number(r.detections),
        confidenceSum: Number(r.confidence_sum),
        ruleHits: Number(r.rule_hits),
        suppressed: Number(r.suppressed),
      }));
    },
  });
}

/** Sanitized texts of live sessions, sealed, deleted once their session has expired. */
export function createSqlSessionTextStore({ db, codec, now }: LearningStoreDeps): SessionTextStore {
  // One write per sanitize call otherwise: grouped, they cost one statement per turn of the event loop.
  const insert = createInsertBatcher<Insertable<LearningTables['session_texts']>>(async (rows) => void (await db.insertInto('session_texts').values(rows).execute()));
  return Object.freeze<SessionTextStore>({
    async put({ sessionId, orgId, expiresAt, text }) {
      const sealed = codec.seal('session_texts', orgId, sessionId, text);
      await insert({ session_id: sessionId, org_id: orgId, expires_at: expiresAt.getTime(), sealed });
    },
    async append({ sessionId, orgId, expiresAt, text }) {
      const id = sortableId('turn_', now());
      const sealed = codec.seal('session_text_turns', orgId, id, text);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('session_text_turns').values({ id, session_id: sessionId, org_id: orgId, expires_at: expiresAt.getTime(), sealed }).execute();
        for (const table of ['session_texts', 'session_text_turns'] as const) {
          await trx.updateTable(table).set({ expires_at: expiresAt.getTime() }).where('session_id', '=', sessionId).where('org_id', '=', orgId).execute();
        }
      });
    },
    async get(orgId, sessionId) {
      const at = now();
      const first = await db.selectFrom('session_texts').selectAll().where('session_id', '=', sessionId).where('org_id', '=', orgId).where('expires_at', '>', at).executeTakeFirst();
      const turns = await db
        .selectFrom('session_text_turns')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('org_id', '=', orgId)
        .where('expires_at', '>', at)
        .orderBy('id')
        .execute();
      const texts = [
        ...(first ? [codec.open<string>('session_texts', orgId, sessionId, first.sealed)] : []),
        ...turns.map((t) => codec.open<string>('session_text_turns', orgId, t.id, t.sealed)),
      ];
      return texts.length ? texts.join('\n\n') : null;
    },
    async sweep() {
      const at = now();
      const first = await db.deleteFrom('session_texts').where('expires_at', '<=', at).executeTakeFirst();
      const turns = await db.deleteFrom('session_text_turns').where('expires_at', '<=', at).executeTakeFirst();
      return Number(first.numDeletedRows) + Number(turns.numDeletedRows);
    },
  });
}
