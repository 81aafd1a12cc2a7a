/**
 * Second-stage experiment, step 1: out-of-fold candidates.
 *   npx tsx --conditions=sanitizer-source scripts/stage2/collect.ts [--folds K] [--out DIR]
 * For each fold (the folds of scripts/cv-ner.ts: WNUT train+dev and CoNLL train, round-robin),
 * trains a tagger on the other folds (scripts/train-ner.ts, NER_EPOCHS/NER_RUNS as set) and runs
 * the whole engine on the held-out fold; every PERSON/LOCATION span it returns becomes a
 * candidate row with its span features and its label (the gold type with the same boundaries,
 * else NONE). Then the same with the shipped model on conll03_dev and wnut17_dev.
 * Writes DIR/candidates.jsonl and DIR/gold.json (gold span counts per set, group and type).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeLayout, createNerRecognizer } from '../../packages/core/src/index.js';
import { tokenFacts } from '../../packages/core/src/ner/tokens/token-facts.js';
import { tokenize } from '../../packages/core/src/ner/tokens/tokenizer.js';
import { engineWithModel, loadNerModel } from '../../packages/server/src/detection/load-engine.js';
import { foldOf } from '../cv-folds.js';
import { readRaw, SOURCE_DIR, trainFold, type RawDoc } from '../cv-train.js';
import { NER_TYPES } from '../ner-data.js';
import { spanFeatures } from './span-features.js';

const DEV_DIR = '/work/shared/data/dev';
const IS_NER = (t: string) => (NER_TYPES as readonly string[]).includes(t);

/** A fold's model, trained into `dir` unless an earlier run left it there. */
function foldModel(dir: string, fold: number, k: number, wnut: RawDoc[], conll: RawDoc[]): string {
  const model = join(dir, 'model.json');
  if (existsSync(model)) return model;
  mkdirSync(dir, { recursive: true });
  return trainFold(dir, fold, k, wnut, conll);
}

type Gold = Record<string, Record<string, Record<string, number>>>;

async function candidates(modelPath: string, set: string, docs: RawDoc[], rows: string[], gold: Gold): Promise<void> {
  const model = await loadNerModel(modelPath);
  const engine = engineWithModel(model);
  // The engine reports a confidence only; the recognizer's own detections carry the tagger's score and the rule's reason.
  const ner = createNerRecognizer(model);
  docs.forEach((doc, d) => {
    const goldSpans = doc.spans.filter((s) => IS_NER(s.type));
    const byKey = new Map(goldSpans.map((s) => [`${s.start}:${s.end}`, s.type]));
    const counts = (((gold[set] ??= {})[doc.origin] ??= {}));
    for (const s of goldSpans) counts[s.type] = (counts[s.type] ?? 0) + 1;
    const found = engine.analyze(doc.text).entities.filter((e) => IS_NER(e.type));
    if (found.length === 0) return;
    const layout = analyzeLayout(doc.text);
    const facts = tokenFacts(doc.text, tokenize(doc.text), model.gazetteer, layout);
    const raw = new Map(ner.analyze({ text: doc.text, layout }).map((r) => [`${r.type}:${r.start}:${r.end}`, r]));
    for (const found1 of found) {
      const r = raw.get(`${found1.type}:${found1.start}:${found1.end}`);
      const e = { type: found1.type, start: found1.start, end: found1.end, score: r?.score ?? found1.confidence, reason: r ? r.reason : 'other-recognizer' };
      const label = byKey.get(`${e.start}:${e.end}`) ?? 'NONE';
      const row = { set, group: doc.origin, doc: d, type: e.type, start: e.start, end: e.end, score: e.score, label, features: spanFeatures(facts, e) };
      rows.push(JSON.stringify(row));
    }
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const k = args.includes('--folds') ? Number(args[args.indexOf('--folds') + 1]) : 3;
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1]! : '/tmp/stage2';
  mkdirSync(out, { recursive: true });
  const wnut = [...readRaw(join(SOURCE_DIR, 'wnut17_train.jsonl'), 'wnut17_train'), ...readRaw(join(SOURCE_DIR, 'wnut17_dev.jsonl'), 'wnut17_dev')];
  const conll = readRaw(join(SOURCE_DIR, 'conll03_train.jsonl'), 'conll03_train');
  const rows: string[] = [];
  const gold: Gold = {};
  for (let fold = 0; fold < k; fold++) {
    const model = foldModel(join(out, `fold-${fold}`), fold, k, wnut, conll);
    const held = [...wnut, ...conll].filter((_, i) => foldOf(i < wnut.length ? i : i - wnut.length, k) === fold);
    await candidates(model, `fold${fold}`, held, rows, gold);
    console.log(`fold ${fold + 1}: ${rows.length} candidates so far`);
  }
  const shipped = fileURLToPath(new URL('../../packages/core/model/ner-model.json', import.meta.url));
  const dev = [...readRaw(join(DEV_DIR, 'conll03_dev.jsonl'), 'conll03_dev'), ...readRaw(join(SOURCE_DIR, 'wnut17_dev.jsonl'), 'wnut17_dev')];
  await candidates(shipped, 'dev', dev, rows, gold);
  writeFileSync(join(out, 'candidates.jsonl'), rows.join('\n') + '\n');
  writeFileSync(join(out, 'gold.json'), JSON.stringify(gold, null, 1));
  console.log(`${rows.length} candidates written to ${out}`);
}

await main();
