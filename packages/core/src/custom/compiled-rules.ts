import type { Detection, EntityType } from '../types.js';
import { satisfies, type ContextCondition } from './context-condition.js';
import { findValue } from './literal-search.js';
import { compileSafeRegex, type Span } from './safe-regex.js';

/**
 * A disambiguation rule an organization approved, as plain data:
 * `retype` gives detections of the value another type, `suppress` drops them
 * (not sensitive), `add` reports every occurrence the recognizers missed.
 */
export interface CompiledRule {
  id: string;
  action: 'retype' | 'suppress' | 'add';
  /** An exact value (whole words, any case), or a regular expression (RE2 syntax). */
  match: { value: string } | { pattern: string };
  /** retype and suppress: only detections of this type; null = any type. */
  fromType: EntityType | null;
  /** retype and add: the type to report. */
  toType: EntityType | null;
  /** Applies only with one of these keywords nearby; null = always. */
  context: ContextCondition | null;
}

/** Where a rule changed the outcome; one per affected span. */
export interface RuleHit {
  ruleId: string;
  action: CompiledRule['action'];
  /** The type before the rule (null when the rule added a missed span). */
  fromType: EntityType | null;
  /** The type after the rule (null when it suppressed the detection). */
  toType: EntityType | null;
  start: number;
  end: number;
}

/** Confidence given to a span a rule added or re-typed: validated by the organization. */
export const RULE_SCORE = 0.95;

/**
 * The compiled-rule step: runs after the recognizers and before overlaps are
 * decided. Rules with a context condition go first, and the first rule to claim
 * a span decides it, so "Jordan near `visited` → LOCATION" beats "Jordan → PERSON".
 */
export function applyRules(
  detections: readonly Detection[],
  text: string,
  rules: readonly CompiledRule[],
): { detections: Detection[]; hits: RuleHit[] } {
  if (rules.length === 0) return { detections: [...detections], hits: [] };
  let current = [...detections];
  const hits: RuleHit[] = [];
  const claimed: Span[] = [];
  for (const rule of orderRules(rules)) {
    for (const span of occurrences(rule, text)) {
      if (claimed.some((c) => c.start < span.end && span.start < c.end)) continue;
      if (rule.context && !satisfies(text, span.start, span.end, rule.context)) continue;
      const step = applyAt(rule, span, current);
      if (!step) continue;
      current = step.detections;
      hits.push(...step.hits);
      claimed.push(span);
    }
  }
  return { detections: current, hits };
}

function orderRules(rules: readonly CompiledRule[]): CompiledRule[] {
  return [...rules].sort((a, b) => Number(b.context !== null) - Number(a.context !== null));
}

function occurrences(rule: CompiledRule, text: string): Span[] {
  if ('value' in rule.match) return findValue(text, rule.match.value);
  const compiled = compileSafeRegex(rule.match.pattern);
  return compiled.ok ? compiled.regex.findAll(text) : [];
}

type Step = { detections: Detection[]; hits: RuleHit[] } | null;

function applyAt(rule: CompiledRule, span: Span, detections: Detection[]): Step {
  if (rule.action === 'add') return addAt(rule, span, detections);
  const targets = detections.filter((d) => sameSpan(d, span) && (rule.fromType === null || d.type === rule.fromType) && d.type !== rule.toType);
  if (targets.length === 0) return null;
  const hits = targets.map((d) => hit(rule, d.type, span));
  const rest = detections.filter((d) => !targets.includes(d));
  if (rule.action === 'suppress' || rule.toType === null) return { detections: rest, hits };
  const best = Math.max(RULE_SCORE, ...targets.map((d) => d.score));
  return { detections: [...rest, ruleDetection(rule, rule.toType, span, best)], hits };
}

function addAt(rule: CompiledRule, span: Span, detections: Detection[]): Step {
  if (rule.toType === null) return null;
  if (detections.some((d) => d.type === rule.toType && d.start <= span.start && span.end <= d.end)) return null;
  const inside = detections.filter((d) => span.start <= d.start && d.end <= span.end);
  const rest = detections.filter((d) => !inside.includes(d));
  const from = inside[0]?.type ?? null;
  return { detections: [...rest, ruleDetection(rule, rule.toType, span, RULE_SCORE)], hits: [hit(rule, from, span)] };
}

function sameSpan(d: Detection, span: Span): boolean {
  return d.start === span.start && d.end === span.end;
}

function hit(rule: CompiledRule, fromType: EntityType | null, span: Span): RuleHit {
  const toType = rule.action === 'suppress' ? null : rule.toType;
  return { ruleId: rule.id, action: rule.action, fromType, toType, start: span.start, end: span.end };
}

function ruleDetection(rule: CompiledRule, type: EntityType, span: Span, score: number): Detection {
  return { type, start: span.start, end: span.end, score, recognizer: 'compiled_rule', reason: `rule:${rule.id}` };
}
