import { Type } from '@sinclair/typebox';
import { MAX_PATTERN_LENGTH } from '@sanitizer/core';
import { callerOf } from '../http/auth.js';
import { createPattern, deletePattern, MAX_EXAMPLES, publicPattern } from '../learning/patterns.js';
import type { App, Services } from './services.js';

const CreatePatternBody = Type.Object(
  {
    name: Type.String({ maxLength: 64 }),
    pattern: Type.String({ maxLength: MAX_PATTERN_LENGTH * 4 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    examples: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: MAX_EXAMPLES })),
  },
  { additionalProperties: false },
);

const PatternParams = Type.Object({ pattern_id: Type.String({ maxLength: 200 }) });

/** POST/GET /v1/patterns and DELETE /v1/patterns/{pattern_id}: the organization's custom patterns. */
export async function patternRoutes(app: App, { services }: { services: Services }) {
  app.post('/v1/patterns', { schema: { body: CreatePatternBody } }, async (request) =>
    createPattern(services.learning, callerOf(request).organization.id, request.body),
  );

  app.get('/v1/patterns', async (request) => {
    const patterns = await services.learning.store.patterns.list(callerOf(request).organization.id);
    return { patterns: patterns.map(publicPattern) };
  });

  app.delete('/v1/patterns/:pattern_id', { schema: { params: PatternParams } }, async (request) => {
    await deletePattern(services.learning, callerOf(request).organization.id, request.params.pattern_id);
    return { pattern_id: request.params.pattern_id, deleted: true };
  });
}
