import type { SessionContinuation } from '../storage/ports.js';

/** Attempts before a continuation gives up; each failed attempt means another call's write landed. */
export const MAX_CONTINUE_ATTEMPTS = 50;

/** Returned by one attempt whose compare-and-set found the session changed by another call. */
export const CONFLICT = Symbol('session changed concurrently');

/** A session that kept changing under every attempt: the caller answers "retry", never a lost write. */
export class SessionContentionError extends Error {
  override name = 'SessionContentionError';
  constructor() {
    super('the session changed under every continuation attempt');
  }
}

/**
 * Runs `attempt` (read, change, compare-and-set) until it lands. Contention is
 * lock-free: an attempt only fails because another one succeeded, so the wait
 * between attempts stays short and grows only a little.
 */
export async function continueWithRetry<T>(
  attempt: () => Promise<SessionContinuation<T> | typeof CONFLICT>,
): Promise<SessionContinuation<T>> {
  for (let n = 0; n < MAX_CONTINUE_ATTEMPTS; n++) {
    const outcome = await attempt();
    if (outcome !== CONFLICT) return outcome;
    if (n >= 2) await pause(Math.random() * Math.min(20, n * 2));
  }
  throw new SessionContentionError();
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
