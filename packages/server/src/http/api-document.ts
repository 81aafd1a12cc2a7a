import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema, RouteOptions } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { PlainTextQuerySchema, withPlainTextAlternative } from '../detection/plain-text-body.js';
import type { App } from '../routes/services.js';
import { publicResponses } from './response-schemas.js';

/** Where the OpenAPI document and the reference page are served, without a key. */
export const API_DOCUMENT_URL = '/v1/openapi.json';
export const API_PAGE_PREFIX = '/docs';

const SECURITY_SCHEMES = {
  apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Your API key (`npm run admin -- keys create`).' },
  bearer: { type: 'http', scheme: 'bearer', description: 'The same API key as `Authorization: Bearer KEY` (not on /v1/chat/completions).' },
} as const;

const OpenApiDocument = Type.Object({ openapi: Type.String() }, { additionalProperties: true, description: 'The OpenAPI 3.1 document of this API.' });

/**
 * Collects every route's schemas into an OpenAPI 3.1 document. Register before
 * the routes (it sees them through onRoute); `apiDocumentRoutes` serves it.
 */
export async function installApiDocument(app: App, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Privacy sanitizer API',
        version,
        description: 'Finds personal data in text, swaps it for placeholders, and restores it in the model’s reply. Errors always come in the envelope `{"error": {"code", "message", "suggestion", "request_id"}}`.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: ({ schema, url, route }) => ({ schema: withPlainText(withSecurity(schema, route), route), url }),
  });
}

/** Public routes need no key; the proxy takes its key only from X-API-Key (Authorization is the model's). */
function withSecurity(schema: FastifySchema | undefined, route: RouteOptions): FastifySchema {
  const given = schema ?? {};
  if (route.config?.public === true) return { ...given, security: [] } as FastifySchema;
  if (route.config?.authorizationPassedThrough === true) return { ...given, security: [{ apiKey: [] }] } as FastifySchema;
  return given;
}

/** A route that also takes text/plain shows both bodies, and its query options. */
function withPlainText(schema: FastifySchema, route: RouteOptions): FastifySchema {
  if (route.config?.plainTextBody !== true) return schema;
  return { ...schema, body: withPlainTextAlternative(schema.body as TSchema), querystring: PlainTextQuerySchema };
}

/** GET /v1/openapi.json and the reference page under /docs (its assets served from here, no CDN); all public. */
export async function apiDocumentRoutes(app: App): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  app.get(API_DOCUMENT_URL, { schema: { summary: 'This OpenAPI 3.1 document', response: publicResponses({ 200: OpenApiDocument }, []) } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: API_PAGE_PREFIX, uiConfig: { validatorUrl: null }, staticCSP: true });
}
