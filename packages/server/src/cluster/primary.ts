import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from '../config.js';
import { createMemoryDailyCounter } from '../rate-limit/memory-daily-counter.js';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter.js';
import { createStorage } from '../storage/create-storage.js';
import { createPrimaryHub, type WorkerLink } from './primary-hub.js';

/** A worker that dies sooner than this after starting is restarted after RESTART_DELAY_MS, not at once (no crash loop). */
const SHORT_LIFE_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of `WORKERS` processes sharing one port: it serves no HTTP itself.
 * It prepares the database once (migrations, key file) before any worker opens it,
 * holds the embedded default's counters for every worker, restarts a worker that
 * dies, and on SIGINT/SIGTERM lets every worker drain before it exits.
 */
export async function runPrimary(config: Readonly<Config>, workers: number): Promise<void> {
  const log = pino({ level: config.logLevel });
  const storage = await createStorage(config);
  await storage.close();
  const hub = createPrimaryHub({ rateLimiter: createMemoryRateLimiter(), dailyCounter: createMemoryDailyCounter() });
  const links = new Map<Worker, WorkerLink>();
  const started = new Map<Worker, number>();
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    const link: WorkerLink = { id: worker.id, send: (message) => void worker.send(message as object, () => {}) };
    links.set(worker, link);
    started.set(worker, Date.now());
    hub.attach(link);
  };
  cluster.on('message', (worker, message) => {
    const link = links.get(worker);
    if (link) void hub.receive(link, message);
  });
  cluster.on('exit', (worker, code, signal) => {
    hub.detach(worker.id);
    links.delete(worker);
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (links.size === 0) process.exit(0);
      return;
    }
    log.warn({ workerPid: worker.process.pid, code, signal }, 'worker process ended; starting another');
    setTimeout(fork, lived < SHORT_LIFE_MS ? RESTART_DELAY_MS : 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down: every worker finishes its in-flight requests');
      for (const worker of links.keys()) worker.process.kill('SIGTERM');
    });
  }
  for (let i = 0; i < workers; i++) fork();
  log.info({ workers }, 'primary started');
}
