import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/create-storage.js';
import { testBackends, type TestDatabase } from '../storage/test-backends.js';

const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const backends = testBackends(process.env['DATABASE_URL']);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in a child process with only the variables given (plus PATH), as an operator would. */
function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(TSX, ['--conditions=sanitizer-source', CLI, ...args], { env: { PATH: process.env['PATH'] ?? '', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

function expectNoStackTrace(run: Run): void {
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

describe.each(backends)('admin CLI on $dialect', (backend) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function setUp() {
    database = await backend.create();
    const encryptionKey = randomBytes(32);
    const env: Record<string, string> = { DATA_DIR: join(database.dataDir, 'data') };
    if (database.databaseUrl) Object.assign(env, { DATABASE_URL: database.databaseUrl, ENCRYPTION_KEY: encryptionKey.toString('base64') });
    const openStorage = () =>
      createStorage({ dataDir: env['DATA_DIR']!, databaseUrl: database!.databaseUrl, encryptionKey: database!.databaseUrl ? encryptionKey : null });
    return { env, openStorage };
  }

  it('creates an organization and a key, printing one JSON line; the key then authenticates', async () => {
    const { env, openStorage } = await setUp();
    const run = await runCli(['keys', 'create', '--org', 'Acme Ltd', '--plan', 'pro', '--json'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.endsWith('\n') && run.stdout.split('\n')).toHaveLength(2);
    const printed = JSON.parse(run.stdout) as Record<string, string>;
    expect(Object.keys(printed).sort()).toEqual(['api_key', 'org_id']);
    const storage = await openStorage();
    try {
      expect(await storage.keys.lookup(printed['api_key']!)).toMatchObject({
        status: 'valid',
        organization: { id: printed['org_id'], name: 'Acme Ltd', plan: 'pro' },
      });
    } finally {
      await storage.close();
    }
  });

  it('gives an existing organization a further key, and several starting at once agree on one organization', async () => {
    const { env, openStorage } = await setUp();
    const runs = await Promise.all(
      [0, 1, 2].map(() => runCli(['keys', 'create', '--org', 'Load Test', '--plan', 'enterprise', '--rpm', '100000', '--json'], env)),
    );
    for (const run of runs) expect(run).toMatchObject({ code: 0, stderr: '' });
    const printed = runs.map((r) => JSON.parse(r.stdout) as { org_id: string; api_key: string });
    expect(new Set(printed.map((p) => p.org_id)).size).toBe(1);
    expect(new Set(printed.map((p) => p.api_key)).size).toBe(3);
    const storage = await openStorage();
    try {
      for (const { api_key } of printed) {
        expect(await storage.keys.lookup(api_key)).toMatchObject({ status: 'valid', organization: { plan: 'enterprise', rpm: 100_000 } });
      }
    } finally {
      await storage.close();
    }
  });

  it('revokes a key by the prefix it printed', async () => {
    const { env, openStorage } = await setUp();
    const created = await runCli(['keys', 'create', '--org', 'Acme', '--plan', 'free'], env);
    expect(created.code).toBe(0);
    const apiKey = /API key, shown only this once: (\S+)/.exec(created.stdout)?.[1] ?? '';
    const prefix = /keys revoke (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(apiKey.startsWith(prefix) && prefix.length).toBe(12);

    expect(await runCli(['keys', 'revoke', prefix], env)).toMatchObject({ code: 0, stdout: 'Revoked 1 key.\n' });
    expect(await runCli(['keys', 'revoke', prefix, '--json'], env)).toMatchObject({ code: 1, stdout: '{"revoked":0}\n' });
    const storage = await openStorage();
    try {
      expect(await storage.keys.lookup(apiKey)).toEqual({ status: 'invalid' });
    } finally {
      await storage.close();
    }
  });
});

describe('admin CLI, embedded default', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testBackends(undefined)[0]!.create();
  });
  afterAll(() => database.dispose());

  it('keeps its data folder, key file and database owner-only', async () => {
    const dataDir = join(database.dataDir, 'data');
    expect((await runCli(['keys', 'create', '--org', 'Acme', '--plan', 'free'], { DATA_DIR: dataDir })).code).toBe(0);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'encryption.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'sanitizer.db'))).mode & 0o777).toBe(0o600);
  });

  // Every usage error is covered in args.test.ts; these check the process: exit 2, usage text, no stack, no files.
  it.concurrent.each([
    [['keys', 'create', '--org', 'Acme', '--plan', 'gold'], /--plan must be one of/],
    [['keys', 'revoke', 'sk_'], /at least 7 characters/],
  ])('answers %j with a usage error (exit 2), no stack trace, and writes nothing', async (args, message) => {
    const dataDir = join(database.dataDir, `untouched-${randomBytes(4).toString('hex')}`);
    const run = await runCli(args, { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('Usage: npm run admin --');
    expectNoStackTrace(run);
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('prints usage for --help', async () => {
    const run = await runCli(['--help'], {});
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('keys revoke KEY_PREFIX');
  });

  it('reports configuration and connection failures in one line (exit 1)', async () => {
    const noKey = await runCli(['keys', 'revoke', 'sk_abcdefg'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(noKey).toMatchObject({ code: 1, stderr: 'error: ENCRYPTION_KEY is required when DATABASE_URL is set\n' });
    const unreachable = await runCli(['keys', 'revoke', 'sk_abcdefg'], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^error: .*ECONNREFUSED.*\n$/);
  });
});
