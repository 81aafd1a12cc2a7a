import type { Kysely } from 'kysely';

/**
 * Daily usage for the console's charts: detection requests per organization and
 * UTC day, and entities found per type. Counts only, never text. Days are
 * `YYYY-MM-DD` text, so they sort and compare the same on both dialects; the
 * learning loop deletes days older than the retention window. Every statement
 * is `if not exists`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_daily')
    .ifNotExists()
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('requests', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_pk', ['org_id', 'day'])
    .execute();
  await db.schema.createIndex('usage_daily_day').ifNotExists().on('usage_daily').column('day').execute();
  await db.schema
    .createTable('usage_daily_entities')
    .ifNotExists()
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entities', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_entities_pk', ['org_id', 'day', 'entity_type'])
    .execute();
  await db.schema.createIndex('usage_daily_entities_day').ifNotExists().on('usage_daily_entities').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_daily_entities').ifExists().execute();
  await db.schema.dropTable('usage_daily').ifExists().execute();
}
