import type { Redis } from 'ioredis';
import { createSealer } from '../../crypto/aead.js';
import { deriveKeys } from '../../crypto/master-key.js';
import type { Clock } from '../clock.js';
import type { Storage } from '../ports.js';
import { quitter } from './redis-client.js';
import { createRedisSessionStore } from './session-store.js';

/**
 * The SQL stores with sessions moved to Redis (the scaled-out layout). The result
 * owns `redis`: `ping` checks both backends and `close` releases both.
 */
export function withRedisSessions(sqlStores: Storage, deps: { redis: Redis; masterKey: Uint8Array; now: Clock }): Storage {
  const { redis } = deps;
  const sealer = createSealer(deriveKeys(deps.masterKey).sessionEncryption);
  const quit = quitter(redis);
  return Object.freeze({
    ...sqlStores,
    sessions: createRedisSessionStore({ redis, sealer, now: deps.now }),
    ping: async () => {
      await Promise.all([sqlStores.ping(), redis.ping()]);
    },
    close: async () => {
      await Promise.all([sqlStores.close(), quit()]);
    },
  });
}
