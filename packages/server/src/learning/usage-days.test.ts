import { describe, expect, it } from 'vitest';
import { dayOf, fillDays, lastDays } from './usage-days.js';

describe('usage days', () => {
  it('names the UTC day of an instant', () => {
    expect(dayOf(Date.UTC(2030, 0, 1, 23, 59, 59))).toBe('2030-01-01');
    expect(dayOf(Date.UTC(2030, 0, 2))).toBe('2030-01-02');
  });

  it('lists the last days, oldest first, across a month end', () => {
    expect(lastDays(Date.UTC(2030, 2, 1, 12), 3)).toEqual(['2030-02-27', '2030-02-28', '2030-03-01']);
    expect(lastDays(Date.UTC(2030, 2, 1), 1)).toEqual(['2030-03-01']);
  });

  it('fills days without traffic with zeros', () => {
    const stored = [{ day: '2030-01-02', requests: 2, entities: { PERSON: 1 } }];
    expect(fillDays(['2030-01-01', '2030-01-02', '2030-01-03'], stored)).toEqual([
      { day: '2030-01-01', requests: 0, entities: {} },
      { day: '2030-01-02', requests: 2, entities: { PERSON: 1 } },
      { day: '2030-01-03', requests: 0, entities: {} },
    ]);
  });
});
