import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createEngine, createNerRecognizer, parseNerModel, patternRecognizers, warmUpEngine, type Engine, type NerModel } from '@sanitizer/core';

/** The shipped PERSON/LOCATION model (weights and gazetteers), built by `npm run train:ner`. */
export const NER_MODEL_PATH = createRequire(import.meta.url).resolve('@sanitizer/core/model/ner-model.json');

/** Reads and parses the model (the shipped one unless told otherwise). */
export async function loadNerModel(modelPath: string = NER_MODEL_PATH): Promise<NerModel> {
  return parseNerModel(await readFile(modelPath, 'utf8'));
}

/** The detection engine with every built-in recognizer over an already parsed model, warmed up. */
export function engineWithModel(model: NerModel): Engine {
  const engine = createEngine([...patternRecognizers(), createNerRecognizer(model)]);
  warmUpEngine(engine);
  return engine;
}

/**
 * Assembles the detection engine with every built-in recognizer. Reads the
 * model (the shipped one unless told otherwise) from disk once; call at
 * start-up, not per request.
 */
export async function loadEngine(modelPath: string = NER_MODEL_PATH): Promise<Engine> {
  return engineWithModel(await loadNerModel(modelPath));
}
