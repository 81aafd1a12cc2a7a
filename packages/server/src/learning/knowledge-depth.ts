import type { Learning } from './learning.js';
import type { TypeStats } from './ports.js';

/** The counters the score is computed from; all come from storage, none are constants. */
export interface DepthCounters {
  goldenSetSize: number;
  compiledRules: number;
  corrections: number;
  resolvedInsights: number;
  pendingInsights: number;
  detections: number;
  meanConfidence: number;
}

/** Weights of the five components; they sum to 1, so the score is in [0, 1]. */
export const CKD_WEIGHTS = { golden: 0.3, rules: 0.2, feedback: 0.15, resolution: 0.15, detection: 0.2 } as const;
/** Saturation scales: the count at which a component reaches 1 − 1/e ≈ 63 %. */
export const CKD_SCALES = { golden: 10, rules: 3, feedback: 10, detections: 20 } as const;

/**
 * ckd = 0.30·G + 0.20·R + 0.15·F + 0.15·C + 0.20·Q, with
 * G = 1 − e^(−golden/10), R = 1 − e^(−rules/3), F = 1 − e^(−corrections/10),
 * C = resolved / (resolved + pending) insights (0 with none),
 * Q = mean detection confidence × (1 − e^(−detections/20)). Rounded to 3 decimals.
 * @example ckdScore({ goldenSetSize: 0, compiledRules: 0, corrections: 0, resolvedInsights: 0, pendingInsights: 0, detections: 0, meanConfidence: 0 }) // 0
 */
export function ckdScore(c: DepthCounters): number {
  const sat = (n: number, scale: number) => 1 - Math.exp(-Math.max(0, n) / scale);
  const decided = c.resolvedInsights + c.pendingInsights;
  const score =
    CKD_WEIGHTS.golden * sat(c.goldenSetSize, CKD_SCALES.golden) +
    CKD_WEIGHTS.rules * sat(c.compiledRules, CKD_SCALES.rules) +
    CKD_WEIGHTS.feedback * sat(c.corrections, CKD_SCALES.feedback) +
    CKD_WEIGHTS.resolution * (decided === 0 ? 0 : c.resolvedInsights / decided) +
    CKD_WEIGHTS.detection * Math.min(1, Math.max(0, c.meanConfidence)) * sat(c.detections, CKD_SCALES.detections);
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/** Spec bands: nascent [0, 0.2), developing [0.2, 0.5), established [0.5, 0.8), expert [0.8, 1]. */
export function maturityOf(score: number): 'nascent' | 'developing' | 'established' | 'expert' {
  if (score < 0.2) return 'nascent';
  if (score < 0.5) return 'developing';
  if (score < 0.8) return 'established';
  return 'expert';
}

/** GET /v1/insights `knowledge_depth`, from the organization's stored counters (aggregates only). */
export async function knowledgeDepth(learning: Learning, orgId: string) {
  await learning.stats.flush();
  const store = learning.store;
  const [stats, counts, goldenSetSize, rules, patterns, corrections] = await Promise.all([
    store.stats.get(orgId),
    store.insights.counts(orgId),
    store.golden.count(orgId),
    store.rules.list(orgId),
    store.patterns.list(orgId),
    store.corrections.count(orgId),
  ]);
  const pending = (type?: string) => counts.filter((c) => c.status === 'pending' && (!type || c.type === type)).reduce((n, c) => n + c.count, 0);
  const resolved = (type?: string) => counts.filter((c) => c.status !== 'pending' && (!type || c.type === type)).reduce((n, c) => n + c.count, 0);
  // A pattern whose overlap was resolved carries a precedence decision: a disambiguation rule too.
  const compiledRules = rules.length + patterns.filter((p) => p.insightId !== null && p.precedence !== 'under').length;
  const totals = totalsOf(stats);
  const score = ckdScore({
    goldenSetSize,
    compiledRules,
    corrections,
    resolvedInsights: resolved(),
    pendingInsights: pending(),
    detections: totals.detections,
    meanConfidence: totals.detections ? totals.confidenceSum / totals.detections : 0,
  });
  const ranked = stats.filter((s) => s.detections > 0).map((s) => ({ type: s.type, confidence: Math.round((s.confidenceSum / s.detections) * 1000) / 1000, detections: s.detections }));
  ranked.sort((a, b) => b.confidence - a.confidence || a.type.localeCompare(b.type));
  const typeConfidence = ({ type, confidence }: (typeof ranked)[number]) => ({ type, confidence });
  return {
    ckd_score: score,
    maturity: maturityOf(score),
    strongest_entity: ranked[0] ? typeConfidence(ranked[0]) : null,
    weakest_entity: ranked.length ? typeConfidence(ranked[ranked.length - 1]!) : null,
    contradictions_pending: pending('contradiction_cluster'),
    contradictions_resolved: resolved('contradiction_cluster'),
    golden_set_size: goldenSetSize,
    compiled_rules: compiledRules,
    on_demand_hit_rate: totals.detections + totals.suppressed === 0 ? 0 : Math.round((totals.ruleHits / (totals.detections + totals.suppressed)) * 1000) / 1000,
    entity_confidence: ranked,
  };
}

function totalsOf(stats: readonly TypeStats[]) {
  return stats.reduce(
    (t, s) => ({ detections: t.detections + s.detections, confidenceSum: t.confidenceSum + s.confidenceSum, ruleHits: t.ruleHits + s.ruleHits, suppressed: t.suppressed + s.suppressed }),
    { detections: 0, confidenceSum: 0, ruleHits: 0, suppressed: 0 },
  );
}
