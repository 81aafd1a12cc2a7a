import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../config.js';
import { createMemoryDailyCounter } from '../rate-limit/memory-daily-counter.js';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter.js';
import { createPrimaryHub, type WorkerLink } from './primary-hub.js';

/**
 * The primary of `WORKERS` processes sharing one port: it serves no HTTP and
 * opens no database (workers starting together migrate one after another, and
 * the key file appears atomically), so it stays small. It holds the embedded
 * default's counters for every worker, restarts a worker that dies after it
 * started listening, stops everything if one fails to start (bad configuration
 * or database), and on SIGINT/SIGTERM lets every worker drain before it exits.
 */
export async function runPrimary(config: Readonly<Config>, workers: number): Promise<void> {
  const log = pino({ level: config.logLevel });
  // Asks each worker for its registry over the cluster channel (prom-client's own messages) and sums them.
  const metrics = new AggregatorRegistry();
  const hub = createPrimaryHub({
    rateLimiter: createMemoryRateLimiter(),
    dailyCounter: createMemoryDailyCounter(),
    clusterMetrics: () => metrics.clusterMetrics(),
  });
  const links = new Map<Worker, WorkerLink>();
  const listening = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  const stopAll = () => {
    stopping = true;
    for (const worker of links.keys()) worker.process.kill('SIGTERM');
  };

  const fork = () => {
    const worker = cluster.fork();
    const link: WorkerLink = { id: worker.id, send: (message) => void worker.send(message as object, () => {}) };
    links.set(worker, link);
    hub.attach(link);
  };
  cluster.on('message', (worker, message) => {
    const link = links.get(worker);
    if (link) void hub.receive(link, message);
  });
  cluster.on('listening', (worker) => void listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    hub.detach(worker.id);
    links.delete(worker);
    const hadStarted = listening.delete(worker);
    if (!stopping && !hadStarted) {
      log.error({ workerPid: worker.process.pid, code, signal }, 'a worker process failed to start; stopping');
      exitCode = 1;
      stopAll();
    } else if (!stopping) {
      log.warn({ workerPid: worker.process.pid, code, signal }, 'worker process ended; starting another');
      fork();
    }
    if (stopping && links.size === 0) process.exit(exitCode);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log.info({ signal }, 'shutting down: every worker finishes its in-flight requests');
      stopAll();
    });
  }
  for (let i = 0; i < workers; i++) fork();
  log.info({ workers }, 'primary started');
}
