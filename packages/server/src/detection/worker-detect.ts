/**
 * Worker-thread entry: loads the engine once per thread and analyzes one text
 * per task. Text and options arrive as plain data, the result leaves as plain data.
 */
import type { AnalysisResult } from '@sanitizer/core';
import type { DetectOptions } from './detector.js';
import { loadEngine } from './load-engine.js';

/** One detection task as it crosses to the worker. */
export interface DetectTask {
  text: string;
  options: DetectOptions;
}

const engine = await loadEngine();

/** Runs in the worker thread, called by the pool for each task. */
export default function detect({ text, options }: DetectTask): AnalysisResult {
  return engine.analyze(text, options);
}
