import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../dialect.js';

/**
 * Organizations, API keys and sessions. No foreign key from api_keys to organizations:
 * a key whose organization was deleted must still be recognised, as `orphaned`.
 * Every statement is `if not exists`, because SQLite migrations run outside a
 * transaction and a re-run after a crash must finish the job.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('organizations')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('rpm', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('key_hash', types.binary, (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_prefix').ifNotExists().on('api_keys').column('prefix').execute();
  await db.schema.createIndex('api_keys_org_id').ifNotExists().on('api_keys').column('org_id').execute();

  await db.schema
    .createTable('sessions')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('entity_count', 'integer', (c) => c.notNull())
    .addColumn('mapping', types.binary)
    .addColumn('destroyed_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_expires_at').ifNotExists().on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').ifExists().execute();
  await db.schema.dropTable('api_keys').ifExists().execute();
  await db.schema.dropTable('organizations').ifExists().execute();
}
