import { Type } from '@sinclair/typebox';
import { rehydrate } from '@sanitizer/core';
import { callerOf } from '../http/auth.js';
import { ApiError } from '../http/errors.js';
import { authenticatedResponses } from '../http/response-schemas.js';
import { elapsedMs, type App, type Services } from './services.js';

const RehydrateBody = Type.Object(
  {
    text: Type.String(),
    session_id: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

const RehydrateResponse = Type.Object({
  text: Type.String({ description: 'The text with the session’s originals restored.' }),
  entities_restored: Type.Integer(),
  unknown_placeholders: Type.Array(Type.String(), { description: 'Placeholders the session does not hold, left as they were.' }),
  processing_ms: Type.Number(),
});

/**
 * POST /v1/rehydrate: put the session's originals back into a text with placeholders,
 * also where a model respelled them; `unknown_placeholders` lists the ones the session does not hold.
 */
export async function rehydrateRoutes(app: App, { services }: { services: Services }) {
  app.post('/v1/rehydrate', { schema: { summary: 'Restore a session’s originals into a text with placeholders', body: RehydrateBody, response: authenticatedResponses({ 200: RehydrateResponse }, ['invalid_request', 'session_not_found', 'session_expired', 'unsupported_media_type']) } }, async (request) => {
    const started = performance.now();
    const caller = callerOf(request);
    const found = await services.storage.sessions.get(caller.organization.id, request.body.session_id);
    if (found.status === 'not_found') throw new ApiError('session_not_found');
    if (found.status === 'expired') throw new ApiError('session_expired');
    const restored = rehydrate(request.body.text, found.session.mapping);
    return { text: restored.text, entities_restored: restored.restored, unknown_placeholders: restored.unknown, processing_ms: elapsedMs(started) };
  });
}
