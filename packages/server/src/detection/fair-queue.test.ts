import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.js';

/** A job that runs until released, recording when it started. */
function gate(started: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((r) => (release = r));
  return { job: () => (started.push(name), done.then(() => name)), release: () => release() };
}

describe('fair queue', () => {
  it('gives a freed slot to the next tenant in turn, not to the longest backlog', async () => {
    const started: string[] = [];
    const q = createFairQueue(1);
    const a = [1, 2, 3, 4].map((i) => gate(started, `a${i}`));
    const b = gate(started, 'b1');
    const c = gate(started, 'c1');
    const results = [...a.map((g) => q.run('org_a', g.job)), q.run('org_b', b.job), q.run('org_c', c.job)];
    expect(started).toEqual(['a1']);
    expect(q.size).toBe(6);
    for (const next of [a[0]!, b, c, a[1]!, a[2]!, a[3]!]) {
      next.release();
      await new Promise((r) => setImmediate(r));
    }
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3', 'a4']);
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'c1']);
    expect(q.size).toBe(0);
  });

  it('runs up to its slots at once and passes failures to their caller only', async () => {
    const q = createFairQueue(2);
    let running = 0;
    let most = 0;
    const job = (fail: boolean) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      running--;
      if (fail) throw new Error('boom');
      return 'ok';
    };
    const outcomes = await Promise.allSettled([q.run('a', job(false)), q.run('a', job(true)), q.run('b', job(false)), q.run('a', job(false))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(most).toBe(2);
  });
});
