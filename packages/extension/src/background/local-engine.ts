import { createEngine, createNerRecognizer, parseNerModel, patternRecognizers, type Engine } from '@sanitizer/core';

/** The shipped PERSON/LOCATION model, copied into the extension by build.ts. */
export const MODEL_FILE = 'ner-model.json';

let loading: Promise<Engine> | null = null;

/**
 * The detection engine, running inside the extension so that highlighting
 * sends nothing anywhere. Loaded on first use and kept while the worker lives.
 */
export function localEngine(): Promise<Engine> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<Engine> {
  const response = await fetch(chrome.runtime.getURL(MODEL_FILE));
  const model = parseNerModel(await response.text());
  return createEngine([...patternRecognizers(), createNerRecognizer(model)]);
}
