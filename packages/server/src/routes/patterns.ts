import { Type } from '@sinclair/typebox';
import { MAX_PATTERN_LENGTH } from '@sanitizer/core';
import { callerOf } from '../http/auth.js';
import { authenticatedResponses } from '../http/response-schemas.js';
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

/** The stored analysis; open, since stored rows may carry fields added later. */
const PatternAnalysisSchema = Type.Object(
  {
    overlaps_with: Type.Array(Type.String()),
    overlap_count: Type.Integer(),
    contradiction_risk: Type.String({ description: 'none, low, medium or high.' }),
    golden_set_coverage: Type.Number(),
    suggested_improvements: Type.Array(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);

const PatternConflict = Type.Object(
  {
    has_conflict: Type.Boolean(),
    conflicting_spans: Type.Integer(),
    conflicting_type: Type.String(),
    resolution_required: Type.Boolean(),
    resolution_options: Type.Array(Type.Object({ option: Type.String(), description: Type.String() })),
    insight_id: Type.String(),
  },
  { additionalProperties: true },
);

const CreatePatternResponse = Type.Object({
  pattern_id: Type.String(),
  name: Type.String(),
  status: Type.Literal('active'),
  analysis: PatternAnalysisSchema,
  conflict: Type.Union([PatternConflict, Type.Null()], { description: 'Set when the pattern overlaps existing detections; resolve it through GET /v1/insights.' }),
});

const PatternListResponse = Type.Object({
  patterns: Type.Array(
    Type.Object({
      pattern_id: Type.String(),
      name: Type.String(),
      pattern: Type.String(),
      description: Type.String(),
      examples: Type.Array(Type.String()),
      status: Type.Literal('active'),
      created_at: Type.String({ format: 'date-time' }),
      analysis: PatternAnalysisSchema,
    }),
  ),
});

const DeletePatternResponse = Type.Object({ pattern_id: Type.String(), deleted: Type.Literal(true) });

/** POST/GET /v1/patterns and DELETE /v1/patterns/{pattern_id}: the organization's custom patterns. */
export async function patternRoutes(app: App, { services }: { services: Services }) {
  app.post('/v1/patterns', { schema: { summary: 'Add a custom pattern, with its overlap analysis', body: CreatePatternBody, response: authenticatedResponses({ 200: CreatePatternResponse }, ['invalid_request', 'invalid_pattern', 'unsupported_media_type']) } }, async (request) =>
    createPattern(services.learning, callerOf(request).organization.id, request.body),
  );

  app.get('/v1/patterns', { schema: { summary: 'List the organization’s custom patterns', response: authenticatedResponses({ 200: PatternListResponse }, []) } }, async (request) => {
    const patterns = await services.learning.store.patterns.list(callerOf(request).organization.id);
    return { patterns: patterns.map(publicPattern) };
  });

  app.delete('/v1/patterns/:pattern_id', { schema: { summary: 'Delete a custom pattern', params: PatternParams, response: authenticatedResponses({ 200: DeletePatternResponse }, ['invalid_request', 'pattern_not_found']) } }, async (request) => {
    await deletePattern(services.learning, callerOf(request).organization.id, request.params.pattern_id);
    return { pattern_id: request.params.pattern_id, deleted: true };
  });
}
