/** The result of trying to use one unit of a daily allowance. */
export interface DailyUse {
  allowed: boolean;
  /** Units used today, including this one when allowed. */
  used: number;
  remaining: number;
  /** Unix seconds of the next 00:00 UTC. */
  resetAt: number;
}

/**
 * Port: per-bucket counters that reset at 00:00 UTC (the extension's daily
 * sanitization limit). `consume` is atomic: concurrent calls never let the
 * count pass the limit.
 */
export interface DailyCounter {
  consume(bucket: string, limit: number): Promise<DailyUse>;
  /** Gives back one unit consumed today (the counted call failed). */
  release(bucket: string): Promise<void>;
  used(bucket: string): Promise<number>;
  close(): Promise<void>;
}

export const DAY_MS = 86_400_000;

/** The UTC day number and the Unix second it ends at. */
export function utcDay(nowMs: number): { day: number; resetAt: number } {
  const day = Math.floor(nowMs / DAY_MS);
  return { day, resetAt: ((day + 1) * DAY_MS) / 1000 };
}
