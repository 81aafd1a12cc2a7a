/**
 * Child-process probe for storage/lazy-redis.test.ts: imports what the test asks
 * for, sets the service's storage and counters up on their embedded defaults,
 * and prints whether V8 still keeps String.prototype in fast mode. Run with
 * --allow-natives-syntax.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import '../app.js';
import { createStorage } from '../storage/create-storage.js';
import { createDailyCounter, createRateLimiter } from '../rate-limit/create-counters.js';

const extra = process.argv[2];
if (extra) await import(extra);
const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-probe-'));
const storage = await createStorage({ dataDir, databaseUrl: null, encryptionKey: randomBytes(32) });
await createRateLimiter({ redisUrl: null, redisKeyPrefix: '' });
await createDailyCounter({ redisUrl: null, redisKeyPrefix: '' });
// V8 intrinsics parse only in code built at run time, and only with --allow-natives-syntax.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
console.log(hasFastProperties(String.prototype) ? 'fast' : 'slow');
await storage.close();
await rm(dataDir, { recursive: true, force: true });
