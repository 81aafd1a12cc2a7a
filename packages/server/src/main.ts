import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createInProcessDetector } from './detection/detector.js';
import { loadEngine } from './detection/load-engine.js';
import { createMemoryDailyCounter } from './rate-limit/memory-daily-counter.js';
import { createMemoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
import { startSessionSweeper } from './sessions/sweeper.js';
import { createStorage } from './storage/create-storage.js';
import { SERVER_VERSION } from './version.js';

const SWEEP_INTERVAL_MS = 60_000;

/** Reads config, opens storage, serves until SIGINT/SIGTERM, then drains and closes. */
async function main(): Promise<void> {
  const config = loadConfig();
  const engine = await loadEngine();
  const storage = await createStorage(config, { onBackgroundError: (e) => app.log.warn({ errName: e.name }, 'database connection dropped') });
  const app = await buildApp({ config, storage, detector: createInProcessDetector(engine), rateLimiter: createMemoryRateLimiter(), dailyCounter: createMemoryDailyCounter(), version: SERVER_VERSION, logLevel: config.logLevel });
  const sweeper = startSessionSweeper(storage.sessions, {
    intervalMs: SWEEP_INTERVAL_MS,
    onSwept: (result) => app.log.debug(result, 'sessions swept'),
    onError: (e) => app.log.warn({ errName: (e as Error).name }, 'session sweep failed'),
  });
  app.addHook('onClose', async () => sweeper.stop());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ version: SERVER_VERSION, storage: config.databaseUrl ? 'postgres' : 'sqlite' }, 'ready');
}

main().catch((error: unknown) => {
  // Config and start-up errors name what is wrong; they never carry user data.
  const message = error instanceof ConfigError ? error.message : `failed to start: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
