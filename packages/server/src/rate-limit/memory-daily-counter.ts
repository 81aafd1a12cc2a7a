import { utcDay, type DailyCounter, type DailyUse } from './daily-counter.js';

/** In-process daily counters: the embedded default's. */
export function createMemoryDailyCounter(now: () => number = Date.now): DailyCounter {
  const counts = new Map<string, { day: number; used: number }>();
  const today = (bucket: string) => {
    const { day } = utcDay(now());
    const entry = counts.get(bucket);
    return entry && entry.day === day ? entry : { day, used: 0 };
  };
  return {
    async consume(bucket, limit): Promise<DailyUse> {
      const entry = today(bucket);
      const { resetAt } = utcDay(now());
      if (entry.used >= limit) return { allowed: false, used: entry.used, remaining: 0, resetAt };
      counts.set(bucket, { day: entry.day, used: entry.used + 1 });
      return { allowed: true, used: entry.used + 1, remaining: limit - entry.used - 1, resetAt };
    },
    async release(bucket) {
      const entry = today(bucket);
      if (entry.used > 0) counts.set(bucket, { day: entry.day, used: entry.used - 1 });
    },
    async used(bucket) {
      return today(bucket).used;
    },
    async close() {
      counts.clear();
    },
  };
}
