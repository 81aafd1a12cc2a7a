/**
 * Multinomial logistic regression over hashed string features, trained by AdaGrad with L2
 * and a seeded shuffle: the same rows give the same weights on every machine.
 */
import { Random } from '../data-gen/random.js';

export const CLASSES = ['NONE', 'PERSON', 'LOCATION'] as const;
export type ClassName = (typeof CLASSES)[number];

export interface Row {
  features: readonly string[];
  label: string;
}

export interface Classifier {
  bits: number;
  weights: Float32Array;
}

export interface TrainOptions {
  bits?: number;
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
}

/** FNV-1a of the string, masked to `bits`. */
export function bucket(feature: string, bits: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) h = Math.imul(h ^ feature.charCodeAt(i), 0x01000193);
  return (h >>> 0) & ((1 << bits) - 1);
}

export function probabilities(c: Classifier, buckets: readonly number[]): number[] {
  const z = CLASSES.map((_, k) => buckets.reduce((s, b) => s + c.weights[b * CLASSES.length + k]!, 0));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

export function train(rows: readonly Row[], options: TrainOptions = {}): Classifier {
  const { bits = 18, epochs = 12, rate = 0.2, l2 = 1e-6, seed = 7 } = options;
  const K = CLASSES.length;
  const c: Classifier = { bits, weights: new Float32Array((1 << bits) * K) };
  const g2 = new Float32Array(c.weights.length).fill(1e-8);
  const hashed = rows.map((r) => ({ b: [...new Set(r.features.map((f) => bucket(f, bits)))], y: CLASSES.indexOf(r.label as ClassName) }));
  const order = hashed.map((_, i) => i);
  const random = new Random(seed);
  const next = () => random.next();
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const { b, y } = hashed[idx]!;
      const p = probabilities(c, b);
      for (let k = 0; k < K; k++) {
        const grad = p[k]! - (k === y ? 1 : 0);
        for (const f of b) {
          const w = f * K + k;
          const gw = grad + l2 * c.weights[w]!;
          g2[w]! += gw * gw;
          c.weights[w]! -= (rate * gw) / Math.sqrt(g2[w]!);
        }
      }
    }
  }
  return c;
}

export function predict(c: Classifier, features: readonly string[]): number[] {
  return probabilities(c, [...new Set(features.map((f) => bucket(f, c.bits)))]);
}

/** Non-zero weights rounded to 3 decimals: { bits, w: { index: value } }. */
export function serialise(c: Classifier): string {
  const w: Record<number, number> = {};
  c.weights.forEach((v, i) => {
    const r = Math.round(v * 1000) / 1000;
    if (r !== 0) w[i] = r;
  });
  return JSON.stringify({ bits: c.bits, classes: CLASSES, w });
}
