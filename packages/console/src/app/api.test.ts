import { describe, expect, it } from 'vitest';
import { describeFailure } from './api.js';

describe('describeFailure', () => {
  it('names a wrong key, a limit and a down service in words', () => {
    expect(describeFailure(401, { code: 'invalid_api_key', message: 'm', suggestion: 's' }, null)).toMatchObject({ kind: 'invalid_key', message: expect.stringContaining('not valid') });
    expect(describeFailure(429, { code: 'rate_limited', message: 'Too many requests this minute.', suggestion: 'Slow down.' }, '12')).toEqual({
      kind: 'limit',
      code: 'rate_limited',
      message: 'A limit is reached: Too many requests this minute. Slow down. Try again in 12 s.',
    });
    expect(describeFailure(502, {}, null)).toMatchObject({ kind: 'down' });
  });

  it('passes the service’s own words through for a refusal, and ignores a retry-after that is not a number', () => {
    expect(describeFailure(409, { code: 'golden_set_conflict', message: 'This rule would change validated golden-set examples.', suggestion: 'Refine it.' }, null)).toEqual({
      kind: 'refused',
      code: 'golden_set_conflict',
      message: 'This rule would change validated golden-set examples. Refine it.',
    });
    expect(describeFailure(429, { code: 'rate_limited' }, 'soon').message).toBe('A limit is reached: too many requests.');
    expect(describeFailure(401, { code: 'unauthorized', message: 'No organization.' }, null)).toMatchObject({ kind: 'refused', message: 'No organization.' });
  });
});
