import type { AnalysisResult, CompiledRule, CustomPatternSpec } from '@sanitizer/core';
import type { Learning } from './learning.js';
import type { GoldenEntry } from './ports.js';
import { snippetOf } from './span-context.js';

/** What a change would do to the organization's validated examples. Kept in the insight's data. */
export interface DryRun {
  golden_examples_checked: number;
  /** Examples whose detected type would differ from today's. */
  would_change: number;
  /** Examples detected as validated today that would not be afterwards. */
  would_break: number;
  /** Examples detected wrongly today that would be right afterwards. */
  would_fix: number;
  checked_at: string;
}

export interface Candidate {
  /** Rules added to the organization's current ones. */
  addRules?: readonly CompiledRule[];
  /** Ids of current rules the change removes (superseded). */
  removeRuleIds?: readonly string[];
  /** Replaces the organization's custom patterns. */
  customPatterns?: readonly CustomPatternSpec[];
}

/** Newest validated examples checked per dry run: bounds its cost. */
export const DRY_RUN_LIMIT = 200;

/**
 * Runs detection on every golden example's context twice, with the organization's
 * knowledge as it is and with the candidate change, and counts the differences.
 * `exclude` leaves out entries that the change itself creates.
 */
export async function dryRun(learning: Learning, orgId: string, candidate: Candidate): Promise<DryRun> {
  const golden = await learning.store.golden.list(orgId, DRY_RUN_LIMIT);
  const now = await learning.knowledge.get(orgId);
  const before = { customPatterns: now.customPatterns, rules: now.rules };
  const after = { customPatterns: candidate.customPatterns ?? now.customPatterns, rules: [...now.rules.filter((r) => !candidate.removeRuleIds?.includes(r.id)), ...(candidate.addRules ?? [])] };
  const result: DryRun = { golden_examples_checked: golden.length, would_change: 0, would_break: 0, would_fix: 0, checked_at: new Date().toISOString() };
  for (const entry of golden) {
    const [was, will] = await Promise.all([typeFor(learning, entry, before), typeFor(learning, entry, after)]);
    if (was === will) continue;
    result.would_change++;
    if (was === entry.expectedType) result.would_break++;
    if (will === entry.expectedType) result.would_fix++;
  }
  return result;
}

/** The type detection gives the golden example's value in its context (null: not detected). */
export async function typeFor(learning: Learning, entry: Pick<GoldenEntry, 'value' | 'context'>, options: { customPatterns: readonly CustomPatternSpec[]; rules: readonly CompiledRule[] }): Promise<string | null> {
  const snippet = snippetOf(entry.value, entry.context);
  const result = await learning.detector.analyze(snippet.text, { customPatterns: options.customPatterns, rules: options.rules });
  return typeAt(result, snippet.start, snippet.end);
}

function typeAt(result: AnalysisResult, start: number, end: number): string | null {
  const exact = result.entities.find((e) => e.start === start && e.end === end);
  if (exact) return exact.type;
  return result.entities.find((e) => e.start < end && start < e.end)?.type ?? null;
}
