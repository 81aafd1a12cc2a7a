/**
 * The alternative the load benchmark compares against: N cluster processes
 * sharing one port, each detecting on its request thread (DETECTION_THREADS=0).
 * Only valid with REDIS_URL (in-process counters would split per process).
 *   CLUSTER_PROCESSES=2 tsx scripts/load/cluster-entry.ts
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

const processes = Number(process.env.CLUSTER_PROCESSES ?? availableParallelism());

if (cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork({ DETECTION_THREADS: '0' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
} else {
  await import('../../packages/server/dist/main.js');
}
