import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore, SweepResult } from '../storage/ports.js';
import { startSessionSweeper } from './sweeper.js';

function storeSweeping(sweep: () => Promise<SweepResult>): SessionStore {
  const unused = () => Promise.reject(new Error('unused'));
  return { create: unused, get: unused, continue: unused, sweep };
}

describe('startSessionSweeper', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps every interval, reports results and errors, and stops', async () => {
    vi.useFakeTimers();
    const results: SweepResult[] = [];
    const errors: unknown[] = [];
    let calls = 0;
    const store = storeSweeping(async () => {
      calls += 1;
      if (calls === 2) throw new Error('database down');
      return { destroyed: calls, deleted: 0 };
    });
    const sweeper = startSessionSweeper(store, { intervalMs: 1000, onSwept: (r) => results.push(r), onError: (e) => errors.push(e) });
    await vi.advanceTimersByTimeAsync(3000);
    sweeper.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(3);
    expect(results).toEqual([{ destroyed: 1, deleted: 0 }, { destroyed: 3, deleted: 0 }]);
    expect(errors).toHaveLength(1);
  });

  it('skips a tick while the previous sweep is still running', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let finish: (r: SweepResult) => void = () => {};
    const store = storeSweeping(() => {
      calls += 1;
      return new Promise((resolve) => (finish = resolve));
    });
    const sweeper = startSessionSweeper(store, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(3500);
    expect(calls).toBe(1);
    finish({ destroyed: 0, deleted: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    sweeper.stop();
  });
});
