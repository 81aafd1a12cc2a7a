import { Type } from '@sinclair/typebox';
import type { App } from '../routes/services.js';

const EchoBody = Type.Object({ text: Type.String() });

/**
 * POST /v1/load-test/echo: the same key check, rate limit and JSON parsing as
 * sanitize, then the text straight back. The load benchmark divides sanitize's
 * throughput by this one's; main.ts serves it only with LOAD_TEST_ECHO=true.
 */
export async function loadTestEchoRoute(app: App) {
  app.post('/v1/load-test/echo', { schema: { body: EchoBody } }, async (request) => ({ text: request.body.text }));
}
