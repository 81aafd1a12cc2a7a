import type { AnalysisResult, AnalyzeOptions, Engine } from '@sanitizer/core';

/**
 * What routes ask of detection. Options are plain data (no functions), so an
 * implementation may run the engine in another thread or process.
 */
export type DetectOptions = Pick<AnalyzeOptions, 'entities' | 'confidenceThreshold' | 'customPatterns' | 'rules'> & {
  /** Whose detection this is (the organization), so detection threads are shared fairly; not passed to the engine. */
  tenant?: string;
};

/** A detection with custom patterns ran past its time limit; its thread was stopped. */
export class CustomPatternTimeLimitError extends Error {
  override readonly name = 'CustomPatternTimeLimitError';
  constructor(readonly limitMs: number) {
    super(`detection with custom patterns ran past ${limitMs} ms`);
  }
}

/** Port: runs detection for a request. */
export interface Detector {
  analyze(text: string, options: DetectOptions): Promise<AnalysisResult>;
  close(): Promise<void>;
}

/** Runs the engine on the calling thread: the simplest detector. */
export function createInProcessDetector(engine: Engine): Detector {
  return {
    async analyze(text, { tenant: _tenant, ...options }) {
      return engine.analyze(text, options);
    },
    async close() {},
  };
}
