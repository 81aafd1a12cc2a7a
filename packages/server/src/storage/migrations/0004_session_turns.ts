import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../dialect.js';

/**
 * Continued sessions: the sealed sanitized text of each later turn, so feedback
 * on a placeholder issued in turn 5 still finds the words around it. The first
 * turn stays in `session_texts`. Every statement is `if not exists`.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('session_text_turns')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('sealed', types.binary, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_text_turns_session').ifNotExists().on('session_text_turns').column('session_id').execute();
  await db.schema.createIndex('session_text_turns_expires_at').ifNotExists().on('session_text_turns').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_text_turns').ifExists().execute();
}
