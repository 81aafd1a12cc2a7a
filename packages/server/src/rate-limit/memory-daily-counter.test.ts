import { describe, expect, it } from 'vitest';
import { createMemoryDailyCounter } from './memory-daily-counter.js';

describe('memory daily counter', () => {
  it('allows exactly the limit per UTC day, then resets at midnight', async () => {
    let now = Date.UTC(2030, 0, 1, 23, 59);
    const counter = createMemoryDailyCounter(() => now);
    for (let i = 1; i <= 3; i++) expect(await counter.consume('a', 3)).toMatchObject({ allowed: true, used: i, remaining: 3 - i });
    expect(await counter.consume('a', 3)).toMatchObject({ allowed: false, used: 3, remaining: 0, resetAt: Date.UTC(2030, 0, 2) / 1000 });
    expect(await counter.used('b')).toBe(0);
    now = Date.UTC(2030, 0, 2, 0, 0, 1);
    expect(await counter.consume('a', 3)).toMatchObject({ allowed: true, used: 1 });
  });

  it('gives a unit back on release', async () => {
    const counter = createMemoryDailyCounter();
    await counter.consume('a', 1);
    await counter.release('a');
    expect(await counter.consume('a', 1)).toMatchObject({ allowed: true });
  });
});
