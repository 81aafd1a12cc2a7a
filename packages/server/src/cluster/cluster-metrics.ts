import { AggregatorRegistry, type Registry } from 'prom-client';
import type { WorkerChannel } from './worker-channel.js';

/**
 * In a cluster worker, `GET /metrics` answers with every worker's metrics
 * summed by the primary, so a scrape landing on any worker sees the whole
 * service; this worker's registry is the one the primary collects.
 */
export function clusterMetricsOver(channel: WorkerChannel): (local: Registry) => () => Promise<string> {
  return (local) => {
    AggregatorRegistry.setRegistries([local]);
    // Constructing one is what makes prom-client answer the primary's requests in this worker.
    new AggregatorRegistry();
    return async () => String(await channel.call('metrics', []));
  };
}
