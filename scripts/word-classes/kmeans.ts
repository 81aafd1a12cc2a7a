/**
 * Spherical k-means (cosine similarity) over unit-length rows of a dense
 * matrix, seeded with k-means++ so that a fixed seed gives the same clusters.
 */
import { seededRandom } from '../../packages/core/src/ner/model/perceptron.js';

/** Row-major rows of equal length. */
export interface Matrix {
  readonly data: Float32Array;
  readonly rows: number;
  readonly dims: number;
}

export interface KMeansOptions {
  k: number;
  iterations: number;
  seed: number;
}

/** Scales every row to unit length (zero rows stay zero). */
export function normaliseRows(m: Matrix): Matrix {
  const data = new Float32Array(m.data);
  for (let r = 0; r < m.rows; r++) {
    let sum = 0;
    for (let d = 0; d < m.dims; d++) sum += data[r * m.dims + d]! ** 2;
    const norm = Math.sqrt(sum) || 1;
    for (let d = 0; d < m.dims; d++) data[r * m.dims + d]! /= norm;
  }
  return { data, rows: m.rows, dims: m.dims };
}

/** Unit-length centroids of `k` clusters of the rows of `m` (which must be unit length). */
export function kMeans(m: Matrix, options: KMeansOptions): Matrix {
  let centroids = seedCentroids(m, options.k, options.seed);
  const assigned = new Int32Array(m.rows);
  for (let it = 0; it < options.iterations; it++) {
    assignRows(m, centroids, assigned);
    centroids = meanDirections(m, assigned, centroids);
  }
  return centroids;
}

/** For each row of `m`, the index of the most similar centroid. */
export function assignRows(m: Matrix, centroids: Matrix, out = new Int32Array(m.rows)): Int32Array {
  for (let r = 0; r < m.rows; r++) {
    let best = -Infinity;
    let arg = 0;
    for (let c = 0; c < centroids.rows; c++) {
      const s = dot(m.data, r * m.dims, centroids.data, c * m.dims, m.dims);
      if (s > best) {
        best = s;
        arg = c;
      }
    }
    out[r] = arg;
  }
  return out;
}

function dot(a: Float32Array, ai: number, b: Float32Array, bi: number, n: number): number {
  let s = 0;
  for (let d = 0; d < n; d++) s += a[ai + d]! * b[bi + d]!;
  return s;
}

/** k-means++: each next seed is drawn with probability growing with its distance to the chosen ones. */
function seedCentroids(m: Matrix, k: number, seed: number): Matrix {
  const random = seededRandom(seed);
  const data = new Float32Array(k * m.dims);
  const distance = new Float64Array(m.rows).fill(Infinity);
  let chosen = Math.floor(random() * m.rows);
  for (let c = 0; c < k; c++) {
    data.set(m.data.subarray(chosen * m.dims, (chosen + 1) * m.dims), c * m.dims);
    let total = 0;
    for (let r = 0; r < m.rows; r++) {
      const d = Math.max(0, 1 - dot(m.data, r * m.dims, data, c * m.dims, m.dims));
      distance[r] = Math.min(distance[r]!, d * d);
      total += distance[r]!;
    }
    chosen = drawWeighted(distance, total * random());
  }
  return { data, rows: k, dims: m.dims };
}

function drawWeighted(weights: Float64Array, target: number): number {
  let acc = 0;
  for (let r = 0; r < weights.length; r++) {
    acc += weights[r]!;
    if (acc >= target) return r;
  }
  return weights.length - 1;
}

/** Unit-length mean of each cluster's rows; a cluster left empty keeps its centroid. */
function meanDirections(m: Matrix, assigned: Int32Array, previous: Matrix): Matrix {
  const sums = new Float64Array(previous.rows * m.dims);
  for (let r = 0; r < m.rows; r++) {
    const c = assigned[r]!;
    for (let d = 0; d < m.dims; d++) sums[c * m.dims + d]! += m.data[r * m.dims + d]!;
  }
  const data = new Float32Array(previous.data);
  for (let c = 0; c < previous.rows; c++) {
    let norm = 0;
    for (let d = 0; d < m.dims; d++) norm += sums[c * m.dims + d]! ** 2;
    if (norm === 0) continue;
    norm = Math.sqrt(norm);
    for (let d = 0; d < m.dims; d++) data[c * m.dims + d] = sums[c * m.dims + d]! / norm;
  }
  return { data, rows: previous.rows, dims: m.dims };
}
