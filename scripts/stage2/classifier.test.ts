import { describe, expect, it } from 'vitest';
import { predict, serialise, train, type Row } from './classifier.js';

// A toy task a span classifier must solve: the class follows one feature, the rest is noise.
const rows: Row[] = Array.from({ length: 60 }, (_, i) => ({
  features: ['bias', `cue=${i % 3}`, `noise=${(i * 7) % 5}`],
  label: ['NONE', 'PERSON', 'LOCATION'][i % 3]!,
}));

describe('span classifier', () => {
  it.each([
    [['bias', 'cue=0', 'noise=9'], 0],
    [['bias', 'cue=1', 'noise=9'], 1],
    [['bias', 'cue=2', 'noise=9'], 2],
  ])('learns the class from the cue: %j → class %i', (features, expected) => {
    const p = predict(train(rows, { bits: 12, epochs: 5 }), features);
    expect(p.indexOf(Math.max(...p))).toBe(expected);
  });

  it('gives the same weights for the same rows and seed', () => {
    expect(serialise(train(rows, { bits: 12, seed: 3 }))).toBe(serialise(train(rows, { bits: 12, seed: 3 })));
  });

  it('gives probabilities that sum to one, even for unseen features', () => {
    const p = predict(train(rows, { bits: 12 }), ['never-seen']);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});
