/**
 * Runs at most `slots` jobs at once; the rest wait in one queue per tenant,
 * and a freed slot goes to the next tenant in turn. One organization sending
 * many heavy texts then delays another's request by at most one job per slot,
 * not by its whole backlog.
 */
export interface FairQueue {
  run<T>(tenant: string, job: () => Promise<T>): Promise<T>;
  /** Jobs running or waiting. */
  readonly size: number;
}

/** @example const q = createFairQueue(2); await q.run('org_a', () => detect(text)); */
export function createFairQueue(slots: number): FairQueue {
  const waiting = new Map<string, (() => void)[]>();
  // When each tenant last had a job started: the next slot goes to the one served longest ago.
  const lastServed = new Map<string, number>();
  let served = 0;
  let running = 0;
  let size = 0;

  const startNext = () => {
    let pick: string | null = null;
    for (const tenant of waiting.keys()) {
      if (pick === null || (lastServed.get(tenant) ?? -1) < (lastServed.get(pick) ?? -1)) pick = tenant;
    }
    if (pick === null) return;
    const queue = waiting.get(pick)!;
    const start = queue.shift()!;
    if (queue.length === 0) waiting.delete(pick);
    start();
  };

  return {
    get size() {
      return size;
    },
    run<T>(tenant: string, job: () => Promise<T>): Promise<T> {
      size++;
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running++;
          lastServed.set(tenant, served++);
          job()
            .then(resolve, reject)
            .finally(() => {
              running--;
              size--;
              if (running === 0 && waiting.size === 0) lastServed.clear();
              startNext();
            });
        };
        if (running < slots) return start();
        const queue = waiting.get(tenant);
        if (queue) queue.push(start);
        else waiting.set(tenant, [start]);
      });
    },
  };
}
