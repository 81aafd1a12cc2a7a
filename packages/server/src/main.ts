import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.js';

/**
 * Reads the config and starts the service: one process per core sharing the
 * port (cluster/primary.ts) unless WORKERS=1, when this process serves alone.
 * Each side imports only its own modules, so the primary never loads the engine.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const workers = config.workers ?? availableParallelism();
  if (cluster.isPrimary && workers > 1) {
    const { runPrimary } = await import('./cluster/primary.js');
    return runPrimary(config, workers);
  }
  const { serve } = await import('./serve.js');
  return serve(config);
}

main().catch((error: unknown) => {
  // Config and start-up errors name what is wrong; they never carry user data.
  const message = error instanceof ConfigError ? error.message : `failed to start: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
