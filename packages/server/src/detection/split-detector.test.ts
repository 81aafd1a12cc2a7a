import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@sanitizer/core';
import { createInProcessDetector } from './detector.js';
import { loadEngine } from './load-engine.js';
import { INLINE_MAX_CHARS, createSplitDetector } from './split-detector.js';
import { createWorkerPoolDetector, type PoolDetector } from './worker-pool-detector.js';

const NOTE = 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\nSSN: 123-45-6789\nSeen in Boston by Dr. Alan Smith.';
const BIG = `${NOTE}\n`.repeat(Math.floor(102_400 / (NOTE.length + 1)));

describe('split detector', () => {
  let engine: Engine;
  let detector: PoolDetector;
  beforeAll(async () => {
    engine = await loadEngine();
    detector = createSplitDetector(createInProcessDetector(engine), await createWorkerPoolDetector({ threads: 1 }));
  });
  afterAll(() => detector.close());

  it('returns what the engine returns, wherever the text is detected', async () => {
    const results = await Promise.all([NOTE, `${NOTE} again`, `${NOTE} once more`].map((t) => detector.analyze(t, { confidenceThreshold: 0.5 })));
    expect(results).toEqual([NOTE, `${NOTE} again`, `${NOTE} once more`].map((t) => engine.analyze(t, { confidenceThreshold: 0.5 })));
  });

  it('answers a short text while the only thread is busy with 100 KB, instead of queueing it behind', async () => {
    const big = detector.analyze(BIG, {});
    expect(detector.inFlight).toBe(1);
    let bigDone = false;
    void big.then(() => (bigDone = true));
    expect(await detector.analyze(NOTE, {})).toEqual(engine.analyze(NOTE));
    expect(bigDone).toBe(false);
    expect((await big).entities.length).toBeGreaterThan(1000);
  });

  it('never detects a long text on this thread, even with every thread busy', async () => {
    const long = `${NOTE}\n`.repeat(Math.ceil((INLINE_MAX_CHARS + 1) / (NOTE.length + 1)));
    const pending = [detector.analyze(BIG, {}), detector.analyze(BIG, {}), detector.analyze(long, {})];
    expect(detector.inFlight).toBe(3);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await Promise.all(pending);
    clearInterval(timer);
    // A blocked event loop would tick about once per detection.
    expect(ticks).toBeGreaterThan((performance.now() - started) / 10);
  });

  it("never runs an organization's custom patterns on this thread, even with every thread busy", async () => {
    const where: string[] = [];
    const result = engine.analyze(NOTE);
    const onThread = { analyze: async () => (where.push('request thread'), result), close: async () => {} };
    const busyPool: PoolDetector = { threads: 1, inFlight: 1, analyze: async () => (where.push('pool'), result), close: async () => {} };
    const split = createSplitDetector(onThread, busyPool);
    await split.analyze(NOTE, {});
    await split.analyze(NOTE, { customPatterns: [{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{4}' }] });
    expect(where).toEqual(['request thread', 'pool']);
  });

  it('refuses new detections once closed, short ones included', async () => {
    const other = createSplitDetector(createInProcessDetector(engine), await createWorkerPoolDetector({ threads: 1 }));
    await other.close();
    await expect(other.analyze(NOTE, {})).rejects.toThrow(/closed/);
  });
});
