import type { Decision } from '../analyzer/resolve-overlaps.js';
import type { Recognizer } from '../recognizer.js';
import type { Detection, EntityType } from '../types.js';
import { applyRules, type CompiledRule, type RuleHit } from './compiled-rules.js';
import { applyPrecedence, customPatternRecognizers, type CustomPatternSpec } from './custom-patterns.js';

/** What an organization taught the engine, as carried by the analyze options. */
export interface Learned {
  customPatterns?: readonly CustomPatternSpec[];
  rules?: readonly CompiledRule[];
}

/** Types the organization's patterns and rules may report, kept even when `entities` narrows the built-ins. */
export function learnedTypes(learned: Learned): EntityType[] {
  return [
    ...(learned.customPatterns ?? []).map((p) => p.name),
    ...(learned.rules ?? []).filter((r) => r.action === 'add' && r.toType !== null).map((r) => r.toType!),
  ];
}

export function learnedRecognizers(learned: Learned): Recognizer[] {
  return learned.customPatterns?.length ? customPatternRecognizers(learned.customPatterns) : [];
}

/** Custom-pattern precedence, then compiled rules: the organization's decisions come before the generic overlap step. */
export function applyLearned(
  raw: readonly Detection[],
  text: string,
  learned: Learned,
): { detections: Detection[]; decisions: Decision[]; hits: RuleHit[] } {
  const precedence = applyPrecedence(raw, learned.customPatterns ?? [], text);
  const ruled = applyRules(precedence.detections, text, learned.rules ?? []);
  return { detections: ruled.detections, decisions: precedence.decisions, hits: ruled.hits };
}
