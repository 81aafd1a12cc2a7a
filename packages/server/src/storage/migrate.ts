import { Migrator, sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';
import { migrationProvider } from './migrations/index.js';

/** Arbitrary, fixed per service: every instance must agree on it. */
const MIGRATION_LOCK_ID = 731_504_221;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema up to date and returns the names of the migrations it applied.
 * The whole run, including Kysely's creation of its bookkeeping tables, is
 * serialised between processes, so instances starting together migrate one after
 * another and the later ones find nothing left to do: on PostgreSQL under a
 * session advisory lock, on SQLite inside one `begin immediate` transaction.
 * Takes `Kysely<any>` as Kysely's Migrator does: migrations predate and outlive the current row types.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: SqlDialect): Promise<string[]> {
  const run = () => runMigrator(db, dialect);
  return dialect === 'postgres' ? withAdvisoryLock(db, run) : withImmediateTransaction(db, run);
}

async function runMigrator(db: Kysely<unknown>, dialect: SqlDialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'migration bookkeeping';
    throw new MigrationError(`database migration failed at ${failed}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Holds the lock on one pooled connection while `fn` uses others (the pool needs at least two). */
async function withAdvisoryLock<T>(db: Kysely<unknown>, fn: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(connection);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(connection);
    }
  });
}

/**
 * Kysely runs SQLite migrations outside any transaction. A Kysely SQLite instance has
 * exactly one connection, so the migrator's statements all land in this transaction:
 * that makes a failed migration roll back whole, and `immediate` takes the write lock
 * up front, so a second process waits (busy_timeout) instead of migrating alongside.
 */
async function withImmediateTransaction<T>(db: Kysely<unknown>, fn: () => Promise<T>): Promise<T> {
  await sql`begin immediate`.execute(db);
  try {
    const result = await fn();
    await sql`commit`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}
