import type { Kysely } from 'kysely';
import type { LearningStore, LearningStores } from '../../learning/ports.js';
import { createSqlCorrectionStore } from './correction-store.js';
import { createSqlStatsStore, createSqlSessionTextStore } from './detection-stats-store.js';
import { createSqlGoldenSetStore, createSqlRuleStore } from './golden-set-store.js';
import { createSqlInsightStore, createSqlSignalStore } from './insight-store.js';
import type { LearningTables } from './learning-schema.js';
import { createSqlUsageStore } from './usage-store.js';
import { createSqlPatternStore, type LearningStoreDeps } from './pattern-store.js';

export interface SqlLearningStoreInput extends Omit<LearningStoreDeps, 'db'> {
  /** The service's database; the learning tables are in it (migration 0002_learning). */
  db: Kysely<any>;
}

/**
 * The learning stores over one SQL database; `transaction` runs its callback on
 * stores bound to one transaction (all or nothing).
 * @example const learning = createSqlLearningStore({ db, codec, now })
 */
export function createSqlLearningStore(input: SqlLearningStoreInput): LearningStore {
  // Kysely's schema type is invariant, so the shared handle is narrowed to the learning tables here.
  const deps: LearningStoreDeps = { ...input, db: input.db as Kysely<LearningTables> };
  return Object.freeze({
    ...storesOn(deps),
    transaction: <T>(fn: (stores: LearningStores) => Promise<T>) =>
      deps.db.transaction().execute((trx) => fn(storesOn({ ...deps, db: trx as Kysely<LearningTables> }))),
  });
}

function storesOn(deps: LearningStoreDeps): LearningStores {
  return {
    patterns: createSqlPatternStore(deps),
    corrections: createSqlCorrectionStore(deps),
    insights: createSqlInsightStore(deps),
    signals: createSqlSignalStore(deps),
    golden: createSqlGoldenSetStore(deps),
    rules: createSqlRuleStore(deps),
    stats: createSqlStatsStore(deps),
    usage: createSqlUsageStore(deps),
    sessionTexts: createSqlSessionTextStore(deps),
  };
}
