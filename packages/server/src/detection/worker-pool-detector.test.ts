import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareNerModel } from '@sanitizer/core';
import { engineWithModel, loadEngine, loadNerModel } from './load-engine.js';
import { createWorkerPoolDetector } from './worker-pool-detector.js';
import { CustomPatternTimeLimitError } from './detector.js';
import type { Detector } from './detector.js';
import type { Engine } from '@sanitizer/core';

const NOTE = 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\nSSN: 123-45-6789\nSeen in Boston by Dr. Alan Smith.';

describe('worker pool detector', () => {
  let pool: Detector & { threads: number };
  let engine: Engine;
  beforeAll(async () => {
    [pool, engine] = await Promise.all([createWorkerPoolDetector({ threads: 2 }), loadEngine()]);
  });
  afterAll(() => pool.close());

  it('returns exactly what the engine returns on this thread, options included', async () => {
    for (const options of [{}, { entities: ['EMAIL_ADDRESS', 'SSN'] }, { confidenceThreshold: 0.9 }]) {
      expect(await pool.analyze(NOTE, options)).toEqual(engine.analyze(NOTE, options));
    }
  });

  it('runs detections in parallel on its threads', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `${NOTE}\nRef ${i}`);
    const results = await Promise.all(texts.map((t) => pool.analyze(t, {})));
    expect(results.map((r) => r.entities.length)).toEqual(texts.map((t) => engine.analyze(t).entities.length));
  });

  it("serves organizations in turn: one organization's backlog does not delay another's request", async () => {
    const big = `${NOTE}\n`.repeat(Math.floor(102_400 / (NOTE.length + 1)));
    const finished: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.then(() => finished.push(name));
    const heavy = Array.from({ length: 6 }, (_, i) => track(`a${i}`, pool.analyze(big, { tenant: 'org_a' })));
    const light = track('b', pool.analyze(NOTE, { tenant: 'org_b' }));
    await Promise.all([...heavy, light]);
    // Two threads: two of org_a's texts were running when org_b's arrived; it takes the next free thread.
    expect(finished.indexOf('b')).toBeLessThanOrEqual(2);
  });

  it('stops a detection whose custom patterns run past the time limit, and keeps serving', async () => {
    const limited = await createWorkerPoolDetector({ threads: 1, customPatternTimeLimitMs: 50 });
    try {
      // Eight patterns of about 200 instructions on 100 KB of letters: seconds of matching.
      const customPatterns = [1, 2, 3, 4, 5, 6, 7, 8].map((d) => ({ name: `SLOW_${d}`, pattern: `[a-z]{1,100}[0-${d}]` }));
      await expect(limited.analyze('x'.repeat(100_000), { customPatterns })).rejects.toBeInstanceOf(CustomPatternTimeLimitError);
      expect(await limited.analyze(NOTE, {})).toEqual(engine.analyze(NOTE));
      expect(await limited.analyze(NOTE, { customPatterns: customPatterns.slice(0, 1) })).toEqual(engine.analyze(NOTE, { customPatterns: customPatterns.slice(0, 1) }));
    } finally {
      await limited.close();
    }
  });

  it('detects with the model it is given, in shared memory, also on a thread that replaced a stopped one', async () => {
    // A model whose transitions force every tag to O finds other names than the shipped one: proof the threads use it.
    const silenced = shareNerModel(await loadNerModel());
    const tags = silenced.transitions.start.length;
    silenced.transitions.start[0] = 1e6;
    for (let from = 0; from < tags; from++) silenced.transitions.pair[from * tags] = 1e6;
    const expected = engineWithModel(silenced).analyze(NOTE);
    expect(expected).not.toEqual(engine.analyze(NOTE));
    const given = await createWorkerPoolDetector({ threads: 1, customPatternTimeLimitMs: 50, nerModel: silenced });
    try {
      expect(await given.analyze(NOTE, {})).toEqual(expected);
      const customPatterns = [{ name: 'SLOW', pattern: '[a-z]{1,100}[0-9]' }];
      await expect(given.analyze('x'.repeat(100_000), { customPatterns })).rejects.toBeInstanceOf(CustomPatternTimeLimitError);
      expect(await given.analyze(NOTE, {})).toEqual(expected);
    } finally {
      await given.close();
    }
  });

  it('keeps this thread free while a 100 KB text is analyzed', async () => {
    const big = `${NOTE}\n`.repeat(Math.floor(102_400 / (NOTE.length + 1)));
    const started = performance.now();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const bigResult = await pool.analyze(big, {});
    clearInterval(timer);
    const elapsed = performance.now() - started;
    expect(bigResult.entities.length).toBeGreaterThan(1000);
    // A blocked event loop would tick about once for the whole detection.
    expect(ticks).toBeGreaterThan(elapsed / 10);
  });

  it('finishes every detection in flight when closed, long and short, then refuses new ones', async () => {
    const other = await createWorkerPoolDetector({ threads: 2 });
    const big = `${NOTE}\n`.repeat(Math.floor(102_400 / (NOTE.length + 1)));
    const pending = [other.analyze(big, {}), ...Array.from({ length: 6 }, () => other.analyze(NOTE, {}))];
    // Let the short ones finish on one thread while the long one still runs on the other.
    await pending[1];
    await other.close();
    const results = await Promise.all(pending);
    expect(results[0]!.entities.length).toBe(engine.analyze(big).entities.length);
    for (const r of results.slice(1)) expect(r).toEqual(engine.analyze(NOTE));
    await expect(other.analyze(NOTE, {})).rejects.toThrow(/closed/);
  });
});
