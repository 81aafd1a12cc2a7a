import { ALL_ENTITIES, builtInTypeOf, compileNewPattern, compileSafeRegex, type CustomPatternSpec } from '@sanitizer/core';
import { ApiError } from '../http/errors.js';
import type { Learning } from './learning.js';
import { isUniqueViolation } from './unique-violation.js';
import { toSpec } from './org-knowledge.js';
import { analyzePattern } from './pattern-analysis.js';
import type { PatternRecord } from './ports.js';
import { refuseNul } from './plain-text.js';

/** Limits on what one organization stores: each pattern costs matching time on every call that asks for custom patterns. */
export const MAX_PATTERNS_PER_ORG = 50;
export const MAX_EXAMPLES = 20;
const NAME = /^[A-Z][A-Z0-9_]{1,39}$/;

export interface NewPattern {
  name: string;
  pattern: string;
  description?: string;
  examples?: string[];
}

export const RESOLUTION_OPTIONS = [
  { option: 'reclassify_all', description: 'The custom type wins everywhere it overlaps the existing type (approve the insight).' },
  { option: 'add_context_condition', description: 'The custom type wins only with context keywords nearby; elsewhere the existing type stays (refine with modifications.context_condition).' },
  { option: 'refine_pattern', description: 'Narrow the pattern so it no longer overlaps (refine with modifications.pattern, or delete and re-create it).' },
] as const;

/**
 * Validates, analyses and stores a custom pattern. An overlap with existing
 * detections opens a pattern_overlap insight at once; until it is resolved the
 * built-in type keeps the overlapping spans (precedence `under`).
 */
export async function createPattern(learning: Learning, orgId: string, input: NewPattern) {
  refuseNul({ name: input.name, pattern: input.pattern, description: input.description, examples: input.examples });
  const examples = input.examples ?? [];
  const existing = await learning.store.patterns.list(orgId);
  checkName(input.name, existing);
  if (existing.length >= MAX_PATTERNS_PER_ORG) throw invalidPattern(`Your organization has ${existing.length} patterns, the limit; delete one first.`);
  const compiled = compileNewPattern(input.pattern);
  if (!compiled.ok) throw invalidPattern(`The pattern cannot be used: ${compiled.reason}.`);
  checkOrganizationCost(compiled.regex.cost, existing);
  const miss = examples.find((e) => !compiled.regex.matchesWhole(e));
  if (miss !== undefined) throw invalidPattern(`The example \`${miss.slice(0, 80)}\` does not match the pattern (each example must match it whole).`);
  const otherPatterns: CustomPatternSpec[] = existing.map(toSpec);
  const outcome = await analyzePattern(learning, { orgId, name: input.name, pattern: input.pattern, regex: compiled.regex, examples, otherPatterns });
  const conflictType = outcome.analysis.overlap_count > 0 ? outcome.conflictingType : null;
  const { record, insightId } = await learning.store.transaction(async (tx) => {
    const created = await tx.patterns.create({
      orgId,
      name: input.name,
      pattern: input.pattern,
      description: input.description ?? '',
      examples,
      analysis: outcome.analysis,
      precedence: conflictType ? 'under' : 'over',
      context: null,
      insightId: null,
    });
    if (!conflictType) return { record: created, insightId: null };
    const insight = await tx.insights.create({
      orgId,
      type: 'pattern_overlap',
      subject: `pattern:${created.id}`,
      title: `${input.name} overlaps ${conflictType}`,
      description: `The new pattern ${input.name} matches ${outcome.analysis.overlap_count} span(s) already detected as ${outcome.analysis.overlaps_with.join(', ')}. Until this is resolved, the existing type keeps those spans. Approve to reclassify them all as ${input.name}, refine with a context condition, or refine the pattern.`,
      data: {
        pattern_id: created.id,
        pattern_name: input.name,
        conflicting_type: conflictType,
        overlaps_with: outcome.analysis.overlaps_with,
        overlap_count: outcome.analysis.overlap_count,
        overlapping_examples: outcome.overlappingExamples,
        resolution_options: RESOLUTION_OPTIONS,
      },
    });
    await tx.patterns.update(orgId, created.id, { insightId: insight.id });
    return { record: { ...created, insightId: insight.id }, insightId: insight.id };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw invalidPattern(`A pattern named ${input.name} already exists in your organization.`);
    throw error;
  });
  await learning.knowledge.invalidate(orgId);
  return {
    pattern_id: record.id,
    name: record.name,
    status: 'active' as const,
    analysis: record.analysis,
    conflict: insightId
      ? {
          has_conflict: true,
          conflicting_spans: outcome.analysis.overlap_count,
          conflicting_type: conflictType,
          resolution_required: true,
          resolution_options: RESOLUTION_OPTIONS,
          insight_id: insightId,
        }
      : null,
  };
}

/** DESIGN.md list shape. */
export function publicPattern(p: PatternRecord) {
  return {
    pattern_id: p.id,
    name: p.name,
    pattern: p.pattern,
    description: p.description,
    examples: p.examples,
    status: 'active' as const,
    created_at: p.createdAt.toISOString(),
    analysis: p.analysis,
  };
}

/** Deletes the pattern; its pending overlap insight closes with it (no negative signal). */
export async function deletePattern(learning: Learning, orgId: string, id: string): Promise<void> {
  const record = await learning.store.patterns.get(orgId, id);
  if (!record) throw new ApiError('pattern_not_found');
  await learning.store.transaction(async (tx) => {
    await tx.patterns.delete(orgId, id);
    const open = record.insightId ? await tx.insights.get(orgId, record.insightId) : null;
    if (open?.status === 'pending') await tx.insights.save({ ...open, status: 'rejected', resolvedAt: new Date(), data: { ...open.data, closed_because: 'pattern deleted' } });
  });
  await learning.knowledge.invalidate(orgId);
}

/**
 * Every active pattern scans every text, so an organization's patterns together
 * cost the sum of their programs per character; one organization's patterns
 * may not add up past this.
 */
export const MAX_ORG_PROGRAM_SIZE = 2_000;

function checkOrganizationCost(cost: number, existing: readonly PatternRecord[]): void {
  const held = existing.reduce((sum, p) => {
    const c = compileSafeRegex(p.pattern);
    return sum + (c.ok ? c.regex.cost : 0);
  }, 0);
  if (held + cost <= MAX_ORG_PROGRAM_SIZE) return;
  throw invalidPattern(
    `Your organization's patterns would cost ${(held + cost).toLocaleString('en-US')} instructions per character of text together, more than ${MAX_ORG_PROGRAM_SIZE.toLocaleString('en-US')}; delete a pattern or narrow the bounded repeats of this one.`,
  );
}

function checkName(name: string, existing: readonly PatternRecord[]): void {
  if (!NAME.test(name)) throw invalidPattern(`The name \`${name.slice(0, 64)}\` is not valid: use UPPER_SNAKE_CASE, 2 to 40 characters, starting with a letter (e.g. EMPLOYEE_ID).`);
  if (builtInTypeOf(name) !== null || name === ALL_ENTITIES) throw invalidPattern(`The name ${name} is a built-in type; choose another name.`);
  if (existing.some((p) => p.name === name)) throw invalidPattern(`A pattern named ${name} already exists in your organization.`);
}

function invalidPattern(message: string): ApiError {
  return new ApiError('invalid_pattern', { message });
}
