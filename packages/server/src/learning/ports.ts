/**
 * Learning-loop records and the storage ports that keep them. Values, contexts
 * and examples are plain here; the SQL stores seal them (AES-256-GCM) and look
 * them up by keyed hash, so none is at rest in plain text.
 */
import type { CompiledRule, ContextCondition, Precedence } from '@sanitizer/core';

/** `wrong_type` is stored as `misclassification` (its alias). */
export type FeedbackType = 'misclassification' | 'missed_entity' | 'false_positive';

/** Words around a corrected span, with other entities still as placeholders. */
export interface SpanContext {
  before: string;
  after: string;
}

export interface NewCorrection {
  orgId: string;
  sessionId: string;
  feedbackType: FeedbackType;
  /** Type the engine gave (null for a missed entity). */
  originalType: string | null;
  /** Type the caller says is right (null: not sensitive, a false positive). */
  correctedType: string | null;
  value: string;
  context: SpanContext;
}

export interface Correction extends NewCorrection {
  id: string;
  /** `XX-999999`, `Xxxxxx`: the value's format without the value. */
  shape: string;
  createdAt: Date;
}

export type InsightType = 'contradiction_cluster' | 'pattern_overlap' | 'context_condition' | 'discovered_pattern' | 'rule_proposal';
export type InsightStatus = 'pending' | 'approved' | 'refined' | 'rejected';

export interface Insight {
  id: string;
  orgId: string;
  type: InsightType;
  status: InsightStatus;
  /** What the insight is about (a value hash, a pattern id, a format key): one pending insight per subject. */
  subject: string;
  title: string;
  description: string;
  data: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
}

export type NewInsight = Pick<Insight, 'orgId' | 'type' | 'subject' | 'title' | 'description' | 'data'>;

export interface PatternAnalysis {
  overlaps_with: string[];
  overlap_count: number;
  contradiction_risk: 'none' | 'low' | 'medium' | 'high';
  golden_set_coverage: number;
  suggested_improvements: Suggestion[];
}

export interface Suggestion {
  kind: 'add_word_boundaries' | 'narrow_pattern' | 'add_context_words' | 'too_broad';
  message: string;
  proposed_pattern: string | null;
  keywords?: string[];
}

export interface PatternRecord {
  id: string;
  orgId: string;
  name: string;
  pattern: string;
  description: string;
  examples: string[];
  analysis: PatternAnalysis;
  precedence: Precedence;
  context: ContextCondition | null;
  insightId: string | null;
  createdAt: Date;
}

export interface GoldenEntry {
  id: string;
  orgId: string;
  insightId: string;
  value: string;
  /** null: validated as not sensitive. */
  expectedType: string | null;
  context: SpanContext;
  createdAt: Date;
}

export type NewGoldenEntry = Omit<GoldenEntry, 'id' | 'createdAt'>;

export interface StoredRule extends CompiledRule {
  orgId: string;
  insightId: string;
  createdAt: Date;
}

export type NewRule = Omit<StoredRule, 'id' | 'createdAt'>;

/** Per-organization, per-type detection aggregates: counts and sums only, never text. */
export interface TypeStats {
  type: string;
  detections: number;
  confidenceSum: number;
  ruleHits: number;
  suppressed: number;
}

export interface PatternStore {
  create(input: Omit<PatternRecord, 'id' | 'createdAt'>): Promise<PatternRecord>;
  list(orgId: string): Promise<PatternRecord[]>;
  get(orgId: string, id: string): Promise<PatternRecord | null>;
  update(orgId: string, id: string, changes: Partial<Pick<PatternRecord, 'pattern' | 'precedence' | 'context' | 'insightId' | 'analysis'>>): Promise<void>;
  delete(orgId: string, id: string): Promise<boolean>;
}

export interface CorrectionStore {
  add(input: NewCorrection): Promise<Correction>;
  /** Earlier corrections of the same value (any case and spacing), oldest first. */
  forValue(orgId: string, value: string): Promise<Correction[]>;
  /** Recent missed-entity corrections, newest first. */
  missed(orgId: string, limit: number): Promise<Correction[]>;
  count(orgId: string): Promise<number>;
}

export interface InsightStore {
  create(input: NewInsight): Promise<Insight>;
  pending(orgId: string, type: InsightType, subject: string): Promise<Insight | null>;
  get(orgId: string, id: string): Promise<Insight | null>;
  list(orgId: string, status?: InsightStatus): Promise<Insight[]>;
  save(insight: Insight): Promise<void>;
  /** Insights per type and status, for knowledge depth. */
  counts(orgId: string): Promise<{ type: InsightType; status: InsightStatus; count: number }[]>;
}

export interface SignalStore {
  /** Records that a proposal was rejected, so it is not raised again. */
  add(orgId: string, type: InsightType, subject: string, insightId: string): Promise<void>;
  has(orgId: string, type: InsightType, subject: string): Promise<boolean>;
}

export interface GoldenSetStore {
  add(entries: readonly NewGoldenEntry[]): Promise<number>;
  /** Newest first. */
  list(orgId: string, limit: number): Promise<GoldenEntry[]>;
  count(orgId: string): Promise<number>;
}

export interface RuleStore {
  add(rules: readonly NewRule[]): Promise<StoredRule[]>;
  /** Active rules, oldest first. */
  list(orgId: string): Promise<StoredRule[]>;
  /** Removes rules a newer resolution supersedes. */
  remove(orgId: string, ids: readonly string[]): Promise<void>;
}

export interface StatsStore {
  add(orgId: string, deltas: readonly TypeStats[]): Promise<void>;
  get(orgId: string): Promise<TypeStats[]>;
}

/** One UTC day of an organization's detection traffic: counts only, never text. */
export interface DailyUsage {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** Detection requests (sanitize, detect, chat proxy). */
  requests: number;
  /** Entities found, per type. */
  entities: Record<string, number>;
}

export interface UsageStore {
  /** Adds the counts to what each day already holds. */
  add(orgId: string, usage: readonly DailyUsage[]): Promise<void>;
  /** Days from `fromDay` to `toDay` inclusive that had traffic, oldest first. */
  list(orgId: string, fromDay: string, toDay: string): Promise<DailyUsage[]>;
  /** Deletes every organization's days before `beforeDay`; returns how many rows. */
  sweep(beforeDay: string): Promise<number>;
}

/** The sanitized text of a live session, so feedback can read the words around a span. */
export interface SessionTextStore {
  put(input: { sessionId: string; orgId: string; expiresAt: Date; text: string }): Promise<void>;
  /** Adds a continued turn's text and moves every text of the session to the new expiry. */
  append(input: { sessionId: string; orgId: string; expiresAt: Date; text: string }): Promise<void>;
  /** The session's texts, turns in order, separated by blank lines; null when none is live. */
  get(orgId: string, sessionId: string): Promise<string | null>;
  /** Deletes texts past their session's expiry; returns how many. */
  sweep(): Promise<number>;
}

export interface LearningStores {
  patterns: PatternStore;
  corrections: CorrectionStore;
  insights: InsightStore;
  signals: SignalStore;
  golden: GoldenSetStore;
  rules: RuleStore;
  stats: StatsStore;
  usage: UsageStore;
  sessionTexts: SessionTextStore;
}

/** The learning stores, plus an all-or-nothing scope over them (one database transaction). */
export interface LearningStore extends LearningStores {
  transaction<T>(fn: (stores: LearningStores) => Promise<T>): Promise<T>;
}
