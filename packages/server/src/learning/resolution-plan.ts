import { compileNewPattern, satisfies, shapeKey, type ContextCondition } from '@sanitizer/core';
import { ApiError } from '../http/errors.js';
import { NOT_SENSITIVE, targetOf } from './contradictions.js';
import type { Candidate } from './dry-run.js';
import { knownType, typeList } from './entity-types.js';
import type { Learning } from './learning.js';
import { toSpec } from './org-knowledge.js';
import type { Correction, Insight, NewGoldenEntry, PatternRecord } from './ports.js';
import { compile, type ProposedRule } from './proposed-rule.js';
import { snippetOf } from './span-context.js';
import { normalizeValue } from './normalize-value.js';

/** The forms `modifications` may take (refine). */
export interface Modifications {
  context_condition?: ContextCondition;
  /** Another outcome than the proposed one: a type, or NOT_SENSITIVE. */
  correct_type?: string;
  /** A replacement regular expression (pattern_overlap, discovered_pattern). */
  pattern?: string;
}

/** What resolving an insight positively would do. */
export interface Plan {
  rules: ProposedRule[];
  golden: Omit<NewGoldenEntry, 'orgId' | 'insightId'>[];
  pattern: { record: PatternRecord; changes: Pick<PatternRecord, 'precedence' | 'context' | 'pattern'> } | null;
  /** Current rules about the same value, which the new ones replace. */
  supersedes: string[];
}

/** The plan for approving (modifications null) or refining an insight. Throws `invalid_request` for modifications that do not fit. */
export async function planFor(learning: Learning, insight: Insight, mods: Modifications | null): Promise<Plan> {
  const data = insight.data as Record<string, unknown> & { proposed_rule?: ProposedRule; value?: string };
  switch (insight.type) {
    case 'pattern_overlap':
      return planPattern(learning, insight, mods);
    case 'discovered_pattern':
      return planDiscovered(learning, insight, mods);
    default: {
      const rules = [withMods(await retarget(learning, insight, data.proposed_rule!, mods), mods)];
      if (insight.type === 'context_condition' && !mods?.correct_type) rules.push(data['otherwise_rule'] as ProposedRule);
      const corrections = await learning.store.corrections.forValue(insight.orgId, data.value!);
      const supersedes = await replacedRuleIds(learning, insight.orgId, data.value!, rules);
      return { rules, golden: corrections.flatMap((c) => goldenFor(c, rules)), pattern: null, supersedes };
    }
  }
}

/** The candidate a dry run compares with today's detection. */
export async function candidateFor(learning: Learning, insight: Insight, mods: Modifications | null): Promise<Candidate | null> {
  const plan = await planFor(learning, insight, mods);
  if (plan.pattern) {
    const patterns = await learning.store.patterns.list(insight.orgId);
    return { customPatterns: patterns.map((p) => toSpec(p.id === plan.pattern!.record.id ? { ...p, ...plan.pattern!.changes } : p)) };
  }
  return { addRules: plan.rules.map((r, i) => compile(r, `${insight.id}#${i}`)), removeRuleIds: plan.supersedes };
}

/**
 * The organization's rules about this value (any case and spacing) that the new
 * ones replace: those with the same condition (none, or the same keywords and
 * distance). Rules for other contexts stay, and still go first.
 */
async function replacedRuleIds(learning: Learning, orgId: string, value: string, rules: readonly ProposedRule[]): Promise<string[]> {
  const v = normalizeValue(value);
  const conditions = new Set(rules.map((r) => conditionKey(r.context_condition)));
  const { rules: current } = await learning.knowledge.get(orgId);
  return current.filter((r) => 'value' in r.match && normalizeValue(r.match.value) === v && conditions.has(conditionKey(r.context))).map((r) => r.id);
}

function conditionKey(c: ContextCondition | null): string {
  return c ? `${[...c.keywords].map((k) => k.toLowerCase()).sort().join('|')}@${c.distance}` : '';
}

async function retarget(learning: Learning, insight: Insight, rule: ProposedRule, mods: Modifications | null): Promise<ProposedRule> {
  if (!mods?.correct_type) return rule;
  const wanted = mods.correct_type.trim().toUpperCase();
  if (wanted === NOT_SENSITIVE) return { ...rule, action: 'suppress', to_type: null };
  const type = knownType(wanted, await learning.knowledge.get(insight.orgId));
  if (!type) throw invalid(`modifications.correct_type \`${wanted.slice(0, 64)}\` is not a known type; use NOT_SENSITIVE or one of ${typeList(await learning.knowledge.get(insight.orgId))}.`);
  return { ...rule, action: rule.action === 'suppress' ? 'retype' : rule.action, to_type: type };
}

function withMods(rule: ProposedRule, mods: Modifications | null): ProposedRule {
  return mods?.context_condition ? { ...rule, context_condition: mods.context_condition } : rule;
}

/**
 * A correction becomes a validated (positive) example of the first rule that
 * applies in its context, conditioned rules first, as the engine orders them;
 * a correction no rule covers is not an example of this resolution.
 */
function goldenFor(c: Correction, rules: readonly ProposedRule[]): Omit<NewGoldenEntry, 'orgId' | 'insightId'>[] {
  const snippet = snippetOf(c.value, c.context);
  const ordered = [...rules].sort((a, b) => Number(b.context_condition !== null) - Number(a.context_condition !== null));
  const rule = ordered.find((r) => !r.context_condition || satisfies(snippet.text, snippet.start, snippet.end, r.context_condition));
  return rule ? [{ value: c.value, expectedType: rule.to_type, context: c.context }] : [];
}

async function planPattern(learning: Learning, insight: Insight, mods: Modifications | null): Promise<Plan> {
  const record = await learning.store.patterns.get(insight.orgId, String(insight.data['pattern_id']));
  if (!record) throw invalid('The pattern of this insight was deleted; reject the insight instead.');
  let changes: Pick<PatternRecord, 'precedence' | 'context' | 'pattern'> = { precedence: 'over', context: null, pattern: record.pattern };
  if (mods?.pattern !== undefined) changes = { ...changes, pattern: checkedPattern(mods.pattern, record.examples) };
  if (mods?.context_condition) changes = { ...changes, precedence: 'context', context: mods.context_condition };
  const golden = record.examples.map((value) => ({ value, expectedType: record.name, context: { before: '', after: '' } }));
  return { rules: [], golden, pattern: { record, changes }, supersedes: [] };
}

async function planDiscovered(learning: Learning, insight: Insight, mods: Modifications | null): Promise<Plan> {
  const type = String(insight.data['entity_type']);
  const examples = insight.data['examples'] as string[];
  const pattern = mods?.pattern !== undefined ? checkedPattern(mods.pattern, examples) : String(insight.data['pattern']);
  const rule = withMods({ action: 'add', value: null, pattern, from_type: null, to_type: type, context_condition: null }, mods);
  const key = shapeKey(examples[0] ?? '');
  const missed = await learning.store.corrections.missed(insight.orgId, 500);
  const members = missed.filter((c) => c.correctedType === type && shapeKey(c.value) === key);
  return { rules: [rule], golden: members.flatMap((c) => goldenFor(c, [rule])), pattern: null, supersedes: [] };
}

/** A replacement pattern must compile for linear-time matching and match every example whole. */
function checkedPattern(pattern: string, examples: readonly string[]): string {
  const compiled = compileNewPattern(pattern);
  if (!compiled.ok) throw new ApiError('invalid_pattern', { message: `modifications.pattern is not usable: ${compiled.reason}.` });
  const miss = examples.find((e) => !compiled.regex.matchesWhole(e));
  if (miss !== undefined) throw new ApiError('invalid_pattern', { message: `modifications.pattern does not match the example \`${miss.slice(0, 80)}\`.` });
  return pattern;
}

function invalid(message: string): ApiError {
  return new ApiError('invalid_request', { message, suggestion: RESOLVE_SUGGESTION });
}

export const RESOLVE_SUGGESTION =
  'Send {"resolution": "approve"}, {"resolution": "refine", "modifications": {"context_condition": {"keywords": ["visited"], "distance": 3}}} (or modifications.correct_type / modifications.pattern), or {"resolution": "reject", "reason": "…"}.';
