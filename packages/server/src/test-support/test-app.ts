/**
 * Builds the real app on a throw-away database for API tests (never listens;
 * use `app.inject`, or `listen` on port 0 where real HTTP matters).
 */
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { RouteOptions } from 'fastify';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createInProcessDetector } from '../detection/detector.js';
import { loadEngine } from '../detection/load-engine.js';
import { createDailyCounter, createRateLimiter } from '../rate-limit/create-counters.js';
import { createStorage } from '../storage/create-storage.js';
import type { Plan, Storage } from '../storage/ports.js';
import { manualClock, testBackends, type TestBackend, type TestDatabase } from '../storage/test-backends.js';
import type { Engine } from '@sanitizer/core';
import { createTestRedisSpace, testRedisUrl } from './test-redis.js';

export interface TestApp {
  app: App;
  storage: Storage;
  config: Readonly<Config>;
  clock: ReturnType<typeof manualClock>;
  /** The throw-away database, for tests that must reach under the stores. */
  database: TestDatabase;
  /** Every route the app registered, as its onRoute hook saw it (for tests that walk all routes). */
  routes: readonly RouteOptions[];
  /** A fresh organization with one key. */
  newKey(plan?: Plan, rpm?: number | null): Promise<{ apiKey: string; orgId: string }>;
  close(): Promise<void>;
}

let sharedEngine: Promise<Engine> | null = null;

/** The backends API tests run on: SQLite + in-process counters always; PostgreSQL (+ Redis when REDIS_URL is set) when DATABASE_URL is set. */
export const backends: TestBackend[] = testBackends(process.env.DATABASE_URL);

export async function createTestApp(backend: TestBackend, env: Record<string, string> = {}): Promise<TestApp> {
  const db: TestDatabase = await backend.create();
  // Scaled out means PostgreSQL and Redis together; a key prefix of its own keeps parallel files apart.
  const redis = db.databaseUrl && testRedisUrl ? createTestRedisSpace(testRedisUrl) : null;
  const config = loadConfig({
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    ...(redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix } : {}),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const clock = manualClock(Date.now());
  const storage = await createStorage(config, { now: clock.now });
  sharedEngine ??= loadEngine();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    storage,
    detector: createInProcessDetector(await sharedEngine),
    rateLimiter: await createRateLimiter(config, { now: clock.now }),
    dailyCounter: await createDailyCounter(config, { now: clock.now }),
    version: '0.0.0-test',
    now: clock.now,
    onRoute: (route) => routes.push(route),
  });
  guardSerialization(app);
  let orgs = 0;
  return {
    app,
    storage,
    config,
    clock,
    database: db,
    routes,
    async newKey(plan = 'enterprise', rpm = null) {
      const org = await storage.keys.ensureOrganization({ name: `org-${++orgs}-${randomBytes(3).toString('hex')}`, plan, rpm });
      const { apiKey } = await storage.keys.createKey(org.id);
      return { apiKey, orgId: org.id };
    },
    async close() {
      await app.close();
      await db.dispose();
      await redis?.dispose();
    },
  };
}

/**
 * Fails any response whose schema dropped or changed a field of what the handler
 * returned (a response schema makes Fastify's serializer drop unknown properties),
 * so every API test also proves the response schemas lose nothing.
 */
function guardSerialization(app: App): void {
  const returned = new WeakMap<object, unknown>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    returned.set(request, JSON.parse(JSON.stringify(payload)));
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!returned.has(request) || typeof payload !== 'string') return payload;
    const sent: unknown = JSON.parse(payload);
    if (!isDeepStrictEqual(sent, returned.get(request))) {
      throw new Error(`the response schema of ${request.routeOptions.url} changed the body: sent ${payload.slice(0, 500)}`);
    }
    return payload;
  });
}
