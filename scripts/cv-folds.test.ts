import { describe, expect, it } from 'vitest';
import { foldOf, meanSd, prf } from './cv-folds.js';

describe('foldOf', () => {
  it('puts every index in exactly one fold, sizes within one of each other', () => {
    const sizes = [0, 0, 0];
    for (let i = 0; i < 10; i++) sizes[foldOf(i, 3)]!++;
    expect(sizes).toEqual([4, 3, 3]);
  });
});

describe('prf', () => {
  it('computes exact scores', () => {
    const s = prf({ tp: 3, fp: 1, fn: 3 });
    expect(s.p).toBeCloseTo(0.75);
    expect(s.r).toBeCloseTo(0.5);
    expect(s.f1).toBeCloseTo(0.6);
  });
  it('scores nothing found as zero, not NaN', () => {
    expect(prf({ tp: 0, fp: 0, fn: 2 })).toEqual({ p: 0, r: 0, f1: 0 });
  });
});

describe('meanSd', () => {
  it('gives mean and sample standard deviation', () => {
    expect(meanSd([0.5, 0.7])).toBe('0.600 ± 0.141');
    expect(meanSd([0.4])).toBe('0.400 ± 0.000');
  });
});
