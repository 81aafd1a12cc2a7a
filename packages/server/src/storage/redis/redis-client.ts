import { Redis } from 'ioredis';

export interface RedisTarget {
  url: string;
  /** Prepended to every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  /** A dropped connection (ioredis reconnects by itself); pass the logger. */
  onError?: (error: Error) => void;
}

/** Gives up on a command after this many reconnect attempts, so a request fails instead of hanging. */
const MAX_RETRIES_PER_REQUEST = 2;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connects to Redis and waits until it answers, so a wrong REDIS_URL fails at
 * start-up rather than on the first request. `quit()` releases it.
 * @example const redis = await openRedis({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix });
 */
export async function openRedis(target: RedisTarget): Promise<Redis> {
  const redis = new Redis(target.url, {
    keyPrefix: target.keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Sessions and counters are small; a delayed send costs latency for no gain.
    noDelay: true,
  });
  // Without a listener ioredis prints every reconnect error; the owner decides what to log.
  redis.on('error', (error: Error) => target.onError?.(error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return redis;
}

/** Closes a client once, after its pending replies arrive; a second call is a no-op. */
export function quitter(redis: Redis): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= redis.quit().then(() => undefined, () => redis.disconnect()));
}
