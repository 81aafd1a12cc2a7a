import { compileSafeRegex, inducePattern, type CustomPatternSpec, type SafeRegex } from '@sanitizer/core';
import type { Learning } from './learning.js';
import type { GoldenEntry, PatternAnalysis, Suggestion } from './ports.js';
import { snippetOf } from './span-context.js';

/** The analysis, plus what a conflict needs. */
export interface AnalysisOutcome {
  analysis: PatternAnalysis;
  /** The existing type overlapped most, or null when there is no overlap. */
  conflictingType: string | null;
  /** Examples (and golden values) where the overlap was seen, for the insight. */
  overlappingExamples: string[];
}

/**
 * Ordinary text with dates, prices, versions and codes but no personal data:
 * a pattern that matches here will also match where nothing is sensitive.
 */
const PROBE_TEXT = [
  'The meeting on 2024-03-15 at 10:30 moved to room 4B; the invoice total was $1,299.00 (VAT 20%).',
  'Release v2.3.1 fixes bug #4412 and HTTP 404 errors; see page 17, section 3.2, ISO 9001 and COVID-19 guidance.',
  'Order 100234 shipped in 3-5 days via UPS; tracking starts tomorrow. Call us Mon-Fri 9am-5pm.',
  'Temperature 98.6F, dose 2x daily, 500 mg, batch A1, version 10.0.19045, score 7/10.',
].join('\n');

/**
 * Runs the new pattern on its examples and on the organization's golden set,
 * and the engine (built-ins and the organization's other patterns) on the same
 * texts, to report overlaps, contradiction risk, coverage and concrete fixes.
 */
export async function analyzePattern(
  learning: Learning,
  input: { orgId: string; name: string; pattern: string; regex: SafeRegex; examples: readonly string[]; otherPatterns: readonly CustomPatternSpec[] },
): Promise<AnalysisOutcome> {
  const golden = await learning.store.golden.list(input.orgId, 200);
  const overlapTypes = new Map<string, number>();
  const overlapping: string[] = [];
  let overlapCount = 0;
  let examplesOverlapping = 0;
  const texts = [
    ...input.examples.map((e) => ({ text: e, label: e, golden: null as GoldenEntry | null })),
    ...golden.map((g) => ({ text: snippetOf(g.value, g.context).text, label: g.value, golden: g })),
  ];
  for (const t of texts) {
    const matches = input.regex.findAll(t.text);
    if (matches.length === 0) continue;
    const result = await learning.detector.analyze(t.text, { customPatterns: input.otherPatterns });
    const hits = result.entities.filter((e) => matches.some((m) => e.start < m.end && m.start < e.end));
    for (const e of hits) overlapTypes.set(e.type, (overlapTypes.get(e.type) ?? 0) + 1);
    overlapCount += hits.length;
    if (hits.length && !t.golden) examplesOverlapping++;
    if (hits.length) overlapping.push(t.label);
  }
  const covered = golden.filter((g) => input.regex.matchesWhole(g.value));
  const goldenConflicts = covered.filter((g) => g.expectedType !== input.name);
  for (const g of goldenConflicts) if (g.expectedType) overlapTypes.set(g.expectedType, (overlapTypes.get(g.expectedType) ?? 0) + 1);
  const broadMatches = input.regex.findAll(PROBE_TEXT).length;
  const suggestions = suggest(input, overlapCount > 0, broadMatches);
  const ranked = [...overlapTypes].sort((a, b) => b[1] - a[1]);
  const risk = riskOf({ examples: input.examples.length, examplesOverlapping, overlapCount, goldenConflicts: goldenConflicts.length, broad: broadMatches > 0 || suggestions.some((s) => s.kind === 'add_word_boundaries') });
  return {
    analysis: {
      overlaps_with: ranked.map(([t]) => t),
      overlap_count: overlapCount + goldenConflicts.length,
      contradiction_risk: risk,
      golden_set_coverage: golden.length === 0 ? 0 : Math.round((covered.length / golden.length) * 1000) / 1000,
      suggested_improvements: suggestions,
    },
    conflictingType: ranked[0]?.[0] ?? null,
    overlappingExamples: overlapping.slice(0, 10),
  };
}

/**
 * `high`: golden examples validated as another type would change, or most examples
 * overlap an existing type; `medium`: some overlap; `low`: no overlap seen but the
 * pattern is broad (matches ordinary text, or has no word boundaries); `none`.
 */
export function riskOf(s: { examples: number; examplesOverlapping: number; overlapCount: number; goldenConflicts: number; broad: boolean }): PatternAnalysis['contradiction_risk'] {
  if (s.goldenConflicts > 0 || (s.examples > 0 && s.examplesOverlapping * 2 >= s.examples && s.examplesOverlapping > 0)) return 'high';
  if (s.overlapCount > 0) return 'medium';
  return s.broad ? 'low' : 'none';
}

function matchesAll(pattern: string, examples: readonly string[]): boolean {
  const compiled = compileSafeRegex(pattern);
  return compiled.ok && examples.every((e) => compiled.regex.matchesWhole(e));
}

const BROAD = /\.(?![^[]*\])|\\[wSD]|\[\^|[+*]|\{\d+,\}/;
const GENERIC_WORDS = new Set(['id', 'no', 'num', 'number', 'code', 'ref']);

function suggest(input: { name: string; pattern: string; regex: SafeRegex; examples: readonly string[] }, overlaps: boolean, broadMatches: number): Suggestion[] {
  const out: Suggestion[] = [];
  const anchored = /^(\^|\\b)/.test(input.pattern) && /(\$|\\b)$/.test(input.pattern);
  const proposed = `\\b(?:${input.pattern})\\b`;
  if (!anchored && matchesAll(proposed, input.examples)) {
    out.push({ kind: 'add_word_boundaries', message: 'Add word boundaries so the pattern cannot match inside longer words or numbers.', proposed_pattern: proposed });
  }
  const induced = input.examples.length >= 2 ? inducePattern(input.examples) : null;
  if (induced && induced !== input.pattern && BROAD.test(input.pattern)) {
    out.push({ kind: 'narrow_pattern', message: `The examples share one format; this narrower pattern matches all ${input.examples.length} of them and little else.`, proposed_pattern: induced });
  }
  if (broadMatches > 0) {
    out.push({ kind: 'too_broad', message: `The pattern matched ${broadMatches} span(s) in ordinary text (dates, prices, versions, order numbers); narrow its character classes and lengths.`, proposed_pattern: induced && induced !== input.pattern ? induced : null });
  }
  if (overlaps || /^[\\d[\]{}0-9,\-()\\bs]+$/.test(input.pattern)) {
    const words = input.name.toLowerCase().split('_').filter((w) => w && !GENERIC_WORDS.has(w));
    const keywords = [...new Set([input.name.toLowerCase().replace(/_/g, ' '), ...words])];
    out.push({ kind: 'add_context_words', message: 'Require a context word near the match (resolve the overlap with add_context_condition), so the existing type keeps the other matches.', proposed_pattern: null, keywords });
  }
  return out;
}
