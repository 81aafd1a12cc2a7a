import type { Insight } from './ports.js';

/** The spec's Insight object. `rule_proposal` items appear only under proposed_improvements. */
export function publicInsight(i: Insight) {
  return { id: i.id, type: i.type, title: i.title, description: i.description, status: i.status, data: i.data, created_at: i.createdAt.toISOString() };
}

/** Pending insights sorted into the three lists of GET /v1/insights. */
export function insightLists(pending: readonly Insight[]) {
  const of = (...types: Insight['type'][]) => pending.filter((i) => types.includes(i.type)).map(publicInsight);
  return {
    pending_conflicts: of('contradiction_cluster', 'pattern_overlap'),
    proposed_improvements: of('context_condition', 'rule_proposal'),
    discovered_patterns: of('discovered_pattern'),
  };
}
