import type { Selectable } from 'kysely';
import type { Insight, InsightStatus, InsightStore, InsightType, SignalStore } from '../../learning/ports.js';
import type { LearningTables } from './learning-schema.js';
import type { LearningStoreDeps } from './pattern-store.js';
import { sortableId } from './sortable-id.js';
import { isIdShaped } from '../ids.js';

type Row = Selectable<LearningTables['insights']>;
/** Title, description and data name the values involved, so they are sealed together. */
type Sealed = Pick<Insight, 'title' | 'description' | 'data'>;

/** Insights: type, status and subject in the clear (for look-ups), everything that names a value sealed. */
export function createSqlInsightStore({ db, codec, now }: LearningStoreDeps): InsightStore {
  const toInsight = (row: Row): Insight => {
    const sealed = codec.open<Sealed>('insights', row.org_id, row.id, row.sealed);
    return {
      id: row.id,
      orgId: row.org_id,
      type: row.type as InsightType,
      status: row.status as InsightStatus,
      subject: row.subject,
      ...sealed,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
    };
  };
  const sealOf = (i: Pick<Insight, 'orgId' | 'id'> & Sealed) =>
    codec.seal('insights', i.orgId, i.id, { title: i.title, description: i.description, data: i.data } satisfies Sealed);
  return Object.freeze<InsightStore>({
    async create(input) {
      const at = now();
      const id = sortableId('ins_', at);
      const row: Row = { id, org_id: input.orgId, type: input.type, status: 'pending', subject: input.subject, sealed: sealOf({ ...input, id }), created_at: at, updated_at: at, resolved_at: null };
      await db.insertInto('insights').values(row).execute();
      return toInsight(row);
    },
    async pending(orgId, type, subject) {
      const row = await db
        .selectFrom('insights')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('type', '=', type)
        .where('subject', '=', subject)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row ? toInsight(row) : null;
    },
    async get(orgId, id) {
      if (!isIdShaped(id)) return null;
      const row = await db.selectFrom('insights').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
      return row ? toInsight(row) : null;
    },
    async list(orgId, status) {
      let query = db.selectFrom('insights').selectAll().where('org_id', '=', orgId);
      if (status) query = query.where('status', '=', status);
      return (await query.orderBy('id').execute()).map(toInsight);
    },
    async save(insight) {
      await db
        .updateTable('insights')
        .set({
          status: insight.status,
          sealed: sealOf(insight),
          updated_at: now(),
          resolved_at: insight.resolvedAt ? insight.resolvedAt.getTime() : null,
        })
        .where('org_id', '=', insight.orgId)
        .where('id', '=', insight.id)
        .execute();
    },
    async counts(orgId) {
      const rows = await db
        .selectFrom('insights')
        .select(['type', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('org_id', '=', orgId)
        .groupBy(['type', 'status'])
        .execute();
      return rows.map((r) => ({ type: r.type as InsightType, status: r.status as InsightStatus, count: Number(r.n) }));
    },
  });
}

/** Rejected proposals, so the same one is not raised again. */
export function createSqlSignalStore({ db, now }: LearningStoreDeps): SignalStore {
  return Object.freeze<SignalStore>({
    async add(orgId, type, subject, insightId) {
      await db
        .insertInto('negative_signals')
        .values({ org_id: orgId, type, subject, insight_id: insightId, created_at: now() })
        .onConflict((c) => c.columns(['org_id', 'type', 'subject']).doNothing())
        .execute();
    },
    async has(orgId, type, subject) {
      const row = await db
        .selectFrom('negative_signals')
        .select('subject')
        .where('org_id', '=', orgId)
        .where('type', '=', type)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row !== undefined;
    },
  });
}
