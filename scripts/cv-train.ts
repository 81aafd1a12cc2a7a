/**
 * The cross-validation folds' data and training, shared by scripts/cv-ner.ts and
 * scripts/stage2/collect.ts (a module of its own: cv-ner runs when imported).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldOf } from './cv-folds.js';

export const SOURCE_DIR = process.env.NER_DATA_DIR ?? '/work/shared/data/train';
const TRAIN_SCRIPT = fileURLToPath(new URL('./train-ner.ts', import.meta.url));

/** A labelled document with its JSON line kept, to write the fold's files unchanged. */
export interface RawDoc {
  line: string;
  id: string;
  text: string;
  spans: { start: number; end: number; type: string }[];
  origin: string;
}

export function readRaw(path: string, origin: string): RawDoc[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => ({ line, origin, ...(JSON.parse(line) as Omit<RawDoc, 'line' | 'origin'>) }));
}

const writeLines = (path: string, docs: RawDoc[]) => writeFileSync(path, docs.map((d) => d.line).join('\n') + '\n');

/**
 * Writes fold `fold`'s training folder into `dir` (the other folds, tab_train, and the fold's own
 * WNUT documents as the validation file train-ner reports on), trains into it, returns the model path.
 */
export function trainFold(dir: string, fold: number, k: number, wnut: RawDoc[], conll: RawDoc[]): string {
  writeLines(join(dir, 'wnut17_train.jsonl'), wnut.filter((_, i) => foldOf(i, k) !== fold));
  writeLines(join(dir, 'conll03_train.jsonl'), conll.filter((_, i) => foldOf(i, k) !== fold));
  writeLines(join(dir, 'wnut17_dev.jsonl'), wnut.filter((_, i) => foldOf(i, k) === fold));
  copyFileSync(join(SOURCE_DIR, 'tab_train.jsonl'), join(dir, 'tab_train.jsonl'));
  const model = join(dir, 'model.json');
  const started = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', '--conditions=sanitizer-source', TRAIN_SCRIPT], {
    env: { ...process.env, NER_DATA_DIR: dir, NER_MODEL_OUT: model },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`fold ${fold + 1}: trained in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return model;
}
