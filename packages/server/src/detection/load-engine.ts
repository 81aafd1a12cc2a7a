import { createEngine, patternRecognizers, type Engine } from '@sanitizer/core';

/**
 * Assembles the detection engine with every built-in recognizer. Reads the
 * shipped model files from disk once; call at start-up, not per request.
 */
export async function loadEngine(): Promise<Engine> {
  return createEngine([...patternRecognizers()]);
}
