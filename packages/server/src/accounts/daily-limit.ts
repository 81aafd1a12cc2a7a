import type { FastifyReply } from 'fastify';
import type { Caller } from '../http/auth.js';
import { ApiError } from '../http/errors.js';
import type { DailyCounter, DailyUse } from '../rate-limit/daily-counter.js';
import type { Plan } from '../storage/ports.js';

/** Counted sanitizations per UTC day for a signed-in Free extension account (spec Limits). */
export const EXTENSION_DAILY_LIMIT = 50;

/** The daily sanitization limit of an extension account on `plan`; null means unlimited. */
export function dailyLimitFor(plan: Plan): number | null {
  return plan === 'free' ? EXTENSION_DAILY_LIMIT : null;
}

/** One counter per organization: every device signed in to the account shares the day's allowance. */
export function dailyBucket(orgId: string): string {
  return `ext-day:${orgId}`;
}

/** Sanitizations the account may still make today; null when unlimited. */
export async function remainingToday(counter: DailyCounter, orgId: string, plan: Plan): Promise<number | null> {
  const limit = dailyLimitFor(plan);
  if (limit === null) return null;
  return Math.max(0, limit - (await counter.used(dailyBucket(orgId))));
}

/**
 * Counts one sanitization for a key provisioned by extension sign-in on a plan
 * with a daily limit, and says how many are left in X-Daily-* headers.
 * Throws `extension_daily_limit` when the day's allowance is used up. Returns
 * a function that gives the unit back (call it when the sanitization fails),
 * or null when the caller is not daily-limited.
 */
export async function takeDailySanitization(counter: DailyCounter, caller: Caller, reply: FastifyReply): Promise<(() => Promise<void>) | null> {
  const limit = dailyLimitFor(caller.organization.plan);
  if (caller.key?.kind !== 'extension' || limit === null) return null;
  const bucket = dailyBucket(caller.organization.id);
  const use = await counter.consume(bucket, limit);
  reply.headers(dailyHeaders(limit, use));
  if (!use.allowed) {
    throw new ApiError('extension_daily_limit', {
      message: `The extension's daily limit of ${limit} sanitizations is reached.`,
      headers: { 'retry-after': String(Math.max(1, Math.ceil(use.resetAt - Date.now() / 1000))) },
    });
  }
  return () => counter.release(bucket);
}

function dailyHeaders(limit: number, use: DailyUse): Record<string, string> {
  return { 'x-daily-limit': String(limit), 'x-daily-remaining': String(use.remaining), 'x-daily-reset': String(use.resetAt) };
}
