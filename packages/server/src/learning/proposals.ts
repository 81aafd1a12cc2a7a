import { inducePattern, isFormatShape, shapeKey } from '@sanitizer/core';
import { normalizeValue } from './normalize-value.js';
import { contradicts, findContextSplit, majorityTarget, NOT_SENSITIVE, targetCounts, targetOf } from './contradictions.js';
import type { Knowledge } from './org-knowledge.js';
import type { Correction, Insight, InsightType, LearningStores, NewInsight } from './ports.js';
import { valueRule, type ProposedRule } from './proposed-rule.js';
import { quoteOf } from './span-context.js';

type Tx = LearningStores;

/** Every correction of one value shares this subject: the id of the first one. */
export function valueSubject(all: readonly Correction[]): string {
  return `value:${all[0]!.id}`;
}

/** Creates or grows the value's contradiction cluster, and its context-condition proposal when the contexts split. */
export async function onContradiction(tx: Tx, orgId: string, all: readonly Correction[]): Promise<string[]> {
  const subject = valueSubject(all);
  const touched: string[] = [];
  await supersede(tx, orgId, 'rule_proposal', subject);
  if (await tx.signals.has(orgId, 'contradiction_cluster', subject)) return touched;
  const cluster = await upsert(tx, { orgId, type: 'contradiction_cluster', subject, ...clusterText(all), data: clusterData(all) });
  touched.push(cluster.id);
  const split = findContextSplit(all);
  if (split && !(await tx.signals.has(orgId, 'context_condition', subject))) {
    const value = all[all.length - 1]!.value;
    const data = {
      value,
      cluster_insight_id: cluster.id,
      to_type: split.target,
      otherwise_type: split.otherwise,
      context_condition: { keywords: split.keywords, distance: split.distance },
      support: split.support,
      proposed_rule: valueRule(value, split.target, wasMissed(all, split.target), { keywords: split.keywords, distance: split.distance }),
      otherwise_rule: valueRule(value, split.otherwise, wasMissed(all, split.otherwise)),
      corrections: correctionRows(all),
    };
    const title = `“${value}” is ${label(split.target)} near ${split.keywords.map((k) => `“${k}”`).join(', ')}`;
    const description = `Corrections of “${value}” split by the words around it: ${label(split.target)} within ${split.distance} word(s) of ${split.keywords.join(', ')}, otherwise ${label(split.otherwise)}. Approve to compile both rules; refine to change the keywords or distance.`;
    const condition = await upsert(tx, { orgId, type: 'context_condition', subject, title, description, data });
    touched.push(condition.id);
    await tx.insights.save({ ...cluster, data: { ...cluster.data, context_condition_insight_id: condition.id } });
  }
  return touched;
}

/** Proposes a rule when two or more corrections of a value agree and none disagrees. */
export async function proposeRule(tx: Tx, orgId: string, all: readonly Correction[], knowledge: Knowledge): Promise<string[]> {
  if (all.length < 2 || all.some((a) => all.some((b) => contradicts(a, b)))) return [];
  const subject = valueSubject(all);
  if (await tx.signals.has(orgId, 'rule_proposal', subject)) return [];
  const value = all[all.length - 1]!.value;
  const target = targetOf(all[0]!);
  if (hasValueRule(knowledge, value, target)) return [];
  const rule = valueRule(value, target, wasMissed(all, target));
  const title = target === NOT_SENSITIVE ? `Stop detecting “${value}”` : `Always treat “${value}” as ${target}`;
  const description = `${all.length} corrections agree that “${value}” is ${label(target)}. Approve to compile the rule; refine to limit it to a context.`;
  const data = { value, support: all.length, proposed_rule: rule, corrections: correctionRows(all) };
  const insight = await upsert(tx, { orgId, type: 'rule_proposal', subject, title, description, data });
  return [insight.id];
}

/** Minimum distinct values of one format before a pattern is proposed. */
export const MIN_DISCOVERY_EXAMPLES = 3;
const RECENT_MISSED = 500;

/** Groups missed entities by type and format; three or more distinct values of one format propose a regex. */
export async function discoverPatterns(tx: Tx, orgId: string, knowledge: Knowledge): Promise<string[]> {
  const groups = new Map<string, Correction[]>();
  for (const c of await tx.corrections.missed(orgId, RECENT_MISSED)) {
    if (c.correctedType === null || !isFormatShape(c.value)) continue;
    const key = `${c.correctedType}:${shapeKey(c.value)}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const touched: string[] = [];
  for (const [key, members] of groups) {
    const distinct = [...new Map(members.map((m) => [normalizeValue(m.value), m])).values()].reverse();
    if (distinct.length < MIN_DISCOVERY_EXAMPLES) continue;
    const subject = `shape:${key}`;
    const type = distinct[0]!.correctedType!;
    const pattern = inducePattern(distinct.map((d) => d.value));
    if (!pattern || (await tx.signals.has(orgId, 'discovered_pattern', subject)) || hasPatternRule(knowledge, pattern, type)) continue;
    const rule: ProposedRule = { action: 'add', value: null, pattern, from_type: null, to_type: type, context_condition: null };
    const data = {
      pattern,
      entity_type: type,
      example_count: distinct.length,
      examples: distinct.slice(0, 10).map((d) => d.value),
      contexts: distinct.slice(0, 10).map((d) => quoteOf(d.value, d.context)),
      proposed_rule: rule,
    };
    const title = `${distinct.length} missed ${type} values share the format ${pattern}`;
    const description = `Missed entities such as ${data.examples.slice(0, 3).join(', ')} follow one format. Approve to detect it as ${type} from now on; refine to change the pattern (modifications.pattern) or add a context condition.`;
    touched.push((await upsert(tx, { orgId, type: 'discovered_pattern', subject, title, description, data })).id);
  }
  return touched;
}

/** Grows the pending insight of that subject, or creates it. */
async function upsert(tx: Tx, input: NewInsight): Promise<Insight> {
  const existing = await tx.insights.pending(input.orgId, input.type, input.subject);
  if (!existing) return tx.insights.create(input);
  const grown = { ...existing, title: input.title, description: input.description, data: { ...existing.data, ...input.data } };
  await tx.insights.save(grown);
  return grown;
}

/** A proposal overtaken by a contradiction is closed (no negative signal: nobody rejected it). */
async function supersede(tx: Tx, orgId: string, type: InsightType, subject: string): Promise<void> {
  const open = await tx.insights.pending(orgId, type, subject);
  if (open) await tx.insights.save({ ...open, status: 'rejected', resolvedAt: new Date(), data: { ...open.data, closed_because: 'contradicting corrections arrived' } });
}

function clusterText(all: readonly Correction[]): { title: string; description: string } {
  const value = all[all.length - 1]!.value;
  const counts = Object.entries(targetCounts(all)).map(([t, n]) => `${label(t)} ×${n}`).join(', ');
  const majority = majorityTarget(all);
  return {
    title: `Contradicting corrections for “${value}”`,
    description: `${all.length} corrections of “${value}” disagree (${counts}). Approve to apply the majority (${majority ?? 'not sensitive'}) everywhere; refine with a context condition or another correct_type; reject to keep detection as it is.`,
  };
}

function clusterData(all: readonly Correction[]) {
  const value = all[all.length - 1]!.value;
  const majority = majorityTarget(all) ?? NOT_SENSITIVE;
  const pairs = all.reduce((n, c, i) => n + all.slice(0, i).filter((p) => contradicts(p, c)).length, 0);
  return { value, outcomes: targetCounts(all), contradicting_pairs: pairs, proposed_rule: valueRule(value, majority, wasMissed(all, majority)), corrections: correctionRows(all) };
}

function correctionRows(all: readonly Correction[]) {
  return all.map((c) => ({
    correction_id: c.id,
    feedback_type: c.feedbackType,
    from_type: c.originalType,
    to_type: targetOf(c),
    context: quoteOf(c.value, c.context),
    created_at: c.createdAt.toISOString(),
  }));
}

function wasMissed(all: readonly Correction[], target: string): boolean {
  return all.some((c) => c.feedbackType === 'missed_entity' && targetOf(c) === target);
}

function hasValueRule(knowledge: Knowledge, value: string, target: string): boolean {
  const v = normalizeValue(value);
  return knowledge.rules.some((r) => 'value' in r.match && normalizeValue(r.match.value) === v && (r.toType ?? NOT_SENSITIVE) === target && r.context === null);
}

function hasPatternRule(knowledge: Knowledge, pattern: string, type: string): boolean {
  return knowledge.rules.some((r) => 'pattern' in r.match && r.match.pattern === pattern && r.toType === type);
}

function label(target: string): string {
  return target === NOT_SENSITIVE ? 'not sensitive' : target;
}
