import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrationProvider } from './migrations/index.js';
import { testBackends, type TestDatabase } from './test-backends.js';

const backends = testBackends(process.env['DATABASE_URL']);
/** Every migration's name, in order: a fresh database applies them all. */
const ALL_MIGRATIONS = Object.keys(await migrationProvider('sqlite').getMigrations()).sort();

describe.each(backends)('migrations on $dialect', (backend) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('creates the schema once and does nothing on a second run', async () => {
    database = await backend.create();
    const { db, dialect } = await database.open();
    expect(await migrateToLatest(db, dialect)).toEqual(ALL_MIGRATIONS);
    expect(await migrateToLatest(db, dialect)).toEqual([]);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['organizations', 'api_keys', 'sessions']));
  });

  it.runIf(backend.dialect === 'postgres')('lets several instances start at once: each migration runs exactly once', async () => {
    database = await backend.create();
    const connections = await Promise.all([database.open(), database.open(), database.open()]);
    const applied = await Promise.all(connections.map(({ db, dialect }) => migrateToLatest(db, dialect)));
    expect(applied.flat()).toEqual(ALL_MIGRATIONS);
    const { db } = connections[0]!;
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(rows.rows.map((r) => r.name)).toEqual(ALL_MIGRATIONS);
  });
});

const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const MODULES = { connect: fileURLToPath(new URL('./connect.ts', import.meta.url)), migrate: fileURLToPath(new URL('./migrate.ts', import.meta.url)) };

/** A separate process that loads the code, then migrates `dataDir` at the instant `startAt`. */
function migrateInChildProcess(dataDir: string, startAt: number): Promise<string[]> {
  const script = `void (async () => {
    const { connect } = await import(${JSON.stringify(MODULES.connect)});
    const { migrateToLatest } = await import(${JSON.stringify(MODULES.migrate)});
    await new Promise((r) => setTimeout(r, ${startAt} - Date.now()));
    const c = await connect({ dialect: 'sqlite', dataDir: ${JSON.stringify(dataDir)} });
    try { process.stdout.write(JSON.stringify(await migrateToLatest(c.db, c.dialect))); } finally { await c.db.destroy(); }
  })()`;
  return new Promise((resolve, reject) => {
    execFile(TSX, ['--conditions=sanitizer-source', '-e', script], (error, stdout, stderr) =>
      error ? reject(new Error(`migration process failed: ${stderr}`)) : resolve(JSON.parse(stdout) as string[]),
    );
  });
}

describe('migrations on sqlite, several processes', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.dispose());

  it('serialises processes starting at the same instant: one migrates, the others find it done', async () => {
    database = await testBackends(undefined)[0]!.create();
    const startAt = Date.now() + 2500;
    const applied = await Promise.all([1, 2, 3, 4].map(() => migrateInChildProcess(database!.dataDir, startAt)));
    expect(applied.flat()).toEqual(ALL_MIGRATIONS);
  });
});
