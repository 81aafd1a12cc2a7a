import { DETECTION_ERRORS, DetectionBodySchema, readDetectionRequest } from '../detection/detection-request.js';
import { Type } from '@sinclair/typebox';
import { acceptPlainTextBody } from '../detection/plain-text-body.js';
import { EntitySchema, publicEntity, ResultMetadataSchema, resultMetadata } from '../detection/entity-response.js';
import { callerOf } from '../http/auth.js';
import { authenticatedResponses } from '../http/response-schemas.js';
import { elapsedMs, type App, type Services } from './services.js';

const DetectResponse = Type.Object({
  entities: Type.Array(EntitySchema),
  entities_found: Type.Integer(),
  metadata: ResultMetadataSchema,
  processing_ms: Type.Number(),
});

/** POST /v1/detect: the sanitize body, entities only: no placeholders, no session, never counted daily. */
export async function detectRoutes(app: App, { services }: { services: Services }) {
  acceptPlainTextBody(app);
  app.post('/v1/detect', { config: { plainTextBody: true }, schema: { summary: 'Find the entities in a text, without placeholders or a session', body: DetectionBodySchema, response: authenticatedResponses({ 200: DetectResponse }, DETECTION_ERRORS) } }, async (request) => {
    const started = performance.now();
    const req = readDetectionRequest(request.body);
    const orgId = callerOf(request).organization.id;
    const result = await services.detector.analyze(req.text, await services.learning.detectOptions(orgId, req));
    services.learning.observe(orgId, result);
    return {
      entities: result.entities.map(publicEntity),
      entities_found: result.entities.length,
      metadata: resultMetadata(result, req.textBytes),
      processing_ms: elapsedMs(started),
    };
  });
}
