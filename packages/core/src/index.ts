export * from './types.js';
export type { Recognizer, AnalysisContext } from './recognizer.js';
export { createEngine, type Engine, type AnalyzeOptions, type AnalysisResult, type AnalyzedEntity } from './analyzer/analyzer.js';
export { resolveOverlaps, type Decision, type DecisionRule } from './analyzer/resolve-overlaps.js';
export { analyzeLayout, type TextLayout, type FormatType, type Line, type Field } from './structure/layout.js';
export { contextMatcher, hasContext, hasContextBefore } from './context/context-words.js';
export { patternRecognizers } from './recognizers/index.js';
