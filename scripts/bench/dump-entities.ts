/**
 * Writes every detection of the engine over the labelled data and the bench
 * texts, one line each, so a speed change can be checked to leave detection
 * byte-identical (`cmp before.txt after.txt`):
 *   npx tsx --conditions=sanitizer-source scripts/bench/dump-entities.ts OUT.txt [FILE.jsonl...]
 * Without files it reads every *.jsonl of /work/shared/data/{dev,train}
 * (or SANITIZER_DATA_DIR/{dev,train}). Each line holds a document id and
 * positions, types, scores and reasons only: never text from the document.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeLayout, createNerRecognizer, parseNerModel, patternRecognizers, type Engine, type Recognizer } from '@sanitizer/core';
import { loadEngine, NER_MODEL_PATH } from '../../packages/server/src/detection/load-engine.js';
import { ADVERSARIAL_TEXTS, benchText, developerText } from './bench-texts.js';

const DATA_DIR = process.env.SANITIZER_DATA_DIR ?? '/work/shared/data';

function defaultFiles(): string[] {
  return ['dev', 'train'].flatMap((sub) =>
    readdirSync(join(DATA_DIR, sub))
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .map((name) => join(DATA_DIR, sub, name)),
  );
}

function* documents(files: readonly string[]): Generator<{ id: string; text: string }> {
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    for (const [n, line] of lines.entries()) {
      const doc = JSON.parse(line) as { id?: string; text: string };
      yield { id: `${file}#${doc.id ?? n}`, text: doc.text };
    }
  }
  yield { id: 'bench:realistic-100k', text: benchText(102_400) };
  yield { id: 'bench:developer-100k', text: developerText(102_400) };
  for (const [name, make] of Object.entries(ADVERSARIAL_TEXTS)) yield { id: `bench:${name}-25k`, text: make(25_000) };
}

/** The engine's entities, then each recognizer's own detections (with score unrounded and reason). */
function dumpDocument(engine: Engine, recognizers: readonly Recognizer[], id: string, text: string): string[] {
  const out: string[] = [];
  const result = engine.analyze(text);
  for (const e of result.entities) out.push(`${id}\tentity\t${e.type}\t${e.start}\t${e.end}\t${e.confidence}\t${e.recognizer}\t${JSON.stringify(e.structure)}`);
  for (const d of result.decisions) out.push(`${id}\tdecision\t${JSON.stringify(d)}`);
  const ctx = { text, layout: analyzeLayout(text) };
  for (const r of recognizers) {
    for (const d of r.analyze(ctx)) out.push(`${id}\tdetection\t${d.recognizer}\t${d.type}\t${d.start}\t${d.end}\t${d.score}\t${d.reason ?? ''}`);
  }
  return out;
}

async function main(): Promise<void> {
  const [outFile, ...given] = process.argv.slice(2);
  if (!outFile) {
    console.error('usage: dump-entities.ts OUT.txt [FILE.jsonl...]');
    process.exit(2);
  }
  const engine = await loadEngine();
  // A second set of recognizers, run alone, gives each detection's unrounded score and reason.
  const recognizers = [...patternRecognizers(), createNerRecognizer(parseNerModel(readFileSync(NER_MODEL_PATH, 'utf8')))];
  const lines: string[] = [];
  let docs = 0;
  for (const { id, text } of documents(given.length ? given : defaultFiles())) {
    lines.push(...dumpDocument(engine, recognizers, id, text));
    docs++;
  }
  writeFileSync(outFile, `${lines.join('\n')}\n`);
  console.log(`${docs} documents, ${lines.length} lines → ${outFile}`);
}

await main();
