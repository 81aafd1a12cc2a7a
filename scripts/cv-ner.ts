/**
 * K-fold cross-validation of the PERSON/LOCATION tagger, scored through the whole engine.
 *   npm run cv:ner -- [--folds K]        (default 5; NER_EPOCHS / NER_RUNS make each model cheaper)
 * The WNUT documents (wnut17_train and wnut17_dev together) and the CoNLL training
 * documents are dealt round-robin into K folds. For each fold a model is trained
 * (scripts/train-ner.ts, unchanged) on every other fold plus tab_train and the
 * generated documents, written to a temporary folder (never the shipped model), and
 * the engine with that model is scored on the held-out fold: exact PERSON and LOCATION
 * P/R/F1 for WNUT and CoNLL, and WNUT split by origin, since the rules were tuned on
 * wnut17_dev (every fold holds some of it).
 *
 *   npm run cv:ner -- --folds 3 --ablate
 * Ablation: per fold one model, then the engine with all rule steps and with each step
 * left out, on the held-out groups and on the dev sets (synthetic_dev, conll03_dev).
 * Prints per step and group the F1 it adds (all steps minus without it), mean ± sd.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine, createNerRecognizer, patternRecognizers, warmUpEngine, type Engine } from '@sanitizer/core';
import { loadEngine, loadNerModel } from '../packages/server/src/detection/load-engine.js';
import { RULE_STEP_NAMES } from '../packages/core/src/ner/rules/rules.js';
import { type Counts, NER_TYPES, scoreExact } from './ner-data.js';
import { ablationTable, foldOf, meanSd, prf, type Prf } from './cv-folds.js';
import { readRaw, SOURCE_DIR, trainFold, type RawDoc } from './cv-train.js';

const DEV_DIR = process.env.NER_DEV_DIR ?? '/work/shared/data/dev';
const DEV_SETS = ['synthetic_dev', 'conll03_dev'];

type Score = Record<string, Counts>;

const newFoldDir = (fold: number) => mkdtempSync(join(tmpdir(), `cv-ner-${fold}-`));

/** Exact PERSON/LOCATION counts of the engine on the held-out documents, by group. */
async function scoreFold(model: string, groups: Record<string, RawDoc[]>): Promise<Record<string, Score>> {
  return scoreEngine(await loadEngine(model), groups);
}

function scoreEngine(engine: Engine, groups: Record<string, RawDoc[]>): Record<string, Score> {
  const out: Record<string, Score> = {};
  for (const [name, docs] of Object.entries(groups)) {
    const counts: Score = Object.fromEntries(NER_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]));
    for (const doc of docs) {
      const found = engine.analyze(doc.text).entities.filter((e) => (NER_TYPES as readonly string[]).includes(e.type));
      scoreExact(doc.spans.filter((s) => (NER_TYPES as readonly string[]).includes(s.type)), found, counts);
    }
    out[name] = counts;
  }
  return out;
}

function heldOutGroups(fold: number, k: number, wnut: RawDoc[], conll: RawDoc[]): Record<string, RawDoc[]> {
  const wnutFold = wnut.filter((_, i) => foldOf(i, k) === fold);
  return {
    wnut: wnutFold,
    'wnut (from wnut17_train)': wnutFold.filter((d) => d.origin === 'wnut17_train'),
    'wnut (from wnut17_dev)': wnutFold.filter((d) => d.origin === 'wnut17_dev'),
    conll: conll.filter((_, i) => foldOf(i, k) === fold),
  };
}

const fmtPrf = (s: Prf) => `P ${s.p.toFixed(3)} R ${s.r.toFixed(3)} F1 ${s.f1.toFixed(3)}`;

/** Per step left out ('' = none), the engine's scores on every group with the fold's model. */
async function ablateFold(model: string, groups: Record<string, RawDoc[]>): Promise<Record<string, Record<string, Score>>> {
  const parsed = await loadNerModel(model);
  const out: Record<string, Record<string, Score>> = {};
  for (const skip of ['', ...RULE_STEP_NAMES]) {
    const engine = createEngine([...patternRecognizers(), createNerRecognizer(parsed, { skipSteps: new Set(skip ? [skip] : []) })]);
    warmUpEngine(engine);
    out[skip] = scoreEngine(engine, groups);
  }
  return out;
}

async function ablate(k: number, wnut: RawDoc[], conll: RawDoc[]): Promise<void> {
  const dev = Object.fromEntries(DEV_SETS.map((name) => [name, readRaw(join(DEV_DIR, `${name}.jsonl`), name)]));
  const perFold: Array<Record<string, Record<string, Score>>> = [];
  for (let fold = 0; fold < k; fold++) {
    const model = trainFold(newFoldDir(fold), fold, k, wnut, conll);
    const { wnut: _all, ...groups } = heldOutGroups(fold, k, wnut, conll);
    const scores = await ablateFold(model, { ...groups, ...dev });
    perFold.push(scores);
    rmSync(join(model, '..'), { recursive: true, force: true });
    for (const [name, s] of Object.entries(scores['']!)) {
      for (const type of NER_TYPES) console.log(`fold ${fold + 1} ${name} ${type.padEnd(8)} all steps ${fmtPrf(prf(s[type]!))}`);
    }
  }
  console.log(ablationTable(perFold, RULE_STEP_NAMES, NER_TYPES));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const k = args.includes('--folds') ? Number(args[args.indexOf('--folds') + 1]) : 5;
  if (!Number.isInteger(k) || k < 2) throw new Error('--folds must be an integer ≥ 2');
  const wnut = [...readRaw(join(SOURCE_DIR, 'wnut17_train.jsonl'), 'wnut17_train'), ...readRaw(join(SOURCE_DIR, 'wnut17_dev.jsonl'), 'wnut17_dev')];
  const conll = readRaw(join(SOURCE_DIR, 'conll03_train.jsonl'), 'conll03_train');
  console.log(`${k} folds over ${wnut.length} WNUT docs (wnut17_train + wnut17_dev) and ${conll.length} CoNLL docs, round-robin by file order`);
  if (args.includes('--ablate')) return ablate(k, wnut, conll);
  const results: Array<Record<string, Score>> = [];
  for (let fold = 0; fold < k; fold++) {
    const model = trainFold(newFoldDir(fold), fold, k, wnut, conll);
    const groups = heldOutGroups(fold, k, wnut, conll);
    const scores = await scoreFold(model, groups);
    rmSync(join(model, '..'), { recursive: true, force: true });
    results.push(scores);
    for (const [name, s] of Object.entries(scores)) {
      for (const type of NER_TYPES) console.log(`fold ${fold + 1} ${name} (${groups[name]!.length} docs) ${type.padEnd(8)} ${fmtPrf(prf(s[type]!))}`);
    }
  }
  console.log(`\n| set | type | P (mean ± sd) | R (mean ± sd) | F1 (mean ± sd) |\n|---|---|---|---|---|`);
  for (const name of Object.keys(results[0]!)) {
    for (const type of NER_TYPES) {
      const per = results.map((r) => prf(r[name]![type]!));
      const cell = (key: keyof Prf) => meanSd(per.map((x) => x[key]));
      console.log(`| ${name} | ${type} | ${cell('p')} | ${cell('r')} | ${cell('f1')} |`);
    }
  }
}

await main();
