import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME, KeyFileError, loadOrCreateKeyFile } from './key-file.js';

describe('loadOrCreateKeyFile', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'sanitizer-key-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('creates the data folder (0700) and a 32-byte key file (0600) on first start', async () => {
    const dataDir = join(root, 'data');
    const key = await loadOrCreateKeyFile(dataDir);
    expect(key).toHaveLength(32);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, KEY_FILE_NAME))).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(join(dataDir, KEY_FILE_NAME), 'utf8')).trim(), 'base64')).toEqual(Buffer.from(key));
  });

  it('reuses the key on later starts', async () => {
    const first = await loadOrCreateKeyFile(root);
    expect(await loadOrCreateKeyFile(root)).toEqual(first);
  });

  it('gives every concurrent starter the same key and leaves no temporary files', async () => {
    const dataDir = join(root, 'data');
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateKeyFile(dataDir)));
    for (const key of keys) expect(key).toEqual(keys[0]);
    expect(await readdir(dataDir)).toEqual([KEY_FILE_NAME]);
  });

  it('refuses a malformed key file without echoing its content', async () => {
    await writeFile(join(root, KEY_FILE_NAME), 'c2hvcnQ=\n');
    const failure = loadOrCreateKeyFile(root);
    await expect(failure).rejects.toBeInstanceOf(KeyFileError);
    await expect(failure).rejects.not.toThrow(/c2hvcnQ/);
  });
});
