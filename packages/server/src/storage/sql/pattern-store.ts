import type { Kysely, Selectable } from 'kysely';
import type { ContextCondition, Precedence } from '@sanitizer/core';
import type { PatternRecord, PatternStore } from '../../learning/ports.js';
import type { Clock } from '../clock.js';
import { randomId } from '../ids.js';
import type { LearningCodec } from './learning-codec.js';
import type { LearningTables } from './learning-schema.js';
import { isIdShaped } from '../ids.js';

export interface LearningStoreDeps {
  db: Kysely<LearningTables>;
  codec: LearningCodec;
  now: Clock;
}

type Row = Selectable<LearningTables['custom_patterns']>;

/** Custom patterns; the examples are sealed, the regex and analysis (types and counts) are not. */
export function createSqlPatternStore({ db, codec, now }: LearningStoreDeps): PatternStore {
  const toRecord = (row: Row): PatternRecord => ({
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    pattern: row.pattern,
    description: row.description,
    examples: codec.open<string[]>('custom_patterns', row.org_id, row.id, row.examples_sealed),
    analysis: JSON.parse(row.analysis) as PatternRecord['analysis'],
    precedence: row.precedence as Precedence,
    context: row.context === null ? null : (JSON.parse(row.context) as ContextCondition),
    insightId: row.insight_id,
    createdAt: new Date(row.created_at),
  });
  return Object.freeze<PatternStore>({
    async create(input) {
      const id = randomId('pat_');
      const row: Row = {
        id,
        org_id: input.orgId,
        name: input.name,
        pattern: input.pattern,
        description: input.description,
        examples_sealed: codec.seal('custom_patterns', input.orgId, id, input.examples),
        analysis: JSON.stringify(input.analysis),
        precedence: input.precedence,
        context: input.context ? JSON.stringify(input.context) : null,
        insight_id: input.insightId,
        created_at: now(),
      };
      await db.insertInto('custom_patterns').values(row).execute();
      return toRecord(row);
    },
    async list(orgId) {
      const rows = await db.selectFrom('custom_patterns').selectAll().where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toRecord);
    },
    async get(orgId, id) {
      if (!isIdShaped(id)) return null;
      const row = await db.selectFrom('custom_patterns').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async update(orgId, id, changes) {
      const set: Partial<Row> = {};
      if (changes.pattern !== undefined) set.pattern = changes.pattern;
      if (changes.precedence !== undefined) set.precedence = changes.precedence;
      if (changes.context !== undefined) set.context = changes.context ? JSON.stringify(changes.context) : null;
      if (changes.insightId !== undefined) set.insight_id = changes.insightId;
      if (changes.analysis !== undefined) set.analysis = JSON.stringify(changes.analysis);
      await db.updateTable('custom_patterns').set(set).where('org_id', '=', orgId).where('id', '=', id).execute();
    },
    async delete(orgId, id) {
      if (!isIdShaped(id)) return false;
      const result = await db.deleteFrom('custom_patterns').where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  });
}
