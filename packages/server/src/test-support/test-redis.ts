/**
 * A private key prefix on the test Redis per test file, so parallel test files
 * never see each other's keys; `dispose` deletes everything under it.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests may use, when REDIS_URL is set. */
export const testRedisUrl: string | undefined = process.env.REDIS_URL || undefined;

export interface TestRedisSpace {
  url: string;
  keyPrefix: string;
  /** Every key currently under the prefix (full names, prefix included). */
  keys(): Promise<string[]>;
  dispose(): Promise<void>;
}

const UNLINK_BATCH = 1_000;

export function createTestRedisSpace(url: string, label = 'sanitizer-test'): TestRedisSpace {
  const keyPrefix = `${label}:${randomBytes(6).toString('hex')}:`;
  const admin = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const keys = async () => {
    const found: string[] = [];
    for await (const batch of admin.scanStream({ match: `${keyPrefix}*`, count: 500 })) found.push(...(batch as string[]));
    return found;
  };
  return {
    url,
    keyPrefix,
    keys,
    async dispose() {
      const all = await keys();
      for (let i = 0; i < all.length; i += UNLINK_BATCH) await admin.unlink(...all.slice(i, i + UNLINK_BATCH));
      await admin.quit();
    },
  };
}
