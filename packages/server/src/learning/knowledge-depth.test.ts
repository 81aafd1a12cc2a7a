import { describe, expect, it } from 'vitest';
import { ckdScore, maturityOf, type DepthCounters } from './knowledge-depth.js';

const zero: DepthCounters = { goldenSetSize: 0, compiledRules: 0, corrections: 0, resolvedInsights: 0, pendingInsights: 0, detections: 0, meanConfidence: 0 };

describe('ckd formula', () => {
  it('is 0 for an organization that has done nothing', () => {
    expect(ckdScore(zero)).toBe(0);
  });

  it('computes each component as documented', () => {
    const sat = (n: number, s: number) => 1 - Math.exp(-n / s);
    const c: DepthCounters = { goldenSetSize: 8, compiledRules: 3, corrections: 6, resolvedInsights: 4, pendingInsights: 1, detections: 30, meanConfidence: 0.9 };
    const expected = 0.3 * sat(8, 10) + 0.2 * sat(3, 3) + 0.15 * sat(6, 10) + 0.15 * (4 / 5) + 0.2 * 0.9 * sat(30, 20);
    expect(ckdScore(c)).toBeCloseTo(expected, 3);
  });

  it('stays in [0, 1] and approaches 1 with deep knowledge', () => {
    const deep = ckdScore({ goldenSetSize: 1e6, compiledRules: 1e6, corrections: 1e6, resolvedInsights: 10, pendingInsights: 0, detections: 1e9, meanConfidence: 1 });
    expect(deep).toBe(1);
    expect(ckdScore({ ...zero, meanConfidence: 5, detections: -3, goldenSetSize: -1 })).toBe(0);
  });

  it('rises with every kind of evidence', () => {
    const base = ckdScore({ ...zero, detections: 10, meanConfidence: 0.9 });
    for (const more of [{ goldenSetSize: 1 }, { compiledRules: 1 }, { corrections: 1 }, { resolvedInsights: 1 }, { detections: 20 }]) {
      expect(ckdScore({ ...zero, detections: 10, meanConfidence: 0.9, ...more })).toBeGreaterThan(base);
    }
  });

  it.each([
    [0, 'nascent'],
    [0.199, 'nascent'],
    [0.2, 'developing'],
    [0.499, 'developing'],
    [0.5, 'established'],
    [0.8, 'expert'],
    [1, 'expert'],
  ])('maps %f to %s', (score, band) => {
    expect(maturityOf(score)).toBe(band);
  });
});
