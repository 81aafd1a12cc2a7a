/**
 * Trains the PERSON/LOCATION tagger and writes packages/core/model/ner-model.json.
 *   npm run train:ner            (about a few minutes on 2 cores)
 * Inputs: model/gazetteer.json (scripts/build-gazetteer.ts), model/word-classes.json
 * (npm run build:word-classes). Data: /work/shared/data/train/{conll03_train,wnut17_train,tab_train}.jsonl
 * (override the folder with NER_DATA_DIR). Never the dev/ folder. wnut17_dev is
 * used only to report a validation score after training.
 * Knobs for experiments (the defaults make the shipped model): NER_MODEL_OUT
 * (write the model elsewhere), NER_EPOCHS, NER_RUNS, NER_WORD_DROPOUT, NER_WNUT_REPEAT
 * (WNUT copies as written), NER_WNUT_LOWER (share of WNUT also in lower case), NER_CONLL_TITLE,
 * NER_WNUT_TITLE (shares also in Title Case) and
 * NER_MISS_PERSON, NER_MISS_PLACE, NER_OTHER_COST (training costs, see COST).
 * Deterministic: fixed seed, fixed file order, no time-dependent input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { analyzeLayout } from '../packages/core/src/structure/layout.js';
import { dropWordFeatures, FEATURES_PER_TOKEN, lineFeatures } from '../packages/core/src/ner/model/features.js';
import { tokenFacts } from '../packages/core/src/ner/tokens/token-facts.js';
import { compileGazetteer, type Gazetteer } from '../packages/core/src/ner/tokens/gazetteer.js';
import { nerModelFromFile, serializeModel } from '../packages/core/src/ner/model/model.js';
import { seededRandom, trainPerceptron, type TrainedWeights, type TrainingCost, type TrainingSequence } from '../packages/core/src/ner/model/perceptron.js';
import { lineRanges } from '../packages/core/src/ner/model/sequences.js';
import { tagOfType, type NerType } from '../packages/core/src/ner/model/tags.js';
import { tokenize, type Tokens } from '../packages/core/src/ner/tokens/tokenizer.js';
import { augmentDocs } from './ner-augment.js';
import type { WordClassesFile } from './word-classes/build.js';
import { createNerRecognizer } from '../packages/core/src/ner/recognizer.js';
import { formatCounts, readDocs, scoreExact, type Counts, type LabelledDoc, type Span } from './ner-data.js';

const DATA_DIR = process.env.NER_DATA_DIR ?? '/work/shared/data/train';
const MODEL_DIR = new URL('../packages/core/model/', import.meta.url);
const MODEL_OUT = process.env.NER_MODEL_OUT ?? new URL('ner-model.json', MODEL_DIR);
const SEED = 20240611;
const EPOCHS = Number(process.env.NER_EPOCHS ?? 20);
// Runs over differently shuffled data whose weights are averaged into one model:
// one linear model still, with less of a single shuffle's luck in it.
const RUNS = Number(process.env.NER_RUNS ?? 3);
const HASH_BITS = 22;
// Buckets whose largest averaged weight is below this are dropped from the file.
const MIN_WEIGHT = 0.5;
// Generated forms, tables and letters (scripts/ner-augment.ts); about as many tokens as WNUT.
const AUGMENT_DOCS = 3000;
// Share of tokens trained without their word-identity features (word dropout).
const WORD_DROPOUT = Number(process.env.NER_WORD_DROPOUT ?? 0.2);
const dropout = seededRandom(SEED ^ 0x5eed);
// Loss-augmented training: a missed name costs more than a false alarm, since a miss is a leak.
// Chosen on wnut17_dev and conll03 (docs/detection-quality.md, "Training"); 0 everywhere is the plain perceptron.
const COST: TrainingCost = {
  missPerson: Number(process.env.NER_MISS_PERSON ?? 90),
  missPlace: Number(process.env.NER_MISS_PLACE ?? 30),
  other: Number(process.env.NER_OTHER_COST ?? 20),
};
// Share of each source also trained on in lower case, as chat and comments are often written.
const LOWERCASE_SHARE: Record<Source, number> = { conll: Number(process.env.NER_CONLL_LOWER ?? 0), wnut: Number(process.env.NER_WNUT_LOWER ?? 1), tab: 0 };
// Share of each source also trained on in Title Case (every word capitalised, as headlines and
// many posts are written), so that a capital alone does not make a name.
const TITLECASE_SHARE: Record<Source, number> = { conll: Number(process.env.NER_CONLL_TITLE ?? 0), wnut: Number(process.env.NER_WNUT_TITLE ?? 0), tab: 0 };
// Times each source's documents are trained on per epoch, as written.
const REPEAT: Record<Source, number> = { conll: 1, wnut: Number(process.env.NER_WNUT_REPEAT ?? 1), tab: 1 };

type Source = 'conll' | 'wnut' | 'tab';
const TRAIN_FILES: Array<{ file: string; source: Source }> = [
  { file: 'conll03_train.jsonl', source: 'conll' },
  { file: 'wnut17_train.jsonl', source: 'wnut' },
  { file: 'tab_train.jsonl', source: 'tab' },
];

// TAB puts honorifics inside PERSON; our convention (CoNLL, the synthetic set) leaves them out.
const TITLE = /^(mr|mrs|ms|miss|mx|dr|prof|professor|judge|sir|dame|lady|lord|mme|mlle|m|herr|frau|madam|madame)\.?$/i;
// TAB marks whole street addresses LOCATION; for us they are ADDRESS, another
// recognizer's type, so the tagger learns them as O (like the generated documents).
const STREET_ADDRESS = /\d|\b(street|st|road|rd|avenue|ave|lane|square|boulevard|ul|ulica|strasse|straße|utca|ulitsa|prospekt)\b/i;

function main(): void {
  const started = Date.now();
  const gazetteer = JSON.parse(readFileSync(new URL('gazetteer.json', MODEL_DIR), 'utf8')) as Gazetteer;
  gazetteer.wordClasses = (JSON.parse(readFileSync(new URL('word-classes.json', MODEL_DIR), 'utf8')) as WordClassesFile).classes;
  const compiled = compileGazetteer(gazetteer);
  const docs: TrainingSequence[][] = [];
  for (const { file, source } of TRAIN_FILES) {
    const labelled = readDocs(`${DATA_DIR}/${file}`);
    const random = seededRandom(SEED);
    const titleRandom = seededRandom(SEED ^ 0x717e);
    let lowered = 0;
    let titled = 0;
    for (const doc of labelled) {
      const normalised = normaliseSpans(doc, source);
      for (let r = 0; r < REPEAT[source]; r++) docs.push(docSequences(normalised, compiled));
      const text = normalised.text.toLowerCase();
      // Lowercasing that changes the length (a few Unicode letters) would shift the spans.
      if (random() < LOWERCASE_SHARE[source] && text.length === normalised.text.length) {
        docs.push(docSequences({ ...normalised, text }, compiled));
        lowered++;
      }
      const title = TITLECASE_SHARE[source] > 0 && titleRandom() < TITLECASE_SHARE[source] ? titleCase(normalised.text) : null;
      if (title !== null && title.length === normalised.text.length) {
        docs.push(docSequences({ ...normalised, text: title }, compiled));
        titled++;
      }
    }
    console.log(`${file}: ${labelled.length} docs, ${lowered} also in lower case, ${titled} in title case`);
  }
  for (const doc of augmentDocs(AUGMENT_DOCS, SEED)) docs.push(docSequences(doc, compiled));
  console.log(`generated: ${AUGMENT_DOCS} docs`);
  const sequences = docs.flat();
  console.log(`${sequences.length} sequences, ${sequences.reduce((n, s) => n + s.gold.length, 0)} tokens`);
  const trained = averageRuns(sequences);
  const meta = {
    wordDropout: WORD_DROPOUT,
    cost: COST,
    trainedOn: [...TRAIN_FILES.map((f) => f.file), `${AUGMENT_DOCS} generated documents`],
    lowercaseShare: LOWERCASE_SHARE,
    epochs: EPOCHS,
    runs: RUNS,
    seed: SEED,
    features: FEATURES_PER_TOKEN,
  };
  const file = serializeModel(trained.weights, HASH_BITS, trained.transitions, gazetteer, MIN_WEIGHT, meta);
  const json = JSON.stringify(file);
  writeFileSync(MODEL_OUT, json + '\n');
  console.log(`model: ${file.featureCount} buckets, ${(json.length / 1e6).toFixed(2)} MB, trained in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  validate(json);
}

/** Trains RUNS perceptrons with different shuffles and averages their weights and transitions. */
function averageRuns(sequences: TrainingSequence[]): TrainedWeights {
  let sum: TrainedWeights | null = null;
  for (let run = 0; run < RUNS; run++) {
    const trained = trainPerceptron(sequences, {
      hashBits: HASH_BITS,
      epochs: EPOCHS,
      seed: SEED + run,
      cost: COST,
      onEpoch: (epoch, errors) => console.log(`run ${run + 1} epoch ${epoch}: ${errors} sequences wrong`),
    });
    if (!sum) sum = trained;
    else {
      addInto(sum.weights, trained.weights);
      addInto(sum.transitions.pair, trained.transitions.pair);
      addInto(sum.transitions.start, trained.transitions.start);
    }
  }
  const { weights, transitions } = sum!;
  for (const a of [weights, transitions.pair, transitions.start]) for (let i = 0; i < a.length; i++) a[i]! /= RUNS;
  return sum!;
}

function addInto(into: Float32Array, from: Float32Array): void {
  for (let i = 0; i < into.length; i++) into[i]! += from[i]!;
}

/** Every word's first letter in capitals ("the man from paris" → "The Man From Paris"). */
function titleCase(text: string): string {
  return text.replace(/(^|[^\p{L}\p{N}'’])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Brings one source's spans to our conventions. */
function normaliseSpans(doc: LabelledDoc, source: Source): LabelledDoc {
  if (source !== 'tab') return doc;
  const spans: Span[] = [];
  for (const s of doc.spans) {
    if (s.type === 'PERSON') spans.push(withoutTitle(doc.text, s));
    else if (!STREET_ADDRESS.test(doc.text.slice(s.start, s.end))) spans.push(s);
  }
  return { ...doc, spans: spans.filter((s) => s.end > s.start) };
}

function withoutTitle(text: string, span: Span): Span {
  let start = span.start;
  for (;;) {
    const m = /^(\S+?)\.?\s+/.exec(text.slice(start, span.end));
    if (!m || !TITLE.test(m[1]!)) return { ...span, start };
    start += m[0].length;
  }
}

function docSequences(doc: LabelledDoc, gazetteer: ReturnType<typeof compileGazetteer>): TrainingSequence[] {
  const tokens = tokenize(doc.text);
  const facts = tokenFacts(doc.text, tokens, gazetteer, analyzeLayout(doc.text));
  const gold = goldTags(tokens, doc.spans);
  return lineRanges(tokens).map(([from, to]) => {
    const features = new Uint32Array((to - from) * FEATURES_PER_TOKEN);
    lineFeatures(facts, from, to, features);
    for (let i = 0; i < to - from; i++) if (dropout() < WORD_DROPOUT) dropWordFeatures(features, i * FEATURES_PER_TOKEN);
    return { features, gold: gold.slice(from, to) };
  });
}

/** BIO tags from character spans: a token belongs to the span it overlaps. */
function goldTags(tokens: Tokens, spans: readonly Span[]): Uint8Array {
  const tags = new Uint8Array(tokens.count);
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let t = 0;
  for (const span of sorted) {
    while (t < tokens.count && tokens.ends[t]! <= span.start) t++;
    const tag = tagOfType(span.type as NerType);
    for (let k = t; k < tokens.count && tokens.starts[k]! < span.end; k++) tags[k] = tag;
  }
  return tags;
}

/** Scores the written model on wnut17_dev (validation only, never trained on). */
function validate(json: string): void {
  const recognizer = createNerRecognizer(nerModelFromFile(JSON.parse(json)));
  const counts: Record<string, Counts> = {};
  for (const doc of readDocs(`${DATA_DIR}/wnut17_dev.jsonl`)) {
    const found = recognizer.analyze({ text: doc.text, layout: analyzeLayout(doc.text) });
    scoreExact(doc.spans, found, counts);
  }
  console.log(`wnut17_dev (validation):\n${formatCounts(counts)}`);
}

main();
