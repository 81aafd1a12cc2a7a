import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { SqlDialect } from './dialect.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import type { Database } from './schema.js';

export const SQLITE_FILE_NAME = 'sanitizer.db';
const PG_INT8_OID = 20;
/** One connection may hold the migration lock while the migrator works on another. */
const MIN_POOL_SIZE = 2;
const BUSY_TIMEOUT_MS = 5000;
const WAL_RETRY_MS = 25;

export type ConnectionTarget =
  | { dialect: 'sqlite'; dataDir: string }
  | { dialect: 'postgres'; url: string; poolSize?: number; onIdleError?: (error: Error) => void };

export interface Connection {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

/** Opens (and for SQLite creates) the database; `db.destroy()` releases it. */
export async function connect(target: ConnectionTarget): Promise<Connection> {
  return target.dialect === 'sqlite'
    ? { db: await openSqlite(target.dataDir), dialect: 'sqlite' }
    : { db: openPostgres(target), dialect: 'postgres' };
}

async function openSqlite(dataDir: string): Promise<Kysely<Database>> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SQLITE_FILE_NAME);
  const isNew = !existsSync(file);
  const database = new BetterSqlite3(file);
  // SQLite gives its -wal and -shm files the database file's mode, so this covers all three.
  if (isNew) await chmod(file, 0o600);
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  await enableWal(database);
  // WAL makes NORMAL durable against application crashes; only power loss can drop the last commits.
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/**
 * Switches a new database to write-ahead logging. The switch needs the file to
 * itself, and SQLite answers SQLITE_BUSY without waiting when another process
 * opens the same new file at that instant, so it is retried up to the busy timeout.
 */
async function enableWal(database: BetterSqlite3.Database): Promise<void> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      database.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      await sleep(WAL_RETRY_MS);
    }
  }
}

function openPostgres(target: Extract<ConnectionTarget, { dialect: 'postgres' }>): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: Math.max(MIN_POOL_SIZE, target.poolSize ?? 10),
    // Times are bigint milliseconds, well inside Number's exact range; per pool, not global.
    types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => oid === PG_INT8_OID ? Number : pg.types.getTypeParser(oid, format) },
  });
  // An idle client dropped by the server emits here; without a listener Node would crash the process.
  pool.on('error', (error) => target.onIdleError?.(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
