/** Test helper: runs the rule steps as if the tagger had found given spans. */
import { analyzeLayout } from '../../structure/layout.js';
import { tokenFacts } from '../tokens/token-facts.js';
import type { CompiledGazetteer } from '../tokens/gazetteer.js';
import { applyRules, type RuleSpan } from './rules.js';
import type { TaggedSpan } from '../model/tagger.js';
import type { NerType } from '../model/tags.js';
import { tokenize } from '../tokens/tokenizer.js';

/** A tagger span by type and exact text, first occurrence at or after `from`. */
export type FoundSpan = [NerType, string, number?];

export function ruleSpansFor(gazetteer: CompiledGazetteer, text: string, found: readonly FoundSpan[]): RuleSpan[] {
  const tokens = tokenize(text);
  const facts = tokenFacts(text, tokens, gazetteer, analyzeLayout(text));
  const spans: TaggedSpan[] = found.map(([type, part, from]) => {
    const start = text.indexOf(part, from ?? 0);
    const end = start + part.length;
    let first = 0;
    while (tokens.starts[first]! < start) first++;
    let last = first;
    while (tokens.ends[last]! < end) last++;
    return { type, first, last, start, end, margin: 40, score: 0.9 };
  });
  return applyRules(text, facts, spans);
}

/** The rule spans as "TYPE:text:reason" strings, for table tests. */
export function ruleStringsFor(gazetteer: CompiledGazetteer, text: string, found: readonly FoundSpan[] = []): string[] {
  return ruleSpansFor(gazetteer, text, found).map((s) => `${s.type}:${text.slice(s.start, s.end)}:${s.reason}`);
}
