import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../dialect.js';

/**
 * The learning loop: custom patterns, corrections, insights, negative signals,
 * the golden set, compiled rules, per-type detection aggregates and the sealed
 * sanitized text of live sessions (for the words around a corrected span).
 * Values, examples and texts are only ever stored sealed (`*_sealed`); equality
 * look-ups use a keyed hash (`value_hash`). Every statement is `if not exists`
 * so a re-run after a crash finishes the job.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('custom_patterns')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('examples_sealed', types.binary, (c) => c.notNull())
    .addColumn('analysis', 'text', (c) => c.notNull())
    .addColumn('precedence', 'text', (c) => c.notNull())
    .addColumn('context', 'text')
    .addColumn('insight_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('custom_patterns_org_name', ['org_id', 'name'])
    .execute();

  await db.schema
    .createTable('corrections')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('feedback_type', 'text', (c) => c.notNull())
    .addColumn('original_type', 'text')
    .addColumn('corrected_type', 'text')
    .addColumn('value_hash', types.binary, (c) => c.notNull())
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('sealed', types.binary, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('corrections_org_value').ifNotExists().on('corrections').columns(['org_id', 'value_hash']).execute();
  await db.schema.createIndex('corrections_org_shape').ifNotExists().on('corrections').columns(['org_id', 'feedback_type', 'shape']).execute();

  await db.schema
    .createTable('insights')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('sealed', types.binary, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
  await db.schema.createIndex('insights_org_status').ifNotExists().on('insights').columns(['org_id', 'status']).execute();
  // At most one pending insight per subject: concurrent feedback grows it instead of opening a second.
  await db.schema
    .createIndex('insights_one_pending')
    .ifNotExists()
    .on('insights')
    .columns(['org_id', 'type', 'subject'])
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();

  await db.schema
    .createTable('negative_signals')
    .ifNotExists()
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('insight_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('negative_signals_pk', ['org_id', 'type', 'subject'])
    .execute();

  await db.schema
    .createTable('golden_set')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('insight_id', 'text', (c) => c.notNull())
    .addColumn('expected_type', 'text')
    .addColumn('value_hash', types.binary, (c) => c.notNull())
    .addColumn('sealed', types.binary, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('golden_set_org').ifNotExists().on('golden_set').column('org_id').execute();

  await db.schema
    .createTable('compiled_rules')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('insight_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_type', 'text')
    .addColumn('to_type', 'text')
    .addColumn('sealed', types.binary, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('compiled_rules_org').ifNotExists().on('compiled_rules').column('org_id').execute();

  await db.schema
    .createTable('detection_stats')
    .ifNotExists()
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('detections', 'bigint', (c) => c.notNull())
    .addColumn('confidence_sum', 'double precision', (c) => c.notNull())
    .addColumn('rule_hits', 'bigint', (c) => c.notNull())
    .addColumn('suppressed', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('detection_stats_pk', ['org_id', 'entity_type'])
    .execute();

  await db.schema
    .createTable('session_texts')
    .ifNotExists()
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('sealed', types.binary, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_texts_expires_at').ifNotExists().on('session_texts').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['session_texts', 'detection_stats', 'compiled_rules', 'golden_set', 'negative_signals', 'insights', 'corrections', 'custom_patterns']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
