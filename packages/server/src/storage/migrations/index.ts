import type { Migration, MigrationProvider } from 'kysely';
import { columnTypes, type SqlDialect } from '../dialect.js';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_learning.js';
import * as m0003 from './0003_accounts.js';
import * as m0004 from './0004_session_turns.js';
import * as m0005 from './0005_usage_daily.js';

/**
 * Every migration, in order. Names sort lexically, so keep the 4-digit prefix.
 * To add one: write `NNNN_what.ts` with `up(db, types)` and list it here.
 */
export function migrationProvider(dialect: SqlDialect): MigrationProvider {
  const types = columnTypes(dialect);
  const migrations: Record<string, Migration> = {
    '0001_initial': { up: (db) => m0001.up(db, types), down: (db) => m0001.down(db) },
    '0002_learning': { up: (db) => m0002.up(db, types), down: (db) => m0002.down(db) },
    '0003_accounts': { up: (db) => m0003.up(db, types), down: (db) => m0003.down(db) },
    '0004_session_turns': { up: (db) => m0004.up(db, types), down: (db) => m0004.down(db) },
    '0005_usage_daily': { up: (db) => m0005.up(db), down: (db) => m0005.down(db) },
  };
  return { getMigrations: async () => migrations };
}
