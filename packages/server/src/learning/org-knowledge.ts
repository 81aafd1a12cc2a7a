import type { CompiledRule, CustomPatternSpec } from '@sanitizer/core';
import type { DetectOptions } from '../detection/detector.js';
import type { LearningStores, PatternRecord, StoredRule } from './ports.js';

/** What an organization taught the engine, ready to pass as plain-data detect options. */
export interface Knowledge {
  customPatterns: CustomPatternSpec[];
  rules: CompiledRule[];
}

export interface OrgKnowledge {
  /** The base options plus the organization's compiled rules (always) and custom patterns (when asked). */
  detectOptions(orgId: string, base: DetectOptions, withCustomPatterns: boolean): Promise<DetectOptions>;
  get(orgId: string): Promise<Knowledge>;
  /** Call (and await) after changing an organization's patterns or rules on this instance. */
  invalidate(orgId: string): Promise<void>;
}

/** How long another instance's change may take to show here: the cache is per process. */
export const KNOWLEDGE_TTL_MS = 5_000;
const MAX_CACHED_ORGS = 10_000;

/**
 * Caches each organization's patterns and rules for KNOWLEDGE_TTL_MS, so a
 * sanitize call costs no database read for them; local changes invalidate at once.
 */
export function createOrgKnowledge(stores: Pick<LearningStores, 'patterns' | 'rules'>, clock: () => number = () => performance.now()): OrgKnowledge {
  const cache = new Map<string, { at: number; value: Promise<Knowledge> }>();
  const get = (orgId: string): Promise<Knowledge> => {
    const hit = cache.get(orgId);
    if (hit && clock() - hit.at < KNOWLEDGE_TTL_MS) return hit.value;
    const value = load(stores, orgId);
    value.catch(() => cache.delete(orgId));
    if (cache.size >= MAX_CACHED_ORGS) cache.delete(cache.keys().next().value as string);
    cache.set(orgId, { at: clock(), value });
    return value;
  };
  return Object.freeze({
    get,
    invalidate: async (orgId: string) => void cache.delete(orgId),
    async detectOptions(orgId: string, base: DetectOptions, withCustomPatterns: boolean): Promise<DetectOptions> {
      const knowledge = await get(orgId);
      return {
        ...base,
        tenant: orgId,
        ...(knowledge.rules.length ? { rules: knowledge.rules } : {}),
        ...(withCustomPatterns && knowledge.customPatterns.length ? { customPatterns: knowledge.customPatterns } : {}),
      };
    },
  });
}

async function load(stores: Pick<LearningStores, 'patterns' | 'rules'>, orgId: string): Promise<Knowledge> {
  const [patterns, rules] = await Promise.all([stores.patterns.list(orgId), stores.rules.list(orgId)]);
  return { customPatterns: patterns.map(toSpec), rules: rules.map(toRule) };
}

/** The engine's view of a stored pattern. */
export function toSpec(p: Pick<PatternRecord, 'name' | 'pattern' | 'precedence' | 'context'>): CustomPatternSpec {
  return { name: p.name, pattern: p.pattern, precedence: p.precedence, context: p.context };
}

/** The engine's view of a stored rule (no organization or insight ids). */
export function toRule(r: StoredRule): CompiledRule {
  return { id: r.id, action: r.action, match: r.match, fromType: r.fromType, toType: r.toType, context: r.context };
}
