import type { Config } from '../config.js';
import { createSealer } from '../crypto/aead.js';
import { loadOrCreateKeyFile } from '../crypto/key-file.js';
import { deriveKeys } from '../crypto/master-key.js';
import { systemClock, type Clock } from './clock.js';
import { sql } from 'kysely';
import { connect, type Connection, type ConnectionTarget } from './connect.js';
import { migrateToLatest } from './migrate.js';
import type { Storage } from './ports.js';
import { cachedKeyStore } from './cached-key-store.js';
import { createSqlKeyStore } from './sql/key-store.js';
import { createSqlSessionStore } from './sql/session-store.js';
import { createLearningCodec } from './sql/learning-codec.js';
import { createSqlLearningStore } from './sql/learning-store.js';
import { createSqlAccountStore } from '../accounts/sql-account-store.js';
import { createKeyedHash } from '../crypto/keyed-hash.js';

export type StorageConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'encryptionKey'> & Partial<Pick<Config, 'redisUrl' | 'redisKeyPrefix'>>;

export interface StorageOptions {
  /** Defaults to Date.now; tests pass a clock they can move. */
  now?: Clock;
  /** An idle PostgreSQL connection failed (the pool replaces it); pass the logger. */
  onBackgroundError?: (error: Error) => void;
}

/**
 * Opens the configured database (PostgreSQL when `databaseUrl` is set, else the SQLite
 * file in `dataDir`), brings its schema up to date and returns the stores; with
 * `redisUrl`, sessions live in Redis instead.
 * @example
 * const storage = await createStorage(loadConfig());
 * app.addHook('onClose', () => storage.close());
 */
export async function createStorage(config: StorageConfig, options: StorageOptions = {}): Promise<Storage> {
  const masterKey = await resolveMasterKey(config);
  const connection = await connect(connectionTarget(config, options));
  try {
    await migrateToLatest(connection.db, connection.dialect);
  } catch (error) {
    await connection.db.destroy();
    throw error;
  }
  const now = options.now ?? systemClock;
  const stores = storageOn(connection, masterKey, now);
  if (!config.redisUrl) return stores;
  // Imported only when configured: ioredis slows detection on this thread (see rate-limit/create-counters.ts).
  const { openRedis } = await import('./redis/redis-client.js');
  const { withRedisSessions } = await import('./redis/redis-storage.js');
  const redisTarget = { url: config.redisUrl, keyPrefix: config.redisKeyPrefix ?? '' };
  const redis = await openRedis(options.onBackgroundError ? { ...redisTarget, onError: options.onBackgroundError } : redisTarget)
    .catch(async (error: unknown) => {
      await stores.close();
      throw error;
    });
  return withRedisSessions(stores, { redis, masterKey, now });
}

/** The stores over an open, migrated connection; `close()` destroys that connection. */
export function storageOn({ db }: Connection, masterKey: Uint8Array, now: Clock): Storage {
  const { sessionEncryption, lookupHash } = deriveKeys(masterKey);
  let closing: Promise<void> | null = null;
  const keys = cachedKeyStore(createSqlKeyStore({ db, now }));
  return Object.freeze({
    keys,
    accounts: createSqlAccountStore({ db, keys, now, hash: createKeyedHash(lookupHash) }),
    sessions: createSqlSessionStore({ db, sealer: createSealer(sessionEncryption), now }),
    learning: createSqlLearningStore({ db, codec: learningCodec(masterKey), now }),
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => (closing ??= db.destroy()),
  });
}

function learningCodec(masterKey: Uint8Array) {
  const { learningEncryption, lookupHash } = deriveKeys(masterKey);
  return createLearningCodec(createSealer(learningEncryption), createKeyedHash(lookupHash));
}

async function resolveMasterKey(config: StorageConfig): Promise<Uint8Array> {
  if (config.encryptionKey) return config.encryptionKey;
  // Instances sharing PostgreSQL must share one key; a key file per machine would split them.
  if (config.databaseUrl) throw new Error('an encryption key is required when using PostgreSQL');
  return loadOrCreateKeyFile(config.dataDir);
}

function connectionTarget(config: StorageConfig, options: StorageOptions): ConnectionTarget {
  if (!config.databaseUrl) return { dialect: 'sqlite', dataDir: config.dataDir };
  return options.onBackgroundError
    ? { dialect: 'postgres', url: config.databaseUrl, onIdleError: options.onBackgroundError }
    : { dialect: 'postgres', url: config.databaseUrl };
}
