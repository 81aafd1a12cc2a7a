/**
 * A small neural network (one hidden ReLU layer, one sigmoid output per
 * label) that reads a word embedding and says how much it looks like each
 * label, here "person's name" and "place name". Trained with mini-batch SGD
 * from a fixed seed, so a rebuild gives the same scores.
 */
import { seededRandom, shuffle } from '../../packages/core/src/ner/model/perceptron.js';
import type { Matrix } from './kmeans.js';

export interface NetworkOptions {
  hidden: number;
  epochs: number;
  learningRate: number;
  batch: number;
  seed: number;
}

interface Network {
  readonly w1: Float32Array; // dims × hidden
  readonly b1: Float32Array;
  readonly w2: Float32Array; // hidden × labels
  readonly b2: Float32Array;
  readonly dims: number;
  readonly hidden: number;
  readonly labels: number;
}

/** Rows of `x` with their 0/1 targets (`labels` per row). */
export interface LabelledRows {
  readonly x: Matrix;
  readonly y: Float32Array;
  readonly labels: number;
}

/** Trains on all rows and returns a scorer of new rows. */
export function trainScorer(data: LabelledRows, options: NetworkOptions): (x: Matrix) => Float32Array {
  const net = newNetwork(data.x.dims, options.hidden, data.labels, options.seed);
  const random = seededRandom(options.seed ^ 0x9e3779b9);
  const order = Array.from({ length: data.x.rows }, (_, i) => i);
  const scratch = newScratch(net);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random);
    for (let start = 0; start < order.length; start += options.batch) {
      const batch = order.slice(start, Math.min(order.length, start + options.batch));
      step(net, data, batch, options.learningRate, scratch);
    }
  }
  return (x) => predict(net, x);
}

/**
 * Scores every row with a network that never saw it: k folds, each scored by
 * a network trained on the others. The scores of listed words then behave
 * like those of words in no list.
 */
export function crossFittedScores(data: LabelledRows, folds: number, options: NetworkOptions): Float32Array {
  const out = new Float32Array(data.x.rows * data.labels);
  const fold = Int32Array.from({ length: data.x.rows }, (_, i) => i % folds);
  for (let k = 0; k < folds; k++) {
    const train = selectRows(data, (r) => fold[r] !== k);
    const held = selectRows(data, (r) => fold[r] === k);
    const scores = trainScorer(train, { ...options, seed: options.seed + k })(held.x);
    held.rowIds.forEach((r, j) => out.set(scores.subarray(j * data.labels, (j + 1) * data.labels), r * data.labels));
  }
  return out;
}

function selectRows(data: LabelledRows, keep: (row: number) => boolean): LabelledRows & { rowIds: number[] } {
  const rowIds: number[] = [];
  for (let r = 0; r < data.x.rows; r++) if (keep(r)) rowIds.push(r);
  const { dims } = data.x;
  const x = new Float32Array(rowIds.length * dims);
  const y = new Float32Array(rowIds.length * data.labels);
  rowIds.forEach((r, j) => {
    x.set(data.x.data.subarray(r * dims, (r + 1) * dims), j * dims);
    y.set(data.y.subarray(r * data.labels, (r + 1) * data.labels), j * data.labels);
  });
  return { x: { data: x, rows: rowIds.length, dims }, y, labels: data.labels, rowIds };
}

function newNetwork(dims: number, hidden: number, labels: number, seed: number): Network {
  const random = seededRandom(seed);
  const init = (n: number, scale: number) => Float32Array.from({ length: n }, () => (random() * 2 - 1) * scale);
  return {
    w1: init(dims * hidden, Math.sqrt(6 / (dims + hidden))),
    b1: new Float32Array(hidden),
    w2: init(hidden * labels, Math.sqrt(6 / (hidden + labels))),
    b2: new Float32Array(labels),
    dims,
    hidden,
    labels,
  };
}

type Scratch = { h: Float32Array; p: Float32Array; gh: Float32Array; g1: Float32Array; gb1: Float32Array; g2: Float32Array; gb2: Float32Array };

function newScratch(n: Network): Scratch {
  return {
    h: new Float32Array(n.hidden),
    p: new Float32Array(n.labels),
    gh: new Float32Array(n.hidden),
    g1: new Float32Array(n.w1.length),
    gb1: new Float32Array(n.hidden),
    g2: new Float32Array(n.w2.length),
    gb2: new Float32Array(n.labels),
  };
}

function forward(n: Network, x: Float32Array, at: number, h: Float32Array, p: Float32Array): void {
  for (let j = 0; j < n.hidden; j++) {
    let s = n.b1[j]!;
    for (let d = 0; d < n.dims; d++) s += x[at + d]! * n.w1[d * n.hidden + j]!;
    h[j] = s > 0 ? s : 0;
  }
  for (let l = 0; l < n.labels; l++) {
    let s = n.b2[l]!;
    for (let j = 0; j < n.hidden; j++) s += h[j]! * n.w2[j * n.labels + l]!;
    p[l] = 1 / (1 + Math.exp(-s));
  }
}

/** One mini-batch of gradient descent on the summed cross-entropy of the sigmoid outputs. */
function step(n: Network, data: LabelledRows, batch: readonly number[], rate: number, s: Scratch): void {
  s.g1.fill(0);
  s.gb1.fill(0);
  s.g2.fill(0);
  s.gb2.fill(0);
  for (const r of batch) {
    const at = r * n.dims;
    forward(n, data.x.data, at, s.h, s.p);
    s.gh.fill(0);
    for (let l = 0; l < n.labels; l++) {
      const g = s.p[l]! - data.y[r * n.labels + l]!;
      s.gb2[l]! += g;
      for (let j = 0; j < n.hidden; j++) {
        s.g2[j * n.labels + l]! += g * s.h[j]!;
        s.gh[j]! += g * n.w2[j * n.labels + l]!;
      }
    }
    for (let j = 0; j < n.hidden; j++) {
      if (s.h[j] === 0) continue;
      s.gb1[j]! += s.gh[j]!;
      for (let d = 0; d < n.dims; d++) s.g1[d * n.hidden + j]! += s.gh[j]! * data.x.data[at + d]!;
    }
  }
  const scale = rate / batch.length;
  for (let i = 0; i < n.w1.length; i++) n.w1[i]! -= scale * s.g1[i]!;
  for (let i = 0; i < n.b1.length; i++) n.b1[i]! -= scale * s.gb1[i]!;
  for (let i = 0; i < n.w2.length; i++) n.w2[i]! -= scale * s.g2[i]!;
  for (let i = 0; i < n.b2.length; i++) n.b2[i]! -= scale * s.gb2[i]!;
}

function predict(n: Network, x: Matrix): Float32Array {
  const out = new Float32Array(x.rows * n.labels);
  const h = new Float32Array(n.hidden);
  const p = new Float32Array(n.labels);
  for (let r = 0; r < x.rows; r++) {
    forward(n, x.data, r * x.dims, h, p);
    out.set(p, r * n.labels);
  }
  return out;
}
