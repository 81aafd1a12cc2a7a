import type { CompiledRule, ContextCondition } from '@sanitizer/core';
import { NOT_SENSITIVE } from './contradictions.js';

/** A rule as insight data shows it (snake case, like the rest of the API). */
export interface ProposedRule {
  action: CompiledRule['action'];
  /** The exact value the rule is about, or null for a pattern rule. */
  value: string | null;
  pattern: string | null;
  from_type: string | null;
  to_type: string | null;
  context_condition: ContextCondition | null;
}

/**
 * The rule that makes `value` come out as `target` (a type, or NOT_SENSITIVE):
 * suppress it, add it where the engine misses it, or re-type what the engine finds.
 */
export function valueRule(value: string, target: string, missed: boolean, context: ContextCondition | null = null): ProposedRule {
  if (target === NOT_SENSITIVE) return { action: 'suppress', value, pattern: null, from_type: null, to_type: null, context_condition: context };
  return { action: missed ? 'add' : 'retype', value, pattern: null, from_type: null, to_type: target, context_condition: context };
}

/** The engine's plain-data rule; `id` names the insight while it is only a proposal. */
export function compile(rule: ProposedRule, id: string): CompiledRule {
  return {
    id,
    action: rule.action,
    match: rule.pattern !== null ? { pattern: rule.pattern } : { value: rule.value ?? '' },
    fromType: rule.from_type,
    toType: rule.to_type,
    context: rule.context_condition,
  };
}
