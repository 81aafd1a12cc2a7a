import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME } from '../crypto/key-file.js';
import { SQLITE_FILE_NAME } from './connect.js';
import { createStorage, type StorageConfig } from './create-storage.js';
import { testBackends, type TestDatabase } from './test-backends.js';

const backends = testBackends(process.env['DATABASE_URL']);
const SECRET = 'Zebulon Quackenbush-Ortega';
const MAPPING = { '[PERSON_1]': SECRET };

async function bytesOfFolder(dir: string): Promise<Buffer> {
  const names = await readdir(dir);
  return Buffer.concat(await Promise.all(names.map((n) => readFile(join(dir, n)))));
}

describe.each(backends)('createStorage on $dialect', (backend) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function configFor(db: TestDatabase): Promise<StorageConfig> {
    return { dataDir: db.dataDir, databaseUrl: db.databaseUrl, encryptionKey: db.databaseUrl ? randomBytes(32) : null };
  }

  it('migrates on start and keeps sessions readable across restarts', async () => {
    database = await backend.create();
    const config = await configFor(database);
    const first = await createStorage(config);
    const { id } = await first.sessions.create({ orgId: 'org_1', mapping: MAPPING, entityCount: 1, ttlSeconds: 60 });
    await first.close();
    await first.close();
    const second = await createStorage(config);
    try {
      expect(await second.sessions.get('org_1', id)).toMatchObject({ status: 'active', session: { mapping: MAPPING } });
    } finally {
      await second.close();
    }
  });

  it('writes no original value to the database', async () => {
    database = await backend.create();
    const storage = await createStorage(await configFor(database));
    const { id } = await storage.sessions.create({ orgId: 'org_1', mapping: MAPPING, entityCount: 1, ttlSeconds: 60 });
    try {
      const stored = await everythingStored(database);
      // The session id is stored in clear, so finding it proves the scan sees the data.
      expect(stored.includes(Buffer.from(id))).toBe(true);
      expect(stored.includes(Buffer.from(SECRET))).toBe(false);
      expect(stored.includes(Buffer.from(Buffer.from(SECRET).toString('hex')))).toBe(false);
    } finally {
      await storage.close();
    }
    if (backend.dialect === 'sqlite') expect((await bytesOfFolder(database.dataDir)).includes(Buffer.from(SECRET))).toBe(false);
  });

  async function everythingStored(db: TestDatabase): Promise<Buffer> {
    if (!db.databaseUrl) return bytesOfFolder(db.dataDir);
    const connection = await db.open();
    const rows = await sql<{ row: string }>`select t::text as row from sessions t`.execute(connection.db);
    return Buffer.from(rows.rows.map((r) => r.row).join('\n'));
  }
});

describe('createStorage, embedded default', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('creates the SQLite file in WAL mode and an owner-only key file in DATA_DIR', async () => {
    database = await testBackends(undefined)[0]!.create();
    const dataDir = join(database.dataDir, 'fresh');
    const storage = await createStorage({ dataDir, databaseUrl: null, encryptionKey: null });
    await storage.close();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, KEY_FILE_NAME))).mode & 0o777).toBe(0o600);
    const header = await readFile(join(dataDir, SQLITE_FILE_NAME));
    // Bytes 18 and 19 of the SQLite header are 2 when the file is in WAL mode.
    expect([header[18], header[19]]).toEqual([2, 2]);
  });

  it('refuses PostgreSQL without a configured encryption key rather than inventing one per machine', async () => {
    await expect(
      createStorage({ dataDir: '/nonexistent', databaseUrl: 'postgres://127.0.0.1:1/none', encryptionKey: null }),
    ).rejects.toThrow(/encryption key is required/);
  });
});
