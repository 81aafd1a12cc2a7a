import { describe, expect, it } from 'vitest';
import { rateLimitWords } from './rate-limit-words.js';

describe('rate-limit state in words', () => {
  it('says how many requests are left and when the minute resets, in UTC', () => {
    expect(rateLimitWords({ limit: 60, remaining: 57, reset: Date.UTC(2030, 0, 1, 14, 3) / 1000 })).toBe('57 of 60 requests left this minute, resets at 14:03:00 UTC.');
  });

  it('says when the plan has no limit', () => {
    expect(rateLimitWords({ limit: null, remaining: null, reset: 0 })).toBe('No per-minute limit on this plan.');
  });
});
