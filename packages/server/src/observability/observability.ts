import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../routes/services.js';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../http/errors.js';
import { publicResponses } from '../http/response-schemas.js';
import type { Storage } from '../storage/ports.js';
import type { Metrics } from './metrics.js';

export interface ObservabilityDeps {
  metrics: Metrics;
  storage: Pick<Storage, 'ping'>;
  /** What `GET /metrics` answers; this process's registry unless given (a cluster worker passes the cluster's sum). */
  exposition?: () => Promise<string>;
}

const ReadyResponse = Type.Object({ status: Type.Literal('ready') });
/** Prometheus text exposition format; never serialized as JSON. */
const MetricsResponse = Type.Unsafe<string>({ description: 'Prometheus metrics (text exposition format).', content: { 'text/plain': { schema: { type: 'string' } } } });

/** How long readiness waits for the storage before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;
/** While draining, how often connections that went idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Installs on the root app, now: request metrics for every response, and draining
 * on close (new requests get `service_unavailable` while in-flight ones finish).
 * Register the returned `routes` with the others: `GET /metrics` (Prometheus) and
 * `GET /v1/ready` (storage reachable, not draining). `GET /v1/health` stays the liveness check.
 */
export function installObservability(app: App, deps: ObservabilityDeps): { routes: (app: App) => Promise<void> } {
  let draining = false;
  let sweepIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    // Keep-alive connections that finish their request during the drain would otherwise hold close() open.
    sweepIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweepIdle));
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.headers({ 'x-request-id': request.id, connection: 'close' });
    throw new ApiError('service_unavailable', { message: 'The service is shutting down.', suggestion: 'Retry; the load balancer sends you to another instance.' });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => record(deps.metrics, request, reply));

  const routes = async (scope: App) => {
    scope.get('/metrics', { schema: { summary: 'Prometheus metrics', response: publicResponses({ 200: MetricsResponse }, []) }, config: { public: true } }, async (_request, reply) => {
      reply.type(deps.metrics.registry.contentType);
      return deps.exposition ? deps.exposition() : deps.metrics.registry.metrics();
    });
    scope.get('/v1/ready', { schema: { summary: 'Readiness: storage reachable and not draining', response: publicResponses({ 200: ReadyResponse }, []) }, config: { public: true } }, async () => {
      await withTimeout(deps.storage.ping(), READY_TIMEOUT_MS).catch((error: unknown) => {
        scope.log.warn({ errName: (error as Error).name }, 'readiness: storage unreachable');
        throw new ApiError('service_unavailable', { message: 'The storage (database or Redis) is not reachable.' });
      });
      return { status: 'ready' };
    });
  };
  return { routes };
}

function record(metrics: Metrics, request: FastifyRequest, reply: FastifyReply): void {
  // The route template (`/v1/sessions/:id`), never the path itself: ids and typos stay out of labels.
  const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
  metrics.requests.inc(labels);
  metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
