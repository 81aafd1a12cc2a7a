/**
 * Throw-away databases for the storage behaviour tests: a temporary SQLite folder
 * always, and a freshly created PostgreSQL database when a server URL is given.
 * Not used by the service itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, type Connection, type ConnectionTarget } from './connect.js';
import type { SqlDialect } from './dialect.js';

export interface TestDatabase {
  target: ConnectionTarget;
  /** The SQLite folder, or the PostgreSQL URL, as the service's config would name it. */
  dataDir: string;
  databaseUrl: string | null;
  /** Opens another connection to the same database; `dispose` closes them all. */
  open(): Promise<Connection>;
  dispose(): Promise<void>;
}

export interface TestBackend {
  dialect: SqlDialect;
  create(): Promise<TestDatabase>;
}

/** SQLite, plus PostgreSQL when `postgresUrl` (a server the tests may create databases on) is set. */
export function testBackends(postgresUrl: string | undefined): TestBackend[] {
  const sqlite: TestBackend = { dialect: 'sqlite', create: createSqliteDatabase };
  if (!postgresUrl) return [sqlite];
  return [sqlite, { dialect: 'postgres', create: () => createPostgresDatabase(postgresUrl) }];
}

/** A mutable clock for moving time in tests. */
export function manualClock(start = Date.UTC(2030, 0, 1)): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

async function createSqliteDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-storage-'));
  return tracked({ dialect: 'sqlite', dataDir }, dataDir, null, () => rm(dataDir, { recursive: true, force: true }));
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const database = await createThrowawayPostgres(serverUrl, 'sanitizer_test');
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-storage-'));
  return tracked({ dialect: 'postgres', url: database.url }, dataDir, database.url, async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** A new, empty database named `<label>_<random>` on a server the caller may create databases on. */
export async function createThrowawayPostgres(serverUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${label}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

function tracked(target: ConnectionTarget, dataDir: string, databaseUrl: string | null, remove: () => Promise<void>): TestDatabase {
  const opened: Connection[] = [];
  return {
    target,
    dataDir,
    databaseUrl,
    open: async () => {
      const connection = await connect(target);
      opened.push(connection);
      return connection;
    },
    dispose: async () => {
      await Promise.all(opened.map((c) => c.db.destroy()));
      await remove();
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
