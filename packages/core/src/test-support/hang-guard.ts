/**
 * The time a test on hostile input may take before it counts as hung. These tests guard against
 * catastrophic backtracking (which would run for years), not speed: speed lives in `npm run bench`,
 * so the bound is far above any machine's time for linear work, busy or not.
 */
export const HANG_GUARD_MS = 30_000;
