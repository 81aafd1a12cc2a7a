import type { Selectable } from 'kysely';
import type { GoldenEntry, GoldenSetStore, RuleStore, SpanContext, StoredRule } from '../../learning/ports.js';
import type { LearningTables } from './learning-schema.js';
import type { LearningStoreDeps } from './pattern-store.js';
import { sortableId } from './sortable-id.js';

type GoldenRow = Selectable<LearningTables['golden_set']>;
type RuleRow = Selectable<LearningTables['compiled_rules']>;
type SealedRule = Pick<StoredRule, 'match' | 'context'>;

/** Validated examples: value and context sealed, expected type in the clear for counting. */
export function createSqlGoldenSetStore({ db, codec, now }: LearningStoreDeps): GoldenSetStore {
  const toEntry = (row: GoldenRow): GoldenEntry => {
    const sealed = codec.open<{ value: string; context: SpanContext }>('golden_set', row.org_id, row.id, row.sealed);
    return { id: row.id, orgId: row.org_id, insightId: row.insight_id, expectedType: row.expected_type, ...sealed, createdAt: new Date(row.created_at) };
  };
  return Object.freeze<GoldenSetStore>({
    async add(entries) {
      if (entries.length === 0) return 0;
      const at = now();
      const rows = entries.map((e): GoldenRow => {
        const id = sortableId('gold_', at);
        return {
          id,
          org_id: e.orgId,
          insight_id: e.insightId,
          expected_type: e.expectedType,
          value_hash: codec.valueHash(e.orgId, e.value),
          sealed: codec.seal('golden_set', e.orgId, id, { value: e.value, context: e.context }),
          created_at: at,
        };
      });
      await db.insertInto('golden_set').values(rows).execute();
      return rows.length;
    },
    async list(orgId, limit) {
      const rows = await db.selectFrom('golden_set').selectAll().where('org_id', '=', orgId).orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toEntry);
    },
    async count(orgId) {
      const row = await db.selectFrom('golden_set').select((eb) => eb.fn.countAll<number>().as('n')).where('org_id', '=', orgId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  });
}

/** Compiled rules: what they match (a value or a regex) and their keywords sealed. */
export function createSqlRuleStore({ db, codec, now }: LearningStoreDeps): RuleStore {
  const toRule = (row: RuleRow): StoredRule => ({
    id: row.id,
    orgId: row.org_id,
    insightId: row.insight_id,
    action: row.action as StoredRule['action'],
    fromType: row.from_type,
    toType: row.to_type,
    ...codec.open<SealedRule>('compiled_rules', row.org_id, row.id, row.sealed),
    createdAt: new Date(row.created_at),
  });
  return Object.freeze<RuleStore>({
    async add(rules) {
      if (rules.length === 0) return [];
      const at = now();
      const rows = rules.map((r): RuleRow => {
        const id = sortableId('rule_', at);
        return {
          id,
          org_id: r.orgId,
          insight_id: r.insightId,
          action: r.action,
          from_type: r.fromType,
          to_type: r.toType,
          sealed: codec.seal('compiled_rules', r.orgId, id, { match: r.match, context: r.context } satisfies SealedRule),
          created_at: at,
        };
      });
      await db.insertInto('compiled_rules').values(rows).execute();
      return rows.map(toRule);
    },
    async list(orgId) {
      const rows = await db.selectFrom('compiled_rules').selectAll().where('org_id', '=', orgId).orderBy('id').execute();
      return rows.map(toRule);
    },
    async remove(orgId, ids) {
      if (ids.length === 0) return;
      await db.deleteFrom('compiled_rules').where('org_id', '=', orgId).where('id', 'in', [...ids]).execute();
    },
  });
}
