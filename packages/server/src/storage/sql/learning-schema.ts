/** Row types of the learning tables (migration 0002_learning); `*sealed` columns hold AES-256-GCM boxes. */
export interface LearningTables {
  custom_patterns: {
    id: string;
    org_id: string;
    name: string;
    pattern: string;
    description: string;
    examples_sealed: Uint8Array;
    /** JSON of the analysis: types, counts and induced formats, no example values. */
    analysis: string;
    precedence: string;
    context: string | null;
    insight_id: string | null;
    created_at: number;
  };
  corrections: {
    id: string;
    org_id: string;
    session_id: string;
    feedback_type: string;
    original_type: string | null;
    corrected_type: string | null;
    value_hash: Uint8Array;
    shape: string;
    sealed: Uint8Array;
    created_at: number;
  };
  insights: {
    id: string;
    org_id: string;
    type: string;
    status: string;
    subject: string;
    sealed: Uint8Array;
    created_at: number;
    updated_at: number;
    resolved_at: number | null;
  };
  negative_signals: { org_id: string; type: string; subject: string; insight_id: string; created_at: number };
  golden_set: {
    id: string;
    org_id: string;
    insight_id: string;
    expected_type: string | null;
    value_hash: Uint8Array;
    sealed: Uint8Array;
    created_at: number;
  };
  compiled_rules: {
    id: string;
    org_id: string;
    insight_id: string;
    action: string;
    from_type: string | null;
    to_type: string | null;
    sealed: Uint8Array;
    created_at: number;
  };
  detection_stats: {
    org_id: string;
    entity_type: string;
    detections: number;
    confidence_sum: number;
    rule_hits: number;
    suppressed: number;
  };
  /** Migration 0005_usage_daily: detection requests per organization and UTC day. */
  usage_daily: { org_id: string; day: string; requests: number };
  /** Migration 0005_usage_daily: entities found per organization, UTC day and type. */
  usage_daily_entities: { org_id: string; day: string; entity_type: string; entities: number };
  session_texts: { session_id: string; org_id: string; expires_at: number; sealed: Uint8Array };
  session_text_turns: { id: string; session_id: string; org_id: string; expires_at: number; sealed: Uint8Array };
}
