import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../packages/core/src/ner/model/perceptron.js';
import { crossFittedScores, trainScorer, type LabelledRows, type NetworkOptions } from './name-likeness.js';

const OPTIONS: NetworkOptions = { hidden: 8, epochs: 60, learningRate: 0.5, batch: 16, seed: 1 };

/** Label 0: first coordinate positive; label 1: both coordinates' product positive (not linearly separable). */
function rows(n: number, seed: number): LabelledRows {
  const random = seededRandom(seed);
  const x = new Float32Array(n * 2);
  const y = new Float32Array(n * 2);
  for (let r = 0; r < n; r++) {
    const a = random() * 2 - 1;
    const b = random() * 2 - 1;
    x.set([a, b], r * 2);
    y.set([a > 0 ? 1 : 0, a * b > 0 ? 1 : 0], r * 2);
  }
  return { x: { data: x, rows: n, dims: 2 }, y, labels: 2 };
}

function accuracy(scores: Float32Array, data: LabelledRows, label: number): number {
  let right = 0;
  for (let r = 0; r < data.x.rows; r++) if ((scores[r * 2 + label]! > 0.5 ? 1 : 0) === data.y[r * 2 + label]) right++;
  return right / data.x.rows;
}

describe('trainScorer', () => {
  it('learns both labels, the non-linear one too, on rows it never saw', () => {
    const score = trainScorer(rows(400, 1), OPTIONS);
    const test = rows(200, 2);
    const scores = score(test.x);
    expect(accuracy(scores, test, 0)).toBeGreaterThan(0.95);
    expect(accuracy(scores, test, 1)).toBeGreaterThan(0.85);
  });

  it('is deterministic for a seed', () => {
    const test = rows(20, 3);
    expect(Array.from(trainScorer(rows(100, 1), OPTIONS)(test.x))).toEqual(Array.from(trainScorer(rows(100, 1), OPTIONS)(test.x)));
  });
});

describe('crossFittedScores', () => {
  it('scores every row with a network that did not train on it, about as well as on new rows', () => {
    const data = rows(400, 4);
    const scores = crossFittedScores(data, 4, OPTIONS);
    expect(scores.length).toBe(800);
    expect(accuracy(scores, data, 0)).toBeGreaterThan(0.93);
  });
});
