/**
 * Node helper: reads the shipped PERSON/LOCATION model from disk. The core
 * package never touches the file system; servers and scripts call this (or
 * `parseNerModel(readFileSync(path, 'utf8'))` themselves).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseNerModel, type NerModel } from '../packages/core/src/ner/model/model.js';

export const NER_MODEL_PATH = fileURLToPath(new URL('../packages/core/model/ner-model.json', import.meta.url));

/** Reads and parses the model file (about 2 MB; parse once per process). */
export function loadNerModel(path: string = NER_MODEL_PATH): NerModel {
  return parseNerModel(readFileSync(path, 'utf8'));
}
