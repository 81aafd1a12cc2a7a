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
  const { mean, sd } = stats(xs);
  return `${mean.toFixed(3)} ± ${sd.toFixed(3)}`;
}

type Scores = Record<string, Record<string, Counts>>;

/** Mean and sample standard deviation. */
function stats(xs: readonly number[]): { mean: number; sd: number } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.length < 2 ? 0 : xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;

/**
 * The ablation table: per rule step, group and type, the F1 the step adds
 * (with all steps minus without it), mean ± sd over folds. perFold[fold][skipped step or ''][group][type].
 */
export function ablationTable(perFold: ReadonlyArray<Record<string, Scores>>, steps: readonly string[], types: readonly string[]): string {
  const groups = Object.keys(perFold[0]!['']!);
  const head = groups.flatMap((g) => types.map((t) => `${g} ${t}`));
  const rows = [`| step | ${head.join(' | ')} |`, `|---|${head.map(() => '---|').join('')}`];
  const all = groups.flatMap((g) => types.map((t) => meanSd(perFold.map((r) => prf(r['']![g]![t]!).f1))));
  rows.push(`| (F1 with all steps) | ${all.join(' | ')} |`);
  for (const step of steps) {
    const cells = groups.flatMap((g) => types.map((t) => {
      const s = stats(perFold.map((r) => prf(r['']![g]![t]!).f1 - prf(r[step]![g]![t]!).f1));
      return `${signed(s.mean)} ± ${s.sd.toFixed(3)}`;
    }));
    rows.push(`| ${step} | ${cells.join(' | ')} |`);
  }
  return rows.join('\n');
}
