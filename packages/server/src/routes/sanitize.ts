import { Type, type Static } from '@sinclair/typebox';
import { applyPlaceholders, type AnalysisResult, type AnalyzedEntity, type PlaceholderResult } from '@sanitizer/core';
import { takeDailySanitization } from '../accounts/daily-limit.js';
import { DETECTION_ERRORS, DetectionBodySchema, readDetectionRequest, type DetectionRequest } from '../detection/detection-request.js';
import { acceptPlainTextBody } from '../detection/plain-text-body.js';
import { EntitySchema, publicEntity, ResultMetadataSchema, resultMetadata } from '../detection/entity-response.js';
import { callerOf } from '../http/auth.js';
import { ApiError } from '../http/errors.js';
import { authenticatedResponses } from '../http/response-schemas.js';
import { planTurn, withoutNeverStored } from '../sessions/plan-turn.js';
import { continueSession } from '../sessions/continue-session.js';
import { elapsedMs, type App, type Services } from './services.js';

const SanitizeBodySchema = Type.Object(
  {
    ...DetectionBodySchema.properties,
    session_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Continue this session: held values keep their placeholders, new ones take the next numbers.' }),
    ),
  },
  { additionalProperties: false },
);

const SanitizeResponse = Type.Object({
  sanitized: Type.String({ description: 'The text with each entity replaced by its placeholder.' }),
  session_id: Type.Union([Type.String(), Type.Null()], { description: 'null in redact mode, which keeps no session.' }),
  redacted: Type.Boolean(),
  entities_found: Type.Integer(),
  entities: Type.Array(Type.Object({ placeholder: Type.String(), ...EntitySchema.properties })),
  metadata: ResultMetadataSchema,
  processing_ms: Type.Number(),
});

const SANITIZE_ERRORS = [...DETECTION_ERRORS, 'session_not_found', 'session_expired', 'extension_daily_limit'] as const;

type SanitizeBody = Static<typeof SanitizeBodySchema>;

/** POST /v1/sanitize: detect, replace with placeholders, keep the mapping (unless redact), optionally in an existing session. */
export async function sanitizeRoutes(app: App, { services }: { services: Services }) {
  acceptPlainTextBody(app);
  app.post('/v1/sanitize', { config: { plainTextBody: true }, schema: { summary: 'Replace personal data with placeholders, keeping the mapping in a session', body: SanitizeBodySchema, response: authenticatedResponses({ 200: SanitizeResponse }, [...SANITIZE_ERRORS]) } }, async (request, reply) => {
    const started = performance.now();
    const caller = callerOf(request);
    const req = readDetectionRequest(request.body);
    const redact = request.body.mode === 'redact';
    if (redact && request.body.session_id !== undefined) {
      throw new ApiError('invalid_request', {
        message: 'session_id cannot be combined with mode "redact": redaction keeps no session.',
        suggestion: 'Drop session_id to redact, or drop mode "redact" to continue the session.',
      });
    }
    const giveBack = await takeDailySanitization(services.dailyCounter, caller, reply);
    try {
      const result = await services.detector.analyze(req.text, await services.learning.detectOptions(caller.organization.id, req));
      const turn = await storeTurn(services, caller.organization.id, req, result, redact ? 'redact' : request.body.session_id);
      return respond(turn, redact, result, req, started);
    } catch (error) {
      await giveBack?.();
      throw error;
    }
  });
}

interface Turn {
  planned: PlaceholderResult<AnalyzedEntity>;
  sessionId: string | null;
}

/** Redact stores nothing; otherwise a new session, or a turn added to the named one. */
async function storeTurn(
  services: Services,
  orgId: string,
  req: DetectionRequest,
  result: AnalysisResult,
  session: SanitizeBody['session_id'] | 'redact',
): Promise<Turn> {
  if (session === 'redact') {
    services.learning.observe(orgId, result);
    return { planned: applyPlaceholders(req.text, result.entities), sessionId: null };
  }
  if (session === undefined) {
    const planned = applyPlaceholders(req.text, result.entities);
    const created = await services.storage.sessions.create({
      orgId,
      mapping: withoutNeverStored(planned, req.neverStore),
      entityCount: planned.entities.length,
      ttlSeconds: services.config.sessionTtlSeconds,
    });
    services.learning.observe(orgId, result, { id: created.id, expiresAt: created.expiresAt, sanitized: planned.sanitized });
    return { planned, sessionId: created.id };
  }
  const continued = await continueSession(services, orgId, session, (previous) => {
    const planned = planTurn(req.text, result.entities, previous, { neverStore: req.neverStore, entities: req.analyze.entities });
    return { mapping: planned.mapping, added: planned.entities.length, result: planned };
  });
  services.learning.observe(orgId, result, { id: session, expiresAt: continued.expiresAt, sanitized: continued.result.sanitized, continued: true });
  return { planned: continued.result, sessionId: session };
}

function respond({ planned, sessionId }: Turn, redact: boolean, result: AnalysisResult, req: DetectionRequest, started: number) {
  return {
    sanitized: planned.sanitized,
    session_id: sessionId,
    redacted: redact,
    entities_found: planned.entities.length,
    entities: planned.entities.map((e) => ({ placeholder: e.placeholder, ...publicEntity(e) })),
    metadata: resultMetadata(result, req.textBytes, planned.entities),
    processing_ms: elapsedMs(started),
  };
}
