import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KEY_BYTES } from './master-key.js';

export const KEY_FILE_NAME = 'encryption.key';

export class KeyFileError extends Error {
  override name = 'KeyFileError';
}

/**
 * Returns the key kept in `dataDir/encryption.key`, creating the folder (0700) and a
 * random key file (0600) on first start. Safe when two processes start at once: the
 * file appears atomically and the loser reads the winner's key.
 */
export async function loadOrCreateKeyFile(dataDir: string): Promise<Uint8Array> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, KEY_FILE_NAME);
  const existing = await readKeyFile(path);
  if (existing) return existing;
  await publishNewKey(path);
  const created = await readKeyFile(path);
  if (!created) throw new KeyFileError(`could not create ${KEY_FILE_NAME} in the data directory`);
  return created;
}

async function readKeyFile(path: string): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new KeyFileError(`${KEY_FILE_NAME} does not hold a ${KEY_BYTES}-byte base64 key`);
  return new Uint8Array(key);
}

/** Writes to a private temporary file, then hard-links it into place: `link` fails if another process won. */
async function publishNewKey(path: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
}
