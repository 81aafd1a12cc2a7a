import type { Selectable } from 'kysely';
import { valueShape } from '@sanitizer/core';
import type { Correction, CorrectionStore, FeedbackType, SpanContext } from '../../learning/ports.js';
import { sortableId } from './sortable-id.js';
import type { LearningTables } from './learning-schema.js';
import type { LearningStoreDeps } from './pattern-store.js';

type Row = Selectable<LearningTables['corrections']>;
interface Sealed {
  value: string;
  context: SpanContext;
}

/** Corrections: the value and its context sealed, a keyed hash of the value for "was it corrected before?". */
export function createSqlCorrectionStore({ db, codec, now }: LearningStoreDeps): CorrectionStore {
  const toCorrection = (row: Row): Correction => {
    const sealed = codec.open<Sealed>('corrections', row.org_id, row.id, row.sealed);
    return {
      id: row.id,
      orgId: row.org_id,
      sessionId: row.session_id,
      feedbackType: row.feedback_type as FeedbackType,
      originalType: row.original_type,
      correctedType: row.corrected_type,
      value: sealed.value,
      context: sealed.context,
      shape: row.shape,
      createdAt: new Date(row.created_at),
    };
  };
  return Object.freeze<CorrectionStore>({
    async add(input) {
      const at = now();
      const id = sortableId('cor_', at);
      const row: Row = {
        id,
        org_id: input.orgId,
        session_id: input.sessionId,
        feedback_type: input.feedbackType,
        original_type: input.originalType,
        corrected_type: input.correctedType,
        value_hash: codec.valueHash(input.orgId, input.value),
        shape: valueShape(input.value),
        sealed: codec.seal('corrections', input.orgId, id, { value: input.value, context: input.context } satisfies Sealed),
        created_at: at,
      };
      await db.insertInto('corrections').values(row).execute();
      return toCorrection(row);
    },
    async forValue(orgId, value) {
      const rows = await db
        .selectFrom('corrections')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('value_hash', '=', codec.valueHash(orgId, value))
        .orderBy('id')
        .execute();
      return rows.map(toCorrection);
    },
    async missed(orgId, limit) {
      const rows = await db
        .selectFrom('corrections')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('feedback_type', '=', 'missed_entity')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toCorrection);
    },
    async count(orgId) {
      const row = await db.selectFrom('corrections').select((eb) => eb.fn.countAll<number>().as('n')).where('org_id', '=', orgId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  });
}
