/**
 * Worker-thread entry: builds the engine once per thread and analyzes one text
 * per task. Text and options arrive as plain data, the result leaves as plain data.
 * The model comes from the pool (`workerData`), in memory every thread shares,
 * or else from disk.
 */
import { Piscina } from 'piscina';
import { nerModelFromData, type AnalysisResult } from '@sanitizer/core';
import type { DetectOptions } from './detector.js';
import { engineWithModel, loadEngine } from './load-engine.js';
import type { DetectWorkerData } from './worker-pool-detector.js';

/** One detection task as it crosses to the worker. */
export interface DetectTask {
  text: string;
  options: DetectOptions;
}

const given = (Piscina.workerData as DetectWorkerData | undefined)?.nerModel;
const engine = given ? engineWithModel(nerModelFromData(given)) : await loadEngine();

/** Runs in the worker thread, called by the pool for each task. */
export default function detect({ text, options }: DetectTask): AnalysisResult {
  return engine.analyze(text, options);
}
