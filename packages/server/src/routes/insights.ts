import { Type } from '@sinclair/typebox';
import { callerOf } from '../http/auth.js';
import { ApiError } from '../http/errors.js';
import { authenticatedResponses } from '../http/response-schemas.js';
import { insightLists } from '../learning/insight-view.js';
import { knowledgeDepth } from '../learning/knowledge-depth.js';
import { resolveInsight, RESOLVE_SUGGESTION, type Resolution } from '../learning/resolve.js';
import type { App, Services } from './services.js';
import { refuseNul } from '../learning/plain-text.js';

const ContextCondition = Type.Object(
  {
    keywords: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 20 }),
    distance: Type.Integer({ minimum: 1, maximum: 50 }),
  },
  { additionalProperties: false },
);

const ResolveBody = Type.Object(
  {
    resolution: Type.Unsafe<'approve' | 'refine' | 'reject'>({ type: 'string', enum: ['approve', 'refine', 'reject'] }),
    modifications: Type.Optional(
      Type.Object(
        {
          context_condition: Type.Optional(ContextCondition),
          correct_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          pattern: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
        },
        { additionalProperties: false },
      ),
    ),
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

const InsightParams = Type.Object({ id: Type.String({ maxLength: 200 }) });

const InsightSchema = Type.Object({
  id: Type.String(),
  type: Type.String({ description: 'contradiction_cluster, pattern_overlap, context_condition, discovered_pattern or rule_proposal.' }),
  title: Type.String(),
  description: Type.String(),
  status: Type.String(),
  data: Type.Object({}, { additionalProperties: true, description: 'What the insight is about; its fields depend on the type.' }),
  created_at: Type.String({ format: 'date-time' }),
});

const EntityConfidence = Type.Union([Type.Object({ type: Type.String(), confidence: Type.Number() }), Type.Null()]);

const KnowledgeDepth = Type.Object(
  {
    ckd_score: Type.Number(),
    maturity: Type.String({ description: 'nascent, developing, established or expert.' }),
    strongest_entity: EntityConfidence,
    weakest_entity: EntityConfidence,
    contradictions_pending: Type.Integer(),
    contradictions_resolved: Type.Integer(),
    golden_set_size: Type.Integer(),
    compiled_rules: Type.Integer(),
    on_demand_hit_rate: Type.Number(),
    entity_confidence: Type.Array(Type.Object({ type: Type.String(), confidence: Type.Number(), detections: Type.Integer() }), {
      description: 'Mean confidence and detections of every type detected so far, strongest first (the console charts it).',
    }),
  },
  { additionalProperties: true },
);

const InsightsResponse = Type.Object({
  pending_conflicts: Type.Array(InsightSchema),
  proposed_improvements: Type.Array(InsightSchema),
  discovered_patterns: Type.Array(InsightSchema),
  knowledge_depth: KnowledgeDepth,
});

const ResolveResponse = Type.Object({
  status: Type.String({ description: 'approved, refined or rejected.' }),
  golden_set_entries_created: Type.Integer(),
  compiled_rules_created: Type.Integer(),
});

const RESOLVE_ERRORS = ['invalid_request', 'insight_not_found', 'insight_already_resolved', 'golden_set_conflict', 'unsupported_media_type'] as const;

/** GET /v1/insights and POST /v1/insights/{id}/resolve. */
export async function insightRoutes(app: App, { services }: { services: Services }) {
  app.get('/v1/insights', { schema: { summary: 'Pending insights and the organization’s knowledge depth', response: authenticatedResponses({ 200: InsightsResponse }, []) } }, async (request) => {
    const orgId = callerOf(request).organization.id;
    const [pending, knowledge_depth] = await Promise.all([services.learning.store.insights.list(orgId, 'pending'), knowledgeDepth(services.learning, orgId)]);
    return { ...insightLists(pending), knowledge_depth };
  });

  app.post('/v1/insights/:id/resolve', { schema: { summary: 'Approve, refine or reject an insight', params: InsightParams, body: ResolveBody, response: authenticatedResponses({ 200: ResolveResponse }, [...RESOLVE_ERRORS]) } }, async (request) => {
    const resolution = readResolution(request.body);
    return resolveInsight(services.learning, callerOf(request).organization.id, request.params.id, resolution);
  });
}

function readResolution(body: { resolution: 'approve' | 'refine' | 'reject'; modifications?: object; reason?: string }): Resolution {
  refuseNul({ modifications: body.modifications, reason: body.reason });
  if (body.resolution === 'refine') {
    const mods = body.modifications;
    if (!mods || Object.keys(mods).length === 0) throw invalid('`modifications` is required for refine: e.g. {"context_condition": {"keywords": ["visited"], "distance": 3}}.');
    return { resolution: 'refine', modifications: mods };
  }
  if (body.resolution === 'reject') {
    if (!body.reason || body.reason.trim() === '') throw invalid('`reason` is required for reject: say why the proposal is wrong.');
    return { resolution: 'reject', reason: body.reason };
  }
  return { resolution: 'approve' };
}

function invalid(message: string): ApiError {
  return new ApiError('invalid_request', { message, suggestion: RESOLVE_SUGGESTION });
}
