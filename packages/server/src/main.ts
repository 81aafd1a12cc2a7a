import { availableParallelism } from 'node:os';
import { shareNerModel } from '@sanitizer/core';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createInProcessDetector, type Detector } from './detection/detector.js';
import { engineWithModel, loadNerModel } from './detection/load-engine.js';
import { createSplitDetector } from './detection/split-detector.js';
import { createWorkerPoolDetector, type PoolDetector } from './detection/worker-pool-detector.js';
import { loadTestEchoRoute } from './observability/load-test-echo.js';
import { createDailyCounter, createRateLimiter } from './rate-limit/create-counters.js';
import { startSessionSweeper } from './sessions/sweeper.js';
import { createStorage } from './storage/create-storage.js';
import { SERVER_VERSION } from './version.js';

const SWEEP_INTERVAL_MS = 60_000;
/** In-flight requests get this long to finish after SIGTERM; then the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 30_000;

/** Reads config, opens storage, serves until SIGINT/SIGTERM, then drains and closes. */
async function main(): Promise<void> {
  const config = loadConfig();
  const onBackgroundError = (e: Error) => app.log.warn({ errName: e.name }, 'storage connection dropped; reconnecting');
  const [storage, rateLimiter, dailyCounter, detector] = await Promise.all([
    createStorage(config, { onBackgroundError }),
    createRateLimiter(config, { onBackgroundError }),
    createDailyCounter(config, { onBackgroundError }),
    createDetector(config),
  ]);
  const app = await buildApp({ config, storage, detector, rateLimiter, dailyCounter, version: SERVER_VERSION, logLevel: config.logLevel });
  const sweeper = startSessionSweeper(storage.sessions, {
    intervalMs: SWEEP_INTERVAL_MS,
    onSwept: (result) => app.log.debug(result, 'sessions swept'),
    onError: (e) => app.log.warn({ errName: (e as Error).name }, 'session sweep failed'),
  });
  app.addHook('onClose', async () => sweeper.stop());
  if (config.loadTestEcho) await app.register(loadTestEchoRoute);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      setTimeout(() => {
        app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed; exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ version: SERVER_VERSION, ...layout(config), detectionThreads: 'threads' in detector ? detector.threads : 0 }, 'ready');
}

/**
 * Detection on worker threads (one per core: one thread fewer measured 15-20% slower
 * on 100 KB texts), plus the request thread for short texts while every thread is
 * busy (split-detector.ts). DETECTION_THREADS=0 detects everything on the request thread.
 */
async function createDetector(config: Readonly<Config>): Promise<Detector | PoolDetector> {
  // One parsed copy of the model, in shared memory, for this thread and every worker thread.
  const nerModel = shareNerModel(await loadNerModel());
  const onThread = createInProcessDetector(engineWithModel(nerModel));
  if (config.detectionThreads === 0) return onThread;
  const pool = await createWorkerPoolDetector({ threads: config.detectionThreads ?? availableParallelism(), customPatternTimeLimitMs: config.customPatternTimeLimitMs, nerModel });
  return createSplitDetector(onThread, pool);
}

/** Where state lives, for the start-up log line (names only, never URLs: they may hold passwords). */
function layout(config: Readonly<Config>) {
  return {
    storage: config.databaseUrl ? 'postgres' : 'sqlite',
    sessionsAndCounters: config.redisUrl ? 'redis' : 'in-process',
  };
}

main().catch((error: unknown) => {
  // Config and start-up errors name what is wrong; they never carry user data.
  const message = error instanceof ConfigError ? error.message : `failed to start: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
