import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyRequest, type HTTPMethods, type RouteOptions } from 'fastify';
import type { Registry } from 'prom-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Detector } from './detection/detector.js';
import { apiDocumentRoutes, installApiDocument } from './http/api-document.js';
import { authenticate } from './http/auth.js';
import { consoleRoutes } from './http/console.js';
import { ApiError } from './http/errors.js';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.js';
import { createHttpServer } from './http/http-server.js';
import { publicResponses } from './http/response-schemas.js';
import { logSerializers } from './http/log-serializers.js';
import { createLearning, type LearningPeers } from './learning/learning.js';
import { metered } from './observability/instrument.js';
import { createMetrics } from './observability/metrics.js';
import { installObservability } from './observability/observability.js';
import type { DailyCounter } from './rate-limit/daily-counter.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import { authGoogleRoutes } from './routes/auth-google.js';
import { chatCompletionRoutes } from './routes/chat-completions.js';
import { detectRoutes } from './routes/detect.js';
import { feedbackRoutes } from './routes/feedback.js';
import { insightRoutes } from './routes/insights.js';
import { patternRoutes } from './routes/patterns.js';
import { healthRoutes } from './routes/health.js';
import { rehydrateRoutes } from './routes/rehydrate.js';
import { sanitizeRoutes } from './routes/sanitize.js';
import { usageRoutes } from './routes/usage.js';
import type { App, Services } from './routes/services.js';
import { systemClock, type Clock } from './storage/clock.js';
import type { Storage } from './storage/ports.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without an API key and is not rate limited; every other route needs a key (deny by default). */
    public?: boolean;
    /** Authorization belongs to another party (the proxy's model upstream): the key comes only from X-API-Key. */
    authorizationPassedThrough?: boolean;
    /** The route also takes a text/plain body (`acceptPlainTextBody`); the API document shows both. */
    plainTextBody?: boolean;
  }
}

export interface AppDeps {
  config: Readonly<Config>;
  storage: Storage;
  detector: Detector;
  rateLimiter: RateLimiter;
  dailyCounter: DailyCounter;
  version: string;
  /** Log level; omit for no logging (tests). */
  logLevel?: Config['logLevel'];
  /** Sees every route as it is registered; tests use it to walk all routes. */
  onRoute?: (route: RouteOptions) => void;
  /** The built console served at /console; packages/console/dist unless given. */
  consoleDir?: string;
  /** The clock usage days are taken from; the system clock unless given (tests move it). */
  now?: Clock;
  /** Other processes serving the same database (cluster workers); none when this process is alone. */
  learningPeers?: LearningPeers;
  /** Given this process's metrics registry, what `GET /metrics` answers instead of it alone (a cluster's sum). */
  metricsExposition?: (local: Registry) => () => Promise<string>;
}

/** Large enough for a 102,400-byte text with every character escaped as \uXXXX. */
const BODY_LIMIT = 1024 * 1024;
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Builds the HTTP service around its dependencies; never listens (main.ts does).
 * The app owns the storage and rate limiter from here on and closes them on close.
 */
export async function buildApp(given: AppDeps): Promise<App> {
  const metrics = createMetrics();
  const deps: AppDeps = { ...given, ...metered(given, metrics) };
  const app = Fastify({
    logger: deps.logLevel ? { level: deps.logLevel, serializers: logSerializers } : false,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } },
    serverFactory: createHttpServer(deps.config.http),
    // Long enough for any id the service issues; a longer one reaches the route and is answered as unknown.
    routerOptions: { maxParamLength: 512 },
    frameworkErrors: answerFrameworkError,
    // Draining answers in the error envelope instead (observability.ts).
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  const exposition = deps.metricsExposition?.(metrics.registry);
  const observability = installObservability(app, { metrics, storage: deps.storage, ...(exposition ? { exposition } : {}) });
  app.decorateRequest('caller', null);
  app.decorateRequest('rateLimit', null);
  const learning = createLearning({
    store: deps.storage.learning,
    detector: deps.detector,
    now: deps.now ?? systemClock,
    onError: (err) => app.log.error({ errName: (err as Error).name, errCode: (err as { code?: string }).code }, 'learning: background write failed'),
    ...(deps.learningPeers ? { peers: deps.learningPeers } : {}),
  });
  app.addHook('onClose', async () => {
    await learning.close();
    await deps.detector.close();
    await deps.rateLimiter.close();
    await deps.dailyCounter.close();
    await deps.storage.close();
  });

  const services: Services = { config: deps.config, detector: deps.detector, storage: deps.storage, dailyCounter: deps.dailyCounter, learning, version: deps.version };
  const auth = authenticate({
    keys: deps.storage.keys,
    rateLimiter: deps.rateLimiter,
    sharedExtension: await sharedExtensionCaller(deps),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (needsKey(request)) await auth(request, reply);
  });

  const routesByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    deps.onRoute?.(route);
    // Only the documented API gets 405s; the reference page's own asset routes are hidden from it.
    if ((route.schema as { hide?: boolean } | undefined)?.hide === true) return;
    const methods = routesByUrl.get(route.url) ?? new Set<string>();
    for (const m of [route.method].flat()) methods.add(m);
    routesByUrl.set(route.url, methods);
  });
  await installApiDocument(app, deps.version);
  for (const routes of [apiDocumentRoutes, healthRoutes, sanitizeRoutes, detectRoutes, rehydrateRoutes, chatCompletionRoutes, authGoogleRoutes, patternRoutes, feedbackRoutes, insightRoutes, usageRoutes]) {
    await app.register(routes, { services });
  }
  await app.register(observability.routes);
  await app.register(consoleRoutes, deps.consoleDir ? { dir: deps.consoleDir } : {});
  addMethodNotAllowed(app, routesByUrl);
  return app;
}

/** Every route needs a key unless it declares `config.public`; an unknown path answers 404 without one. */
function needsKey(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config?.public !== true;
}

async function sharedExtensionCaller(deps: AppDeps) {
  const key = deps.config.extensionSharedKey;
  if (!key) return null;
  const organization = await deps.storage.keys.ensureOrganization({ name: 'extension-signed-out', plan: 'free' });
  return { key, organization };
}

/** Answers 405 (not 404) for a known path with a method it does not take. */
function addMethodNotAllowed(app: App, routesByUrl: Map<string, Set<string>>): void {
  for (const [url, methods] of [...routesByUrl]) {
    const missing = METHODS.filter((m) => !methods.has(m));
    const allow = [...methods].join(', ');
    app.route({
      method: missing,
      url,
      config: { public: true },
      // Kept out of the API document: the 405 answers are implied by each path's methods.
      schema: { hide: true, response: publicResponses({}, ['method_not_allowed']) },
      handler: async (_request, reply) => {
        reply.header('allow', allow);
        throw new ApiError('method_not_allowed', { message: `${url} accepts ${allow}.` });
      },
    });
  }
}

export type { App, Services } from './routes/services.js';
export type { Config } from './config.js';
