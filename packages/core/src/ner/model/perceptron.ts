import { ABSENT, FEATURES_PER_TOKEN } from './features.js';
import { O, TAG_COUNT, tagOfType } from './tags.js';
import { viterbi, type Transitions } from './viterbi.js';

/** One line of training text: its hashed features and gold tags. */
export interface TrainingSequence {
  readonly features: Uint32Array;
  readonly gold: Uint8Array;
}

export interface PerceptronOptions {
  hashBits: number;
  epochs: number;
  seed: number;
  /**
   * Loss-augmented decoding while training: a wrong tag gets this much extra
   * score, so the model learns to beat it by a margin. A PERSON or LOCATION
   * token read as O costs `missPerson` or `missPlace`; any other wrong tag
   * costs `other`. Misses dearer than false alarms trade precision for recall.
   */
  cost?: TrainingCost;
  /** Called after each epoch with the count of sequences decoded wrongly. */
  onEpoch?: (epoch: number, errors: number) => void;
}

export interface TrainingCost {
  missPerson: number;
  missPlace: number;
  other: number;
}

export interface TrainedWeights {
  /** Averaged weights, TAG_COUNT per bucket. */
  weights: Float32Array;
  transitions: Transitions;
}

const T = TAG_COUNT;

/**
 * Structured averaged perceptron (Collins 2002) with Viterbi decoding.
 * Averaging uses the lazy trick: keep w and u = Σ c·Δ, then average = w − u / c.
 */
export function trainPerceptron(sequences: readonly TrainingSequence[], options: PerceptronOptions): TrainedWeights {
  const mask = (1 << options.hashBits) - 1;
  const w = new Float32Array((mask + 1) * T);
  const u = new Float64Array((mask + 1) * T);
  const pair = { w: new Float32Array(T * T), u: new Float64Array(T * T) };
  const start = { w: new Float32Array(T), u: new Float64Array(T) };
  const order = sequences.map((_, i) => i);
  const random = seededRandom(options.seed);
  let c = 1;
  let emissions = new Float32Array(256 * T);
  let predicted = new Uint8Array(256);
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    shuffle(order, random);
    let errors = 0;
    for (const index of order) {
      const seq = sequences[index]!;
      const n = seq.gold.length;
      if (n > predicted.length) {
        emissions = new Float32Array(n * 2 * T);
        predicted = new Uint8Array(n * 2);
      }
      denseEmissions(w, mask, seq.features, n, emissions);
      if (options.cost) addCosts(emissions, seq.gold, options.cost);
      viterbi(emissions, n, { pair: pair.w, start: start.w }, predicted);
      if (update(seq, predicted, mask, w, u, pair, start, c)) errors++;
      c++;
    }
    options.onEpoch?.(epoch, errors);
  }
  return { weights: average(w, u, c), transitions: { pair: average(pair.w, pair.u, c), start: average(start.w, start.u, c) } };
}

function denseEmissions(w: Float32Array, mask: number, features: Uint32Array, n: number, out: Float32Array): void {
  out.fill(0, 0, n * T);
  for (let i = 0; i < n; i++) {
    const o = i * T;
    for (let k = i * FEATURES_PER_TOKEN; k < (i + 1) * FEATURES_PER_TOKEN; k++) {
      if (features[k] === ABSENT) continue;
      const b = (features[k]! & mask) * T;
      for (let t = 0; t < T; t++) out[o + t]! += w[b + t]!;
    }
  }
}

const PERSON_TAG = tagOfType('PERSON');

function addCosts(emissions: Float32Array, gold: Uint8Array, cost: TrainingCost): void {
  for (let i = 0; i < gold.length; i++) {
    const g = gold[i]!;
    const miss = g === PERSON_TAG ? cost.missPerson : cost.missPlace;
    for (let t = 0; t < T; t++) {
      if (t !== g) emissions[i * T + t]! += g !== O && t === O ? miss : cost.other;
    }
  }
}

type Pair = { w: Float32Array; u: Float64Array };

/** Moves weights toward the gold tags where the prediction differs; true if it did. */
function update(seq: TrainingSequence, predicted: Uint8Array, mask: number, w: Float32Array, u: Float64Array, pair: Pair, start: Pair, c: number): boolean {
  const { gold, features } = seq;
  let wrong = false;
  for (let i = 0; i < gold.length; i++) {
    const g = gold[i]!;
    const p = predicted[i]!;
    if (g !== p) {
      wrong = true;
      for (let k = i * FEATURES_PER_TOKEN; k < (i + 1) * FEATURES_PER_TOKEN; k++) {
        if (features[k] === ABSENT) continue;
        const b = (features[k]! & mask) * T;
        bump(w, u, b + g, 1, c);
        bump(w, u, b + p, -1, c);
      }
    }
    const gPrev = i > 0 ? gold[i - 1]! : -1;
    const pPrev = i > 0 ? predicted[i - 1]! : -1;
    if (g === p && gPrev === pPrev) continue;
    if (i === 0) {
      bump(start.w, start.u, g, 1, c);
      bump(start.w, start.u, p, -1, c);
    } else {
      bump(pair.w, pair.u, gPrev * T + g, 1, c);
      bump(pair.w, pair.u, pPrev * T + p, -1, c);
    }
  }
  return wrong;
}

function bump(w: Float32Array, u: Float64Array, at: number, delta: number, c: number): void {
  w[at]! += delta;
  u[at]! += c * delta;
}

function average(w: Float32Array, u: Float64Array, c: number): Float32Array {
  const out = new Float32Array(w.length);
  for (let i = 0; i < w.length; i++) out[i] = w[i]! - u[i]! / c;
  return out;
}

/** Mulberry32: a small seeded generator so training is reproducible. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle in place, driven by a seeded generator. */
export function shuffle(order: number[], random: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
}
