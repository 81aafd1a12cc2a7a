/** Fold assignment and summary statistics for scripts/cv-ner.ts. */
import type { Counts } from './ner-data.js';

/** Round-robin by position: folds differ in size by at most one document. */
export const foldOf = (index: number, folds: number): number => index % folds;

export interface Prf {
  p: number;
  r: number;
  f1: number;
}

/** Exact precision, recall and F1; an empty denominator scores 0. */
export function prf(c: Counts): Prf {
  const p = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  return { p, r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}

/** "0.712 ± 0.031": mean and sample standard deviation. */
export function meanSd(xs: readonly number[]): string {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.length < 2 ? 0 : xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1);
  return `${mean.toFixed(3)} ± ${Math.sqrt(variance).toFixed(3)}`;
}
