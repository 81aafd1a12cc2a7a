import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { shareNerModel } from '@sanitizer/core';
import { buildApp } from './app.js';
import { createIpcDailyCounter, createIpcRateLimiter } from './cluster/ipc-counters.js';
import { clusterMetricsOver } from './cluster/cluster-metrics.js';
import { learningPeersOver } from './cluster/learning-peers.js';
import { createWorkerChannel } from './cluster/worker-channel.js';
import type { Config } from './config.js';
import { createInProcessDetector, type Detector } from './detection/detector.js';
import { engineWithModel, loadEngine, loadNerModel } from './detection/load-engine.js';
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

/**
 * Opens storage, serves until SIGINT/SIGTERM, then drains and closes. In a
 * cluster worker the embedded default's counters live in the primary, and
 * usage reads and pattern changes reach the other workers through it.
 */
export async function serve(config: Readonly<Config>): Promise<void> {
  const onBackgroundError = (e: Error) => app.log.warn({ errName: e.name }, 'storage connection dropped; reconnecting');
  const channel = cluster.isWorker ? createWorkerChannel() : null;
  const [storage, rateLimiter, dailyCounter, detector] = await Promise.all([
    createStorage(config, { onBackgroundError }),
    channel && !config.redisUrl ? createIpcRateLimiter(channel) : createRateLimiter(config, { onBackgroundError }),
    channel && !config.redisUrl ? createIpcDailyCounter(channel) : createDailyCounter(config, { onBackgroundError }),
    createDetector(config),
  ]);
  const peers = channel ? { learningPeers: learningPeersOver(channel), metricsExposition: clusterMetricsOver(channel) } : {};
  const app = await buildApp({ config, storage, detector, rateLimiter, dailyCounter, version: SERVER_VERSION, logLevel: config.logLevel, ...peers });
  const sweeper = startSessionSweeper(storage.sessions, {
    intervalMs: SWEEP_INTERVAL_MS,
    onSwept: (result) => app.log.debug(result, 'sessions swept'),
    onError: (e) => app.log.warn({ errName: (e as Error).name }, 'session sweep failed'),
  });
  app.addHook('onClose', async () => sweeper.stop());
  if (config.loadTestEcho) await app.register(loadTestEchoRoute);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: under a cluster a worker may get the terminal's SIGINT and the primary's SIGTERM.
    process.on(signal, () => {
      if (closing) return;
      closing = true;
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
 * A single process detects on worker threads (one per core: one thread fewer measured
 * 15-20% slower on 100 KB texts), plus the request thread for short texts while every
 * thread is busy (split-detector.ts). A cluster worker detects on its request thread
 * by default: the cluster already has one process per core, and each thread would
 * hold another copy of the engine (~70 MB). DETECTION_THREADS=0 detects everything
 * on the request thread.
 */
async function createDetector(config: Readonly<Config>): Promise<Detector | PoolDetector> {
  const threads = config.detectionThreads ?? (cluster.isWorker ? 0 : availableParallelism());
  if (threads === 0) return createInProcessDetector(await loadEngine());
  // One parsed copy of the model, in shared memory, for this thread and every worker thread.
  const nerModel = shareNerModel(await loadNerModel());
  const onThread = createInProcessDetector(engineWithModel(nerModel));
  const pool = await createWorkerPoolDetector({ threads, customPatternTimeLimitMs: config.customPatternTimeLimitMs, nerModel });
  return createSplitDetector(onThread, pool);
}

/** Where state lives, for the start-up log line (names only, never URLs: they may hold passwords). */
function layout(config: Readonly<Config>) {
  return {
    storage: config.databaseUrl ? 'postgres' : 'sqlite',
    sessionsAndCounters: config.redisUrl ? 'redis' : 'in-process',
  };
}

