import type { DailyCounter } from '../rate-limit/daily-counter.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { isMessage, type Command, type Reply, type Request } from './messages.js';

/** One worker process as the primary sees it. */
export interface WorkerLink {
  id: number;
  send(message: unknown): void;
}

export interface PrimaryHub {
  attach(link: WorkerLink): void;
  /** The worker is gone: its place in any broadcast counts as done. */
  detach(linkId: number): void;
  receive(from: WorkerLink, message: unknown): Promise<void>;
}

/** A worker stuck longer than this does not hold up another worker's usage read. */
const ACK_TIMEOUT_MS = 5_000;

/**
 * The primary's side of cluster IPC: answers counter calls from the counters
 * it holds (one budget for every worker), passes flush and invalidate
 * requests on to every other worker, answering once they all have acted, and
 * answers a metrics scrape with every worker's metrics.
 */
export interface HubDeps {
  rateLimiter: RateLimiter;
  dailyCounter: DailyCounter;
  /** Every worker's metrics, summed (Prometheus text); none in tests that do not ask. */
  clusterMetrics?: () => Promise<string>;
}

export function createPrimaryHub(counters: HubDeps): PrimaryHub {
  const links = new Map<number, WorkerLink>();
  const pendingAcks = new Map<number, { linkId: number; done: () => void }>();
  let nextCommandId = 0;

  const broadcast = (from: WorkerLink, command: Omit<Command, 'sanitizer' | 'id'>) =>
    Promise.all(
      [...links.values()].filter((l) => l.id !== from.id).map(
        (link) =>
          new Promise<void>((resolve) => {
            const id = ++nextCommandId;
            const timer = setTimeout(() => done(), ACK_TIMEOUT_MS);
            const done = () => {
              clearTimeout(timer);
              pendingAcks.delete(id);
              resolve();
            };
            pendingAcks.set(id, { linkId: link.id, done });
            trySend(link, { sanitizer: 'command', id, ...command } satisfies Command, done);
          }),
      ),
    );

  const answer = async (from: WorkerLink, request: Request): Promise<unknown> => {
    const [first, second] = request.args;
    switch (request.op) {
      case 'rate.hit':
        return counters.rateLimiter.hit(String(first), second === null ? null : Number(second));
      case 'daily.consume':
        return counters.dailyCounter.consume(String(first), Number(second));
      case 'daily.release':
        return counters.dailyCounter.release(String(first));
      case 'daily.used':
        return counters.dailyCounter.used(String(first));
      case 'peers.flush':
        return void (await broadcast(from, { op: 'flush' }));
      case 'peers.invalidate':
        return void (await broadcast(from, { op: 'invalidate', orgId: String(first) }));
      case 'metrics':
        return counters.clusterMetrics ? counters.clusterMetrics() : '';
    }
  };

  return {
    attach: (link) => void links.set(link.id, link),
    detach(linkId) {
      links.delete(linkId);
      for (const pending of [...pendingAcks.values()]) if (pending.linkId === linkId) pending.done();
    },
    async receive(from, message) {
      if (!isMessage(message)) return;
      if (message.sanitizer === 'ack') return pendingAcks.get(message.id)?.done();
      if (message.sanitizer !== 'request') return;
      const reply: Reply = await answer(from, message).then(
        (value) => ({ sanitizer: 'reply', id: message.id, ok: true, value }),
        () => ({ sanitizer: 'reply', id: message.id, ok: false }),
      );
      trySend(from, reply);
    },
  };
}

/** A worker that has just died cannot be sent to; `onFail` counts it as answered. */
function trySend(link: WorkerLink, message: unknown, onFail?: () => void): void {
  try {
    link.send(message);
  } catch {
    onFail?.();
  }
}
