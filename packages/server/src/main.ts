import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { loadEngine } from './detection/load-engine.js';
import { createMemoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
import { createStorage } from './storage/create-storage.js';
import { SERVER_VERSION } from './version.js';

const SWEEP_INTERVAL_MS = 60_000;

/** Reads config, opens storage, serves until SIGINT/SIGTERM, then drains and closes. */
async function main(): Promise<void> {
  const config = loadConfig();
  const engine = await loadEngine();
  const storage = await createStorage(config, { onBackgroundError: (e) => app.log.warn({ errName: e.name }, 'database connection dropped') });
  const app = await buildApp({ config, storage, engine, rateLimiter: createMemoryRateLimiter(), version: SERVER_VERSION, logLevel: config.logLevel });
  const sweeper = setInterval(() => {
    storage.sessions.sweep().catch((e: Error) => app.log.warn({ errName: e.name }, 'session sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

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
