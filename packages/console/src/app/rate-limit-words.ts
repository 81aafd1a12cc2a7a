import type { RateLimitState } from './types.js';

/** The per-minute limit in words: "57 of 60 requests left this minute, resets at 14:03:00 UTC." */
export function rateLimitWords(state: RateLimitState): string {
  if (state.limit === null || state.remaining === null) return 'No per-minute limit on this plan.';
  const at = new Date(state.reset * 1000).toISOString().slice(11, 19);
  return `${state.remaining} of ${state.limit} requests left this minute, resets at ${at} UTC.`;
}
