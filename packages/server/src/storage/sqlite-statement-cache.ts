import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept; queries with IN lists of varying length make new ones. */
const MAX_STATEMENTS = 500;

/**
 * Hands Kysely's SQLite driver the same prepared statement for the same SQL
 * text: the driver calls `prepare` on every query, and compiling the SQL again
 * cost more than running it on the hot path. Safe because the driver runs one
 * query at a time on its single connection.
 */
export function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => void database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
