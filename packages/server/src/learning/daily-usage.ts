import type { AnalysisResult } from '@sanitizer/core';
import type { Clock } from '../storage/clock.js';
import type { DailyUsage, UsageStore } from './ports.js';
import { dayOf } from './usage-days.js';

/**
 * Counts detection requests and entities per organization and UTC day in
 * memory, and writes them with one upsert per organization per flush, so a
 * detection pays a few map updates, not a database write. The day is taken
 * when the request is observed, so a flush after midnight still credits the
 * day the request was made.
 */
export interface DailyUsageCounter {
  observe(orgId: string, result: Pick<AnalysisResult, 'entities'>): void;
  /** Writes what has accumulated; the usage read calls this first. */
  flush(): Promise<void>;
}

export function createDailyUsageCounter(store: UsageStore, now: Clock, onError: (error: unknown) => void): DailyUsageCounter {
  let pending = new Map<string, Map<string, DailyUsage>>();
  let writing: Promise<void> = Promise.resolve();
  const bucket = (orgId: string, day: string): DailyUsage => {
    let org = pending.get(orgId);
    if (!org) pending.set(orgId, (org = new Map()));
    let usage = org.get(day);
    if (!usage) org.set(day, (usage = { day, requests: 0, entities: {} }));
    return usage;
  };
  const write = async (batch: Map<string, Map<string, DailyUsage>>) => {
    for (const [orgId, days] of batch) {
      try {
        await store.add(orgId, [...days.values()]);
      } catch (error) {
        onError(error);
      }
    }
  };
  return Object.freeze<DailyUsageCounter>({
    observe(orgId, result) {
      const usage = bucket(orgId, dayOf(now()));
      usage.requests++;
      for (const e of result.entities) usage.entities[e.type] = (usage.entities[e.type] ?? 0) + 1;
    },
    flush() {
      const batch = pending;
      pending = new Map();
      // Chained, so a flush resolves only after every earlier batch is written.
      writing = writing.then(() => write(batch));
      return writing;
    },
  });
}
