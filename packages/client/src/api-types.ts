/** Request and response shapes of the service's API (docs: shared interface spec and README's API table). */
import type { ALL_ENTITIES, KnownType } from '@sanitizer/core';

/**
 * A name `config.entities` accepts: a type (the spec's ten or an opt-in one,
 * reported only when named), an alias (EMAIL, PHONE), or `ALL` for every
 * type. The server takes any case, so other strings are allowed (and checked there).
 */
export type EntityName = KnownType | 'EMAIL' | 'PHONE' | typeof ALL_ENTITIES | (string & {});

/** `config` of sanitize and detect. */
export interface DetectionConfig {
  entities?: EntityName[];
  confidence_threshold?: number;
  custom_patterns?: boolean;
  storage_overrides?: Record<string, number>;
}

export interface SanitizeRequest {
  text: string;
  mode?: 'sanitize' | 'redact';
  /** Continue this session: same value, same placeholder. */
  session_id?: string;
  config?: DetectionConfig;
}

export interface EntityStructure {
  region_type: string;
  label: string | null;
  line: number;
}

/** One detection; `start`/`end` are UTF-16 offsets in the text sent (as JavaScript's `slice` counts). */
export interface Entity {
  placeholder?: string;
  type: string;
  confidence: number;
  start: number;
  end: number;
  structure: EntityStructure | null;
}

export interface ResultMetadata {
  format_type: string;
  disambiguation_applied: boolean;
  [key: string]: unknown;
}

export interface SanitizeResponse {
  sanitized: string;
  session_id: string | null;
  redacted: boolean;
  entities_found: number;
  entities: Entity[];
  metadata: ResultMetadata;
  processing_ms: number;
}

export type DetectRequest = Omit<SanitizeRequest, 'session_id'>;

export interface DetectResponse {
  entities: Entity[];
  entities_found: number;
  metadata: ResultMetadata;
  processing_ms: number;
}

export interface RehydrateRequest {
  text: string;
  session_id: string;
}

export interface RehydrateResponse {
  text: string;
  entities_restored: number;
  unknown_placeholders: string[];
  processing_ms: number;
}

export interface Correction {
  feedback_type: 'misclassification' | 'wrong_type' | 'missed_entity' | 'false_positive';
  placeholder?: string;
  span_text?: string;
  correct_type?: string;
}

export type FeedbackRequest =
  | { session_id: string; corrections: Correction[] }
  | { session_id: string; feedback_type: Correction['feedback_type']; text_snippet: string; expected_type?: string };

export interface FeedbackResponse {
  accepted: number;
  correction_ids: string[];
  contradictions_detected: number;
  message: string;
  status: 'recorded';
}

export interface CreatePatternRequest {
  name: string;
  pattern: string;
  description?: string;
  examples?: string[];
}

export interface PatternConflict {
  has_conflict: boolean;
  conflicting_spans: number;
  conflicting_type: string;
  resolution_required: boolean;
  resolution_options: { option: string; description: string }[];
  insight_id: string;
}

export interface PatternResponse {
  pattern_id: string;
  name: string;
  status: string;
  analysis: Record<string, unknown> | null;
  conflict: PatternConflict | null;
}

export interface PatternListResponse {
  patterns: (PatternResponse & Record<string, unknown>)[];
}

export interface DeletePatternResponse {
  pattern_id: string;
  deleted: boolean;
}

export interface Insight {
  id: string;
  type: string;
  title: string;
  description: string;
  status: 'pending' | 'approved' | 'rejected' | 'refined';
  data: Record<string, unknown>;
  created_at: string;
}

export interface InsightsResponse {
  pending_conflicts: Insight[];
  proposed_improvements: unknown[];
  discovered_patterns: unknown[];
  knowledge_depth: Record<string, unknown>;
}

export type ResolveInsightRequest =
  | { resolution: 'approve' }
  | { resolution: 'refine'; modifications: { context_condition?: { keywords: string[]; distance: number }; correct_type?: string; pattern?: string } }
  | { resolution: 'reject'; reason: string };

export interface ResolveInsightResponse {
  status: 'approved' | 'refined' | 'rejected';
  golden_set_entries_created: number;
}

export interface HealthResponse {
  status: string;
  version: string;
}

/** An OpenAI Chat Completions request body; passed through as is. */
export interface ChatCompletionRequest {
  model: string;
  messages: unknown[];
  stream?: boolean;
  [key: string]: unknown;
}

export interface ChatOptions {
  /** Continue this conversation's session (`X-Session-Id`). */
  sessionId?: string;
  /** The caller's own model key, sent upstream untouched, e.g. `Bearer sk-…`. */
  upstreamAuthorization?: string;
}

export interface ChatCompletionResult<T = Record<string, unknown>> {
  /** The model's answer, with the originals restored. */
  completion: T;
  /** The conversation's session, to send back on the next turn. */
  sessionId: string;
}

export interface ChatCompletionStream<T = Record<string, unknown>> {
  sessionId: string;
  /** Each server-sent event's JSON, in order; ends at `[DONE]`. */
  chunks: AsyncIterable<T>;
}
