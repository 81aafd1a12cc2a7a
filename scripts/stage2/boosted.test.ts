import { describe, expect, it } from 'vitest';
import { boost, boostedProbability } from './boosted.js';

// A conjunction of two columns plus a noise column: positive only where both are set.
const F = 3;
const n = 200;
const X = new Uint8Array(n * F);
const y = new Uint8Array(n);
for (let i = 0; i < n; i++) {
  const a = i & 1;
  const b = (i >> 1) & 1;
  X.set([a, b, (i * 7) % 5], i * F);
  y[i] = a & b;
}

describe('boosted trees', () => {
  const model = boost(X, F, y, { rounds: 30, depth: 2, minLeaf: 5 });
  it.each([
    [0, 0, false],
    [1, 0, false],
    [0, 1, false],
    [1, 1, true],
  ])('learns the conjunction: (%i, %i) → %s', (a, b, expected) => {
    const row = Uint8Array.from([a, b, 2]);
    expect(boostedProbability(model, row, F, 0) > 0.5).toBe(expected);
  });

  it('gives the same trees for the same data', () => {
    expect(JSON.stringify(boost(X, F, y, { rounds: 5 }))).toBe(JSON.stringify(boost(X, F, y, { rounds: 5 })));
  });
});
