import type { LearningPeers } from '../learning/learning.js';
import type { WorkerChannel } from './worker-channel.js';

/** The other worker processes, reached through the primary: flush their counts, drop their cached patterns. */
export function learningPeersOver(channel: WorkerChannel): LearningPeers {
  return {
    flush: async () => void (await channel.call('peers.flush', [])),
    invalidate: async (orgId) => void (await channel.call('peers.invalidate', [orgId])),
    serve(handlers) {
      channel.onCommand((command) => (command.op === 'flush' ? handlers.flush() : handlers.invalidate(command.orgId ?? '')));
    },
  };
}
