import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createEngine, createNerRecognizer, parseNerModel, patternRecognizers, warmUpEngine, type Engine } from '@sanitizer/core';

/** The shipped PERSON/LOCATION model (weights and gazetteers), built by `npm run train:ner`. */
export const NER_MODEL_PATH = createRequire(import.meta.url).resolve('@sanitizer/core/model/ner-model.json');

/**
 * Assembles the detection engine with every built-in recognizer. Reads the
 * model (the shipped one unless told otherwise) from disk once; call at
 * start-up, not per request.
 */
export async function loadEngine(modelPath: string = NER_MODEL_PATH): Promise<Engine> {
  const model = parseNerModel(await readFile(modelPath, 'utf8'));
  const engine = createEngine([...patternRecognizers(), createNerRecognizer(model)]);
  warmUpEngine(engine);
  return engine;
}
