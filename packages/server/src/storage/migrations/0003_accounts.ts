import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../dialect.js';

/**
 * Extension accounts (Google sign-in) and the kind of each API key.
 * An account is found by a keyed hash of its Google subject; no e-mail or
 * subject is stored in plain text. `api_keys.kind` tells keys provisioned by
 * sign-in (`extension`, subject to the daily limit on Free) from operator keys
 * (`standard`). Each statement checks first, so a re-run after a crash finishes the job.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  const tables = await db.introspection.getTables();
  const apiKeys = tables.find((t) => t.name === 'api_keys');
  if (apiKeys && !apiKeys.columns.some((c) => c.name === 'kind')) {
    await db.schema
      .alterTable('api_keys')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('standard'))
      .execute();
  }

  await db.schema
    .createTable('accounts')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_hash', types.binary, (c) => c.notNull().unique())
    .addColumn('email_hash', types.binary, (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_email_hash').ifNotExists().on('accounts').column('email_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounts').ifExists().execute();
  await db.schema.alterTable('api_keys').dropColumn('kind').execute();
}
