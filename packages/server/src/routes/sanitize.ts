import { applyPlaceholders } from '@sanitizer/core';
import { takeDailySanitization } from '../accounts/daily-limit.js';
import { DetectionBodySchema, readDetectionRequest, type DetectionRequest } from '../detection/detection-request.js';
import { publicEntity, resultMetadata } from '../detection/entity-response.js';
import { callerOf } from '../http/auth.js';
import { elapsedMs, type App, type Services } from './services.js';

/** POST /v1/sanitize: detect, replace with placeholders, keep the mapping (unless redact). */
export async function sanitizeRoutes(app: App, { services }: { services: Services }) {
  app.post('/v1/sanitize', { schema: { body: DetectionBodySchema }, config: { auth: true } }, async (request, reply) => {
    const started = performance.now();
    const caller = callerOf(request);
    const req = readDetectionRequest(request.body);
    const redact = request.body.mode === 'redact';
    const giveBack = await takeDailySanitization(services.dailyCounter, caller, reply);
    try {
      return await sanitize(services, caller.organization.id, req, redact, started);
    } catch (error) {
      await giveBack?.();
      throw error;
    }
  });
}

async function sanitize(services: Services, orgId: string, req: DetectionRequest, redact: boolean, started: number) {
  const result = await services.detector.analyze(req.text, await services.learning.detectOptions(orgId, req));
  const planned = applyPlaceholders(req.text, result.entities);
  let sessionId: string | null = null;
  if (!redact) {
    const mapping = storableMapping(planned.mapping, planned.entities, req.neverStore);
    const session = await services.storage.sessions.create({
      orgId,
      mapping,
      entityCount: planned.entities.length,
      ttlSeconds: services.config.sessionTtlSeconds,
    });
    sessionId = session.id;
    services.learning.observe(orgId, result, { id: session.id, expiresAt: session.expiresAt, sanitized: planned.sanitized });
  } else {
    services.learning.observe(orgId, result);
  }
  return {
    sanitized: planned.sanitized,
    session_id: sessionId,
    redacted: redact,
    entities_found: planned.entities.length,
    entities: planned.entities.map((e) => ({ placeholder: e.placeholder, ...publicEntity(e) })),
    metadata: resultMetadata(result, req.textBytes),
    processing_ms: elapsedMs(started),
  };
}

/** Drops the originals of storage-tier-1 types: their placeholders are never restored. */
function storableMapping(
  mapping: Record<string, string>,
  entities: readonly { placeholder: string; type: string }[],
  neverStore: ReadonlySet<string>,
): Record<string, string> {
  if (neverStore.size === 0) return mapping;
  const dropped = new Set(entities.filter((e) => neverStore.has(e.type)).map((e) => e.placeholder));
  return Object.fromEntries(Object.entries(mapping).filter(([placeholder]) => !dropped.has(placeholder)));
}
