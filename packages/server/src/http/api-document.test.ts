import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';
import { ERRORS } from './errors.js';

type Operation = { security?: object[]; responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: any }> }>; requestBody?: { content: Record<string, unknown> } };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> }; security: object[] };

/** The API's own routes: the reference page's asset routes are hidden from the document by design, HEAD is implied by GET. */
const documented = (route: RouteOptions) => (route.schema as { hide?: boolean } | undefined)?.hide !== true;
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('GET /v1/openapi.json', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('would fail validation if the document were broken (the validator is not lenient)', async () => {
    const broken = structuredClone(doc);
    (broken.paths['/v1/sanitize']!.post!.responses as Record<string, unknown>)['200'] = { content: {} };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every registered route with its methods', () => {
    const routes = t.routes.filter(documented);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const operation = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()] as { summary?: string } | undefined;
        expect(operation?.summary, `${method} ${route.url}`).toMatch(/\w/);
      }
    }
  });

  it('describes request and response bodies', () => {
    const sanitize = doc.paths['/v1/sanitize']!.post!;
    expect(Object.keys(sanitize.requestBody!.content)).toContain('application/json');
    const ok = sanitize.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(ok.properties)).toEqual(['sanitized', 'session_id', 'redacted', 'entities_found', 'entities', 'metadata', 'processing_ms']);
    expect(Object.keys(ok.properties.entities.items.properties)).toEqual(['placeholder', 'type', 'confidence', 'start', 'end', 'structure']);
    expect(doc.paths['/v1/insights']!.get!.responses['200']!.content!['application/json']!.schema.properties.knowledge_depth).toBeDefined();
  });

  it('gives every error status the envelope, with the error table’s codes as an enum', () => {
    const responses = doc.paths['/v1/sanitize']!.post!.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '404', '410', '413', '415', '422', '429', '500', '503']);
    const envelope = responses['413']!.content!['application/json']!.schema;
    expect(envelope.required).toEqual(['error']);
    expect(envelope.properties.error.required).toEqual(['code', 'message', 'suggestion', 'request_id']);
    expect(envelope.properties.error.properties.code.enum).toEqual(Object.keys(ERRORS));
  });

  it('documents the rate-limit headers on the responses of authenticated routes', () => {
    for (const status of ['200', '429']) {
      expect(Object.keys(doc.paths['/v1/detect']!.post!.responses[status]!.headers!)).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']));
    }
    expect(doc.paths['/v1/detect']!.post!.responses['429']!.headers!['Retry-After']).toBeDefined();
    expect(doc.paths['/v1/health']!.get!.responses['200']!.headers!['X-RateLimit-Limit']).toBeUndefined();
  });

  it('declares the key as X-API-Key or Bearer, none on public routes, and only X-API-Key on the proxy', () => {
    expect(doc.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(doc.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    expect(doc.paths['/v1/sanitize']!.post!.security).toBeUndefined();
    for (const [path, method] of [['/v1/health', 'get'], ['/v1/ready', 'get'], ['/metrics', 'get'], ['/v1/auth/google-extension', 'post'], ['/v1/openapi.json', 'get']] as const) {
      expect(doc.paths[path]![method]!.security, path).toEqual([]);
    }
    expect(doc.paths['/v1/chat/completions']!.post!.security).toEqual([{ apiKey: [] }]);
  });

  it('shows the text/plain alternative and its query options on sanitize and detect only', () => {
    for (const path of ['/v1/sanitize', '/v1/detect']) {
      const op = doc.paths[path]!.post! as Operation & { parameters: { in: string; name: string }[] };
      expect(Object.keys(op.requestBody!.content)).toEqual(['application/json', 'text/plain']);
      expect(op.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['mode', 'session_id', 'entities', 'confidence_threshold', 'custom_patterns']);
    }
    expect(Object.keys(doc.paths['/v1/rehydrate']!.post!.requestBody!.content)).toEqual(['application/json']);
  });

  it('declares an open schema for the proxy’s relayed answer', () => {
    const content = doc.paths['/v1/chat/completions']!.post!.responses['200']!.content!;
    expect(Object.keys(content)).toEqual(['application/json', 'text/event-stream']);
  });
});
