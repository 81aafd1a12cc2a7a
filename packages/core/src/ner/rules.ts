import type { TokenFacts } from './features.js';
import type { TaggedSpan } from './tagger.js';
import type { NerType } from './tags.js';

/** A final span with the reason it was kept or made. */
export interface RuleSpan {
  type: NerType;
  start: number;
  end: number;
  score: number;
  reason: string;
}

/** Post-steps over the tagger's spans, in order. */
export function applyRules(text: string, facts: TokenFacts, spans: readonly TaggedSpan[]): RuleSpan[] {
  return spans.map((s) => ({ type: s.type, start: s.start, end: s.end, score: s.score, reason: 'model' }));
}
