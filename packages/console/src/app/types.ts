/** The shapes of the public API's answers the console reads (docs/api.md, /v1/openapi.json). */

// Shapes the client library already declares, used as they are.
import type { EntityStructure as Structure, FeedbackResponse as FeedbackAnswer, PatternConflict } from '@sanitizer/client';
export type { FeedbackAnswer, PatternConflict, Structure };

export interface Entity {
  type: string;
  confidence: number;
  start: number;
  end: number;
  structure: Structure;
  placeholder?: string;
}
export interface DetectAnswer {
  entities: Entity[];
  entities_found: number;
}
export interface SanitizeAnswer {
  sanitized: string;
  session_id: string | null;
  entities: (Entity & { placeholder: string })[];
}
export interface RehydrateAnswer {
  text: string;
  unknown_placeholders: string[];
}
export interface Insight {
  id: string;
  type: string;
  title: string;
  description: string;
  status: string;
  data: Record<string, unknown>;
  created_at: string;
}
export interface EntityConfidence {
  type: string;
  confidence: number;
}
export interface KnowledgeDepth {
  ckd_score: number;
  maturity: string;
  strongest_entity: EntityConfidence | null;
  weakest_entity: EntityConfidence | null;
  contradictions_pending: number;
  contradictions_resolved: number;
  golden_set_size: number;
  compiled_rules: number;
  on_demand_hit_rate: number;
  /** Every detected type, strongest first. */
  entity_confidence: (EntityConfidence & { detections: number })[];
}
export interface InsightsAnswer {
  pending_conflicts: Insight[];
  proposed_improvements: Insight[];
  discovered_patterns: Insight[];
  knowledge_depth: KnowledgeDepth;
}
export interface ResolveAnswer {
  status: string;
  golden_set_entries_created: number;
  compiled_rules_created: number;
}
export interface Pattern {
  pattern_id: string;
  name: string;
  pattern: string;
  description: string;
  examples: string[];
  status: 'active';
  created_at: string;
}
export interface PatternAnalysis {
  overlaps_with: string[];
  overlap_count: number;
  contradiction_risk: string;
  golden_set_coverage: number;
  suggested_improvements: Record<string, unknown>[];
}
export interface CreatePatternAnswer {
  pattern_id: string;
  name: string;
  status: 'active';
  analysis: PatternAnalysis;
  conflict: PatternConflict | null;
}

/** Every type a request may name: the ten default types, then the opt-in ones (one list, in the engine). */
export { KNOWN_TYPES as ENTITY_TYPES } from '@sanitizer/core';
export interface UsageDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  requests: number;
  entities: Record<string, number>;
}
export interface RateLimitState {
  /** null: no per-minute limit. */
  limit: number | null;
  remaining: number | null;
  /** Unix seconds. */
  reset: number;
}
export interface UsageAnswer {
  days: UsageDay[];
  rate_limit: RateLimitState;
}
