import { ApiError } from '../http/errors.js';
import type { FeedbackType } from './ports.js';

/** Spec limit: corrections per batch request. */
export const MAX_CORRECTIONS = 50;
const MAX_SPAN = 200;
const FEEDBACK_TYPES: Readonly<Record<string, FeedbackType>> = {
  misclassification: 'misclassification',
  wrong_type: 'misclassification',
  missed_entity: 'missed_entity',
  false_positive: 'false_positive',
};

/** One correction as asked, before it is matched against the session. */
export type CorrectionRequest =
  | { index: number; feedbackType: 'misclassification'; placeholder: string; correctType: string }
  | { index: number; feedbackType: 'false_positive'; placeholder: string }
  | { index: number; feedbackType: 'missed_entity'; spanText: string; correctType: string }
  /** Legacy: the span is named by its text (or its placeholder), not only by placeholder. */
  | { index: number; feedbackType: 'misclassification' | 'false_positive'; snippet: string; correctType: string | null };

export interface FeedbackRequest {
  sessionId: string;
  format: 'batch' | 'legacy';
  corrections: CorrectionRequest[];
}

type Json = Record<string, unknown>;

/**
 * Tells the two formats apart (DESIGN.md): a `corrections` array is batch, a
 * top-level `feedback_type` is legacy, anything else is `invalid_request`.
 * Every problem names its field, and for batch items their index.
 */
export function readFeedbackBody(body: unknown): FeedbackRequest {
  if (!isObject(body)) throw invalid('The body must be a JSON object.');
  const sessionId = body['session_id'];
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 200) {
    throw invalid('`session_id` is required: the session_id returned by POST /v1/sanitize.');
  }
  if ('corrections' in body) return { sessionId, format: 'batch', corrections: readBatch(body) };
  if ('feedback_type' in body) return { sessionId, format: 'legacy', corrections: [readLegacy(body)] };
  throw invalid('Send either `corrections` (an array, the batch format) or `feedback_type` with `text_snippet` (the single-correction format).');
}

function readBatch(body: Json): CorrectionRequest[] {
  onlyKeys(body, ['session_id', 'corrections'], 'the body');
  const list = body['corrections'];
  if (!Array.isArray(list) || list.length === 0) throw invalid('`corrections` must be a non-empty array of correction objects.');
  if (list.length > MAX_CORRECTIONS) {
    throw invalid(`\`corrections\` has ${list.length} items; the limit is ${MAX_CORRECTIONS} per request.`, `Split the corrections into requests of at most ${MAX_CORRECTIONS}.`);
  }
  const problems: string[] = [];
  const out: CorrectionRequest[] = [];
  list.forEach((item, index) => {
    try {
      out.push(readItem(item, index));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push(`[${index}] ${error.message}`);
    }
  });
  if (problems.length) throw invalidAt(problems);
  return out;
}

function readItem(item: unknown, index: number): CorrectionRequest {
  if (!isObject(item)) throw invalid('must be an object.');
  onlyKeys(item, ['feedback_type', 'placeholder', 'span_text', 'correct_type'], 'a correction');
  const feedbackType = feedbackTypeOf(item['feedback_type']);
  if (feedbackType === 'missed_entity') {
    return { index, feedbackType, spanText: text(item, 'span_text', 'missed_entity'), correctType: text(item, 'correct_type', 'missed_entity') };
  }
  const placeholder = text(item, 'placeholder', String(item['feedback_type']));
  if (feedbackType === 'false_positive') return { index, feedbackType, placeholder };
  return { index, feedbackType, placeholder, correctType: text(item, 'correct_type', String(item['feedback_type'])) };
}

function readLegacy(body: Json): CorrectionRequest {
  onlyKeys(body, ['session_id', 'feedback_type', 'text_snippet', 'expected_type'], 'the body');
  const feedbackType = feedbackTypeOf(body['feedback_type']);
  const snippet = text(body, 'text_snippet', 'this format');
  const expected = body['expected_type'];
  if (expected !== undefined && (typeof expected !== 'string' || expected.trim() === '')) throw invalid('`expected_type` must be a non-empty string.');
  const correctType = typeof expected === 'string' ? expected : null;
  if (feedbackType === 'missed_entity') {
    if (!correctType) throw invalid('`expected_type` is required for missed_entity: the type the span should have.');
    return { index: 0, feedbackType, spanText: snippet, correctType };
  }
  if (feedbackType === 'misclassification' && !correctType) throw invalid(`\`expected_type\` is required for ${String(body['feedback_type'])}: the type the entity should have.`);
  return { index: 0, feedbackType, snippet, correctType };
}

function feedbackTypeOf(value: unknown): FeedbackType {
  const type = typeof value === 'string' ? FEEDBACK_TYPES[value] : undefined;
  if (!type) throw invalid('`feedback_type` must be one of misclassification, wrong_type, missed_entity, false_positive.');
  return type;
}

function text(o: Json, key: string, requiredFor: string): string {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '') throw invalid(`\`${key}\` is required for ${requiredFor} and must be a non-empty string.`);
  if (v.length > MAX_SPAN) throw invalid(`\`${key}\` is longer than ${MAX_SPAN} characters.`);
  return v;
}

function onlyKeys(o: Json, allowed: readonly string[], what: string): void {
  const extra = Object.keys(o).find((k) => !allowed.includes(k));
  if (extra !== undefined) throw invalid(`Unknown field \`${extra.slice(0, 64)}\` in ${what}; allowed: ${allowed.join(', ')}.`);
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function invalid(message: string, suggestion?: string): ApiError {
  return new ApiError('invalid_request', { message, suggestion: suggestion ?? FEEDBACK_SUGGESTION });
}

/** The batch is atomic: one error lists every rejected correction by index. */
export function invalidAt(problems: readonly string[]): ApiError {
  return invalid(`Corrections rejected (nothing was recorded): ${problems.join('; ')}`);
}

export const FEEDBACK_SUGGESTION =
  'Batch: {"session_id", "corrections": [{"feedback_type": "misclassification", "placeholder": "[PERSON_1]", "correct_type": "LOCATION"}]}; ' +
  'missed_entity takes span_text and correct_type; false_positive takes placeholder. Legacy: {"session_id", "feedback_type", "text_snippet", "expected_type"}.';
