import type { Detection, EntityType } from './types.js';
import type { TextLayout } from './structure/layout.js';

/** What every recognizer may read besides the text. Built once per analysis. */
export interface AnalysisContext {
  readonly text: string;
  readonly layout: TextLayout;
}

/**
 * One recognizer: declares the types it finds and returns raw detections.
 * Pure and synchronous; expected failures are simply no detection.
 */
export interface Recognizer {
  readonly name: string;
  readonly entities: readonly EntityType[];
  analyze(ctx: AnalysisContext): Detection[];
}
