/**
 * Second-stage experiment with a nonlinear learner: gradient-boosted trees deciding keep/drop
 * of the engine's unsure spans (type unchanged), cross-validated as in experiment.ts.
 *   npx tsx --conditions=sanitizer-source scripts/stage2/boosted-experiment.ts [--dir DIR]
 * Features: the span facts of span-features.ts as small integers (score bin, length, list and
 * phrase flag bits, common-word and fame bands, position, register, word-class name/place bands
 * of the span's edges and neighbours) and indicators of the commonest non-lexical facts (casing
 * patterns and their crosses, rules, context casing and word classes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Counts } from '../ner-data.js';
import { meanSd, prf } from '../cv-folds.js';
import { boost, boostedProbability, type BoostOptions } from './boosted.js';

interface Candidate {
  set: string;
  group: string;
  type: string;
  score: number;
  label: string;
  features: string[];
}

type Gold = Record<string, Record<string, Record<string, number>>>;
const TYPES = ['PERSON', 'LOCATION'] as const;
const INDICATOR_PREFIX = /^(?:case=|case×pos×inf=|reason=|ctxc-?\d=|ctxwc-?\d=|ctx-?\d=(?:EOL|EDGE)|band×case×pos=|gaz×case=|label=)/;
const TOP_INDICATORS = 250;

const untyped = (c: Candidate) => c.features.filter((f) => !/^[A-Z]+\|/.test(f));

function value(fs: readonly string[], key: string): string | undefined {
  return fs.find((f) => f.startsWith(key))?.slice(key.length);
}

/** Name and place bands of a word-class tag such as "c12p2l0" (0 when it has none). */
function bands(tag: string | undefined): [number, number] {
  const m = tag?.match(/p(\d)l(\d)/);
  return m ? [Number(m[1]) + 1, Number(m[2]) + 1] : [0, 0];
}

function denseRow(c: Candidate, indicators: Map<string, number>, F: number, out: Uint8Array, at: number): void {
  const fs = untyped(c);
  const gaz = Number(value(fs, 'gaz=') ?? 0);
  const phrase = Number(value(fs, 'phrase=') ?? 0);
  const wcs = fs.filter((f) => f.startsWith('wc=')).map((f) => f.slice(3));
  const numeric = [
    Math.round(c.score * 20),
    c.type === 'PERSON' ? 0 : 1,
    Number(value(fs, 'len=') ?? 1),
    Math.min(Number(value(fs, 'band=') ?? 99), 30),
    Number(value(fs, 'famous=') ?? 0),
    Number(value(fs, 'docUse=') ?? 0),
    Number(value(fs, 'pos=') ?? 0),
    Number(value(fs, 'informal=') ?? 0),
    Number(value(fs, 'caps=') ?? 0),
    ...Array.from({ length: 7 }, (_, b) => (gaz >> b) & 1),
    ...Array.from({ length: 7 }, (_, b) => (phrase >> b) & 1),
    ...bands(wcs[0]),
    ...bands(wcs[wcs.length - 1]),
    ...bands(value(fs, 'ctxwc-1=')),
    ...bands(value(fs, 'ctxwc1=')),
  ];
  numeric.forEach((v, k) => (out[at * F + k] = Math.min(255, v)));
  for (const f of fs) {
    const k = indicators.get(f);
    if (k !== undefined) out[at * F + k] = 1;
  }
}

export const NUMERIC_COLUMNS = 32;

function matrix(rows: readonly Candidate[], indicators: Map<string, number>, F: number): Uint8Array {
  const X = new Uint8Array(rows.length * F);
  rows.forEach((c, i) => denseRow(c, indicators, F, X, i));
  return X;
}

function score(rows: readonly Candidate[], keep: (i: number) => boolean, gold: Record<string, number>): Record<string, Counts> {
  const out: Record<string, Counts> = Object.fromEntries(TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]));
  rows.forEach((c, i) => {
    if (keep(i)) out[c.type]![c.type === c.label ? 'tp' : 'fp']++;
  });
  for (const t of TYPES) out[t]!.fn = (gold[t] ?? 0) - out[t]!.tp;
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1]! : '/tmp/stage2';
  const T = Number(process.env.STAGE2_T ?? 0.8);
  const dropBelow = Number(process.env.STAGE2_KEEP_P ?? 0.5);
  const options: BoostOptions = { rounds: Number(process.env.STAGE2_ROUNDS ?? 150), depth: Number(process.env.STAGE2_DEPTH ?? 3) };
  const rows = readFileSync(join(dir, 'candidates.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Candidate);
  const gold = JSON.parse(readFileSync(join(dir, 'gold.json'), 'utf8')) as Gold;
  const folds = Object.keys(gold).filter((s) => s.startsWith('fold')).sort();
  const frequency = new Map<string, number>();
  for (const c of rows) if (c.set.startsWith('fold')) for (const f of untyped(c)) if (INDICATOR_PREFIX.test(f)) frequency.set(f, (frequency.get(f) ?? 0) + 1);
  const top = [...frequency].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP_INDICATORS);
  const indicators = new Map(top.map(([f], k) => [f, NUMERIC_COLUMNS + k]));
  const F = NUMERIC_COLUMNS + top.length;
  const fit = (train: Candidate[]) => {
    const X = matrix(train, indicators, F);
    const y = Uint8Array.from(train, (c) => (c.label === c.type ? 1 : 0));
    return boost(X, F, y, options);
  };
  const decide = (model: ReturnType<typeof fit>, test: Candidate[]) => {
    const X = matrix(test, indicators, F);
    return (i: number) => test[i]!.score >= T || boostedProbability(model, X, F, i) >= dropBelow;
  };
  console.log(`boosted trees ${JSON.stringify(options)}, ${F} columns; spans below T = ${T} dropped when P(right) < ${dropBelow}`);
  const per: Record<string, { base: number[]; stage2: number[] }> = {};
  for (const fold of folds) {
    const model = fit(rows.filter((r) => r.set.startsWith('fold') && r.set !== fold && r.score < T));
    for (const group of ['wnut17_train', 'wnut17_dev', 'conll03_train']) {
      const test = rows.filter((r) => r.set === fold && r.group === group);
      const base = score(test, () => true, gold[fold]![group]!);
      const mine = score(test, decide(model, test), gold[fold]![group]!);
      for (const t of TYPES) {
        const key = `${group} | ${t}`;
        (per[key] ??= { base: [], stage2: [] }).base.push(prf(base[t]!).f1);
        per[key]!.stage2.push(prf(mine[t]!).f1);
      }
    }
  }
  console.log('| group | type | engine F1 | with stage 2 F1 | gain (mean ± sd) |\n|---|---|---|---|---|');
  for (const [key, v] of Object.entries(per)) console.log(`| ${key} | ${meanSd(v.base)} | ${meanSd(v.stage2)} | ${meanSd(v.stage2.map((x, i) => x - v.base[i]!))} |`);
  const all = fit(rows.filter((r) => r.set.startsWith('fold') && r.group !== 'wnut17_dev' && r.score < T));
  for (const group of ['conll03_dev', 'wnut17_dev']) {
    const test = rows.filter((r) => r.set === 'dev' && r.group === group);
    const base = score(test, () => true, gold.dev![group]!);
    const mine = score(test, decide(all, test), gold.dev![group]!);
    for (const t of TYPES) console.log(`shipped tagger, ${group} ${t}: engine F1 ${prf(base[t]!).f1.toFixed(3)} -> with stage 2 ${prf(mine[t]!).f1.toFixed(3)}`);
  }
}

main();
