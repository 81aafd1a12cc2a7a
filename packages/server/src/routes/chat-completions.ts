import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { takeDailySanitization } from '../accounts/daily-limit.js';
import { callerOf } from '../http/auth.js';
import { ApiError } from '../http/errors.js';
import { ErrorEnvelopeSchema, authenticatedResponses } from '../http/response-schemas.js';
import { planChat, detectChat, type DetectedChat, type PlannedChat } from '../proxy/sanitize-chat.js';
import { readAll, postChatCompletion, type UpstreamResponse } from '../proxy/upstream.js';
import { rehydrateCompletion } from '../proxy/rehydrate-completion.js';
import { restoredEventStream } from '../proxy/event-stream.js';
import { upstreamError } from '../proxy/upstream-error.js';
import { continueSession } from '../sessions/continue-session.js';
import type { App, Services } from './services.js';

/** OpenAI's request has many more fields; they pass through to the upstream untouched. */
const ChatRequestSchema = Type.Object(
  {
    messages: Type.Array(Type.Unknown(), { minItems: 1, maxItems: 10_000 }),
    stream: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

const ChatHeadersSchema = Type.Object({ 'x-session-id': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/** Open: the upstream's completion (JSON) or its server-sent events, relayed with the originals restored. */
const ChatResponse = Type.Unsafe<unknown>({
  description: 'The model’s answer with the originals restored: an OpenAI chat completion, or server-sent events with stream: true. X-Session-Id names the session.',
  content: {
    'application/json': { schema: {} },
    'text/event-stream': { schema: { type: 'string' } },
  },
});

/** Upstream failures keep the upstream's status (any 4xx or 5xx), always in the envelope. */
const CHAT_RESPONSES = {
  ...authenticatedResponses({ 200: ChatResponse }, ['invalid_request', 'session_not_found', 'session_expired', 'text_too_large', 'extension_daily_limit', 'upstream_error', 'unsupported_media_type']),
  '4XX': { ...ErrorEnvelopeSchema, description: 'Error: upstream_error with the model’s own status, or one of the codes above.' },
  '5XX': { ...ErrorEnvelopeSchema, description: 'Error: upstream_error (502 unreachable, 504 silent, or the model’s status), internal_error, service_unavailable.' },
};

/** A long conversation is many texts of up to 100KB each; the body as a whole may be larger. */
const CHAT_BODY_LIMIT = 8 * 1024 * 1024;
const NEVER_STORE: ReadonlySet<string> = new Set();

/**
 * POST /v1/chat/completions: an OpenAI-compatible proxy. Every message text is
 * sanitized in one session, the request goes to the upstream with the caller's own
 * Authorization, and the answer (JSON or server-sent events) comes back rehydrated.
 */
export async function chatCompletionRoutes(app: App, { services }: { services: Services }) {
  app.post(
    '/v1/chat/completions',
    { schema: { summary: 'OpenAI-compatible chat completions, sanitized on the way out and restored on the way back', body: ChatRequestSchema, headers: ChatHeadersSchema, response: CHAT_RESPONSES }, config: { authorizationPassedThrough: true }, bodyLimit: CHAT_BODY_LIMIT },
    async (request, reply) => {
      const caller = callerOf(request);
      const orgId = caller.organization.id;
      const giveBack = await takeDailySanitization(services.dailyCounter, caller, reply);
      let stored: { planned: PlannedChat; sessionId: string };
      try {
        const options = await services.learning.detectOptions(orgId, { analyze: { confidenceThreshold: 0 }, customPatterns: false });
        const detected = await detectChat(request.body.messages, services.detector, options);
        stored = await storeChat(services, orgId, request.body.messages, detected, request.headers['x-session-id']);
      } catch (error) {
        await giveBack?.();
        throw error;
      }
      reply.header('x-session-id', stored.sessionId);
      const upstream = await postChatCompletion(
        { baseUrl: services.config.llmUpstreamUrl, timeoutMs: services.config.llmUpstreamTimeoutMs },
        request.headers,
        { ...request.body, messages: stored.planned.messages },
      );
      return answer(reply, upstream, stored.planned.mapping, request.id);
    },
  );
}

async function storeChat(services: Services, orgId: string, messages: readonly unknown[], detected: DetectedChat, sessionId: string | undefined) {
  const entities = detected.entities.flat();
  if (sessionId === undefined) {
    const planned = planChat(messages, detected, {}, NEVER_STORE);
    const created = await services.storage.sessions.create({ orgId, mapping: planned.mapping, entityCount: planned.placed, ttlSeconds: services.config.sessionTtlSeconds });
    services.learning.observe(orgId, { entities, ruleHits: [] }, { id: created.id, expiresAt: created.expiresAt, sanitized: transcript(planned) });
    return { planned, sessionId: created.id };
  }
  const continued = await continueSession(services, orgId, sessionId, (previous) => {
    const planned = planChat(messages, detected, previous, NEVER_STORE);
    return { mapping: planned.mapping, added: planned.placed, result: planned };
  });
  services.learning.observe(orgId, { entities, ruleHits: [] }, { id: sessionId, expiresAt: continued.expiresAt, sanitized: transcript(continued.result), continued: true });
  return { planned: continued.result, sessionId };
}

/** The sanitized messages as one text, kept sealed so feedback can read the words around a placeholder. */
function transcript(planned: PlannedChat): string {
  return JSON.stringify(planned.messages);
}

async function answer(reply: FastifyReply, upstream: UpstreamResponse, mapping: Readonly<Record<string, string>>, requestId: string) {
  if (upstream.status < 200 || upstream.status >= 300) throw upstreamError(upstream.status, await readAll(upstream).catch(() => ''), upstream.retryAfter);
  if (upstream.contentType.includes('text/event-stream')) {
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) upstream.abort();
    });
    reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache');
    return reply.send(Readable.from(restoredEventStream(upstream.body, mapping, requestId)));
  }
  const text = await readAll(upstream);
  let completion: unknown;
  try {
    completion = JSON.parse(text);
  } catch {
    throw new ApiError('upstream_error', { message: 'The model upstream answered with a body that is not JSON.', suggestion: 'Check that LLM_UPSTREAM_URL points at an OpenAI-compatible API.' });
  }
  return reply.header('content-type', 'application/json; charset=utf-8').send(rehydrateCompletion(completion, mapping));
}
