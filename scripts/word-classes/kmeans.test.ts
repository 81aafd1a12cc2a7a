import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../packages/core/src/ner/model/perceptron.js';
import { assignRows, kMeans, normaliseRows, type Matrix } from './kmeans.js';

/** `perGroup` noisy points around each of the given directions. */
function pointsAround(directions: number[][], perGroup: number, seed: number): Matrix {
  const random = seededRandom(seed);
  const dims = directions[0]!.length;
  const data = new Float32Array(directions.length * perGroup * dims);
  directions.forEach((d, g) => {
    for (let p = 0; p < perGroup; p++) for (let k = 0; k < dims; k++) data[(g * perGroup + p) * dims + k] = d[k]! + (random() - 0.5) * 0.2;
  });
  return normaliseRows({ data, rows: directions.length * perGroup, dims });
}

describe('normaliseRows', () => {
  it('scales rows to unit length and leaves zero rows alone', () => {
    const m = normaliseRows({ data: Float32Array.of(3, 4, 0, 0), rows: 2, dims: 2 });
    expect(Array.from(m.data)).toEqual([0.6000000238418579, 0.800000011920929, 0, 0]);
  });
});

describe('kMeans', () => {
  const directions = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ];
  const points = pointsAround(directions, 30, 1);

  it('puts the points around each direction into one cluster of their own', () => {
    const assigned = assignRows(points, kMeans(points, { k: 3, iterations: 10, seed: 5 }));
    const clusterOfGroup = [0, 1, 2].map((g) => assigned[g * 30]!);
    expect(new Set(clusterOfGroup).size).toBe(3);
    for (let r = 0; r < points.rows; r++) expect(assigned[r]).toBe(clusterOfGroup[Math.floor(r / 30)]);
  });

  it('gives the same centroids for the same seed', () => {
    const a = kMeans(points, { k: 3, iterations: 5, seed: 9 });
    const b = kMeans(points, { k: 3, iterations: 5, seed: 9 });
    expect(Array.from(a.data)).toEqual(Array.from(b.data));
  });
});
