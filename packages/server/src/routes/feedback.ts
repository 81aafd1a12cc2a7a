import { Type } from '@sinclair/typebox';
import { callerOf } from '../http/auth.js';
import { authenticatedResponses } from '../http/response-schemas.js';
import { submitFeedback } from '../learning/feedback.js';
import { readFeedbackBody } from '../learning/feedback-body.js';
import type { App, Services } from './services.js';

/** Either format is an object; which one it is, and its fields, are checked in `readFeedbackBody` (DESIGN.md rules). */
const FeedbackBody = Type.Object({}, { additionalProperties: true });

const FeedbackResponse = Type.Object({
  accepted: Type.Integer(),
  correction_ids: Type.Array(Type.String()),
  contradictions_detected: Type.Integer(),
  message: Type.String(),
  status: Type.Literal('recorded'),
});

/** POST /v1/feedback: corrections (batch of ≤ 50, atomic, or one in the legacy format). */
export async function feedbackRoutes(app: App, { services }: { services: Services }) {
  app.post('/v1/feedback', { schema: { summary: 'Submit corrections to detections', body: FeedbackBody, response: authenticatedResponses({ 200: FeedbackResponse }, ['invalid_request', 'session_not_found', 'unsupported_media_type']) } }, async (request) => {
    const feedback = readFeedbackBody(request.body);
    const result = await submitFeedback(services.learning, services.storage.sessions, callerOf(request).organization.id, feedback);
    const n = result.correctionIds.length;
    return {
      accepted: n,
      correction_ids: result.correctionIds,
      contradictions_detected: result.contradictions,
      message: summary(n, result.contradictions),
      status: 'recorded' as const,
    };
  });
}

function summary(accepted: number, contradictions: number): string {
  const recorded = `Recorded ${accepted} correction${accepted === 1 ? '' : 's'}.`;
  if (contradictions === 0) return recorded;
  return `${recorded} ${contradictions} contradict${contradictions === 1 ? 's' : ''} earlier corrections; see GET /v1/insights to resolve.`;
}
