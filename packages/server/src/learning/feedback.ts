import { ApiError } from '../http/errors.js';
import type { SessionStore } from '../storage/ports.js';
import { knownType, typeList } from './entity-types.js';
import { FEEDBACK_SUGGESTION, invalidAt, type CorrectionRequest, type FeedbackRequest } from './feedback-body.js';
import type { Learning } from './learning.js';
import type { Knowledge } from './org-knowledge.js';
import type { NewCorrection } from './ports.js';
import { recordCorrections, type RecordResult } from './record-corrections.js';
import { contextAround } from './span-context.js';

/**
 * POST /v1/feedback after validation: matches each correction to the session
 * (all or none), records them, and lets contradictions and proposals follow.
 */
export async function submitFeedback(
  learning: Learning,
  sessions: SessionStore,
  orgId: string,
  request: FeedbackRequest,
): Promise<RecordResult> {
  const found = await sessions.get(orgId, request.sessionId);
  if (found.status !== 'active') {
    throw new ApiError('session_not_found', {
      message: found.status === 'expired' ? 'This session has expired; feedback is accepted for 24 hours after sanitizing.' : undefined,
    });
  }
  await learning.settled();
  const sanitized = await learning.store.sessionTexts.get(orgId, request.sessionId);
  const knowledge = await learning.knowledge.get(orgId);
  const problems: string[] = [];
  const corrections: NewCorrection[] = [];
  for (const item of request.corrections) {
    const resolved = resolveCorrection(item, found.session.mapping, knowledge);
    if (typeof resolved === 'string') problems.push(request.format === 'batch' ? `[${item.index}] ${resolved}` : resolved);
    else {
      const { needle, ...correction } = resolved;
      corrections.push({ orgId, sessionId: request.sessionId, ...correction, context: contextAround(sanitized, needle) });
    }
  }
  if (problems.length) {
    if (request.format === 'legacy') throw new ApiError('invalid_request', { message: problems[0], suggestion: FEEDBACK_SUGGESTION });
    throw invalidAt(problems);
  }
  return recordCorrections(learning, orgId, corrections);
}

type Resolved = Omit<NewCorrection, 'orgId' | 'sessionId' | 'context'> & { needle: string };

/** The correction's value and types, or why it cannot be applied to this session. */
function resolveCorrection(item: CorrectionRequest, mapping: Readonly<Record<string, string>>, knowledge: Knowledge): Resolved | string {
  const correctType = 'correctType' in item && item.correctType !== null ? knownType(item.correctType, knowledge) : null;
  if ('correctType' in item && item.correctType !== null && !correctType) {
    return `correct_type \`${item.correctType.slice(0, 64)}\` is not a known type; use one of ${typeList(knowledge)}.`;
  }
  if (item.feedbackType === 'missed_entity' && 'spanText' in item) {
    if (PLACEHOLDER_LIKE.test(item.spanText.trim())) return 'span_text is a placeholder; use misclassification or false_positive for detected entities.';
    return { feedbackType: 'missed_entity', originalType: null, correctedType: correctType, value: item.spanText.trim(), needle: item.spanText.trim() };
  }
  const placeholder = 'placeholder' in item ? item.placeholder.trim() : placeholderFor(item.snippet, mapping);
  const value = placeholder === null ? undefined : mapping[placeholder];
  if (placeholder === null || value === undefined) {
    return 'placeholder' in item
      ? `placeholder ${item.placeholder.slice(0, 64)} is not in this session (or its original was never stored, storage tier 1).`
      : 'text_snippet matches no entity of this session; send the original text of a detected entity or its placeholder.';
  }
  const originalType = typeInPlaceholder(placeholder);
  if (item.feedbackType === 'false_positive') return { feedbackType: 'false_positive', originalType, correctedType: null, value, needle: placeholder };
  if (correctType === originalType) return `${placeholder} was already detected as ${originalType}; nothing to correct.`;
  return { feedbackType: 'misclassification', originalType, correctedType: correctType, value, needle: placeholder };
}

const PLACEHOLDER_LIKE = /^\[[A-Z][A-Z0-9_]*_\d+\]$/;

/** Legacy format: the snippet is a placeholder, or the original text of one. */
function placeholderFor(snippet: string, mapping: Readonly<Record<string, string>>): string | null {
  const s = snippet.trim();
  if (s in mapping) return s;
  const entries = Object.entries(mapping);
  const exact = entries.find(([, v]) => v === s) ?? entries.find(([, v]) => v.trim().toLowerCase() === s.toLowerCase());
  return exact ? exact[0] : null;
}

/** `[EMAIL_ADDRESS_2]` → `EMAIL_ADDRESS`: the session keeps no types, but every placeholder names one. */
function typeInPlaceholder(placeholder: string): string {
  return /^\[([A-Z][A-Z0-9_]*)_\d+\]$/.exec(placeholder)?.[1] ?? placeholder;
}
