/**
 * Second-stage experiment, step 2: cross-validated effect of a span classifier on the
 * engine's unsure PERSON/LOCATION spans.
 *   npx tsx --conditions=sanitizer-source scripts/stage2/experiment.ts [--dir DIR] [--save MODEL]
 * Reads DIR/candidates.jsonl and DIR/gold.json (scripts/stage2/collect.ts). For each fold, the
 * classifier is trained on the other folds' candidates and decides, for this fold's spans with a
 * score below T, keep (as PERSON or LOCATION) or drop; spans at or above T stay. Exact F1 per group
 * and fold, against the engine alone. Then trained on all folds and applied to the shipped
 * model's spans on conll03_dev and wnut17_dev (that classifier is trained without the
 * wnut17_dev documents).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Counts } from '../ner-data.js';
import { meanSd, prf } from '../cv-folds.js';
import { CLASSES, predict, serialise, train, type Classifier, type TrainOptions } from './classifier.js';

interface Candidate {
  set: string;
  group: string;
  doc: number;
  type: string;
  start: number;
  end: number;
  score: number;
  label: string;
  features: string[];
}

type Gold = Record<string, Record<string, Record<string, number>>>;
const TYPES = ['PERSON', 'LOCATION'] as const;
// STAGE2_KEEP_TYPE=1: the classifier only keeps or drops, never changes the type.
const KEEP_TYPE = process.env.STAGE2_KEEP_TYPE === '1';
// STAGE2_NOLEX=1: no word-identity features (words, context words, character n-grams): only
// shape, casing, gazetteer, word-class, position, score and rule facts, which may carry across domains.
const LEXICAL = /^(?:[A-Z]+\|)?(?:w=|span=|g3=|ctx-?\d=|ctx-?\d×case=)/;
const NOLEX = process.env.STAGE2_NOLEX === '1';

/** Exact counts per type of the candidates after the decision, given the gold totals. */
function score(rows: readonly Candidate[], decide: (c: Candidate) => string, gold: Record<string, number>): Record<string, Counts> {
  const out: Record<string, Counts> = Object.fromEntries(TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]));
  for (const c of rows) {
    const type = decide(c);
    if (type === 'NONE') continue;
    out[type]![type === c.label ? 'tp' : 'fp']++;
  }
  for (const t of TYPES) out[t]!.fn = (gold[t] ?? 0) - out[t]!.tp;
  return out;
}

function deciderFor(model: Classifier | null, threshold: number, dropAt: number): (c: Candidate) => string {
  return (c) => {
    if (!model || c.score >= threshold) return c.type;
    const p = predict(model, c.features);
    if (p[0]! >= dropAt) return 'NONE';
    if (KEEP_TYPE) return c.type;
    return p[1]! >= p[2]! ? 'PERSON' : 'LOCATION';
  };
}

/** Prints the spans the classifier changed, with their text (from the span= feature) and gold label. */
function showChanges(rows: readonly Candidate[], decide: (c: Candidate) => string): void {
  for (const c of rows) {
    const to = decide(c);
    if (to === c.type) continue;
    const text = c.features.find((f) => f.startsWith('span='))?.slice(5);
    const reason = c.features.find((f) => f.startsWith('reason='))?.slice(7);
    console.log(`  ${c.type} -> ${to} (gold ${c.label}, score ${c.score}, ${reason}): ${text}`);
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1]! : '/tmp/stage2';
  const save = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
  const thresholds = (process.env.STAGE2_T ?? '0.7,0.85,1.01').split(',').map(Number);
  const dropAt = Number(process.env.STAGE2_DROP ?? 0.5);
  const trainUnsureOnly = process.env.STAGE2_TRAIN_UNSURE === '1';
  // STAGE2_TRAIN_GROUPS=conll03_train,…: train only on these groups' candidates (does it carry across domains?).
  const trainGroups = process.env.STAGE2_TRAIN_GROUPS?.split(',');
  const usable = (r: Candidate) => !trainGroups || trainGroups.includes(r.group);
  const options: TrainOptions = { epochs: Number(process.env.STAGE2_EPOCHS ?? 10), l2: Number(process.env.STAGE2_L2 ?? 1e-6), bits: Number(process.env.STAGE2_BITS ?? 18) };
  const rows = readFileSync(join(dir, 'candidates.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Candidate)
    .map((c) => (NOLEX ? { ...c, features: c.features.filter((f) => !LEXICAL.test(f)) } : c));
  const gold = JSON.parse(readFileSync(join(dir, 'gold.json'), 'utf8')) as Gold;
  const folds = Object.keys(gold).filter((s) => s.startsWith('fold')).sort();
  const groups = ['wnut17_train', 'wnut17_dev', 'conll03_train'];
  console.log(`${rows.length} candidates; folds ${folds.join(', ')}; drop when P(NONE) ≥ ${dropAt}; train on ${trainUnsureOnly ? 'unsure' : 'all'} spans`);
  for (const T of thresholds) {
    const per: Record<string, { base: number[]; stage2: number[] }> = {};
    for (const fold of folds) {
      const trainRows = rows.filter((r) => r.set.startsWith('fold') && r.set !== fold && usable(r) && (!trainUnsureOnly || r.score < T));
      const model = train(trainRows.map((r) => ({ features: r.features, label: r.label })), options);
      for (const group of groups) {
        const test = rows.filter((r) => r.set === fold && r.group === group);
        const base = score(test, deciderFor(null, T, dropAt), gold[fold]![group]!);
        const decide = deciderFor(model, T, dropAt);
        const mine = score(test, decide, gold[fold]![group]!);
        if (process.env.STAGE2_SHOW === group) showChanges(test, decide);
        for (const t of TYPES) {
          const key = `${group} ${t}`;
          (per[key] ??= { base: [], stage2: [] }).base.push(prf(base[t]!).f1);
          per[key]!.stage2.push(prf(mine[t]!).f1);
        }
      }
    }
    const unsure = rows.filter((r) => r.set.startsWith('fold') && r.score < T).length;
    console.log(`\nT = ${T} (${unsure} of ${rows.filter((r) => r.set.startsWith('fold')).length} out-of-fold spans below it)`);
    console.log('| group | type | engine F1 | with stage 2 F1 | gain (mean ± sd) |\n|---|---|---|---|---|');
    for (const [key, v] of Object.entries(per)) {
      const gain = v.stage2.map((x, i) => x - v.base[i]!);
      console.log(`| ${key.replace(' ', ' | ')} | ${meanSd(v.base)} | ${meanSd(v.stage2)} | ${meanSd(gain)} |`);
    }
    // wnut17_dev documents are left out here, so its figure below is not on the classifier's own training labels.
    const all = train(rows.filter((r) => r.set.startsWith('fold') && r.group !== 'wnut17_dev' && usable(r) && (!trainUnsureOnly || r.score < T)).map((r) => ({ features: r.features, label: r.label })), options);
    for (const group of ['conll03_dev', 'wnut17_dev']) {
      const test = rows.filter((r) => r.set === 'dev' && r.group === group);
      const base = score(test, deciderFor(null, T, dropAt), gold.dev![group]!);
      const mine = score(test, deciderFor(all, T, dropAt), gold.dev![group]!);
      for (const t of TYPES) console.log(`shipped tagger, ${group} ${t}: engine F1 ${prf(base[t]!).f1.toFixed(3)} -> with stage 2 ${prf(mine[t]!).f1.toFixed(3)}`);
    }
    if (save) {
      const json = serialise(all);
      writeFileSync(`${save}-T${T}.json`, json);
      console.log(`model: ${(json.length / 1024).toFixed(0)} KB`);
    }
  }
  void CLASSES;
}

main();
