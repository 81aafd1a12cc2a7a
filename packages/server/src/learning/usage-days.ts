import type { Learning } from './learning.js';
import type { DailyUsage } from './ports.js';

/** Days of usage kept; older days are swept, and the read endpoint asks for at most this many. */
export const USAGE_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

/**
 * The UTC day of an instant, as stored.
 * @example dayOf(Date.UTC(2030, 0, 1, 23, 59)) // '2030-01-01'
 */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The `count` UTC days ending with the day of `nowMs`, oldest first. */
export function lastDays(nowMs: number, count: number): string[] {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, i) => dayOf(today - (count - 1 - i) * DAY_MS));
}

/** Every day of `days` in order, with zeros where `stored` has no traffic, so a chart's axis is continuous. */
export function fillDays(days: readonly string[], stored: readonly DailyUsage[]): DailyUsage[] {
  const byDay = new Map(stored.map((u) => [u.day, u]));
  return days.map((day) => byDay.get(day) ?? { day, requests: 0, entities: {} });
}

/** The organization's usage over the last `count` UTC days by the learning clock, oldest first, every day present. */
export async function recentUsage(learning: Pick<Learning, 'usage' | 'store' | 'now'>, orgId: string, count: number): Promise<DailyUsage[]> {
  await learning.usage.flush();
  const days = lastDays(learning.now(), count);
  return fillDays(days, await learning.store.usage.list(orgId, days[0]!, days[days.length - 1]!));
}
