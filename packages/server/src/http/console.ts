import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from './errors.js';

/** Where the console is served, without a key: its page calls the public API with the key the person types. */
export const CONSOLE_PREFIX = '/console';

/** packages/console/dist, from src/http or dist/http alike. */
export const CONSOLE_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../console/dist');

/** Scripts, styles and calls from this origin only; nothing inline, nothing framed. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/;

/**
 * GET /console (the page) and /console/<file> (its assets), from the built
 * packages/console/dist. Before a build, both answer service_unavailable in
 * the envelope; the server does not need the console to start.
 */
export async function consoleRoutes(app: FastifyInstance, { dir = CONSOLE_DIST }: { dir?: string } = {}): Promise<void> {
  // Our own Cache-Control (the page revalidates; its assets may be kept five minutes).
  await app.register(fastifyStatic, { root: dir, serve: false, cacheControl: false });
  const send = (reply: FastifyReply, file: string) => {
    if (!existsSync(join(dir, 'index.html'))) {
      throw new ApiError('service_unavailable', { message: 'The console has not been built.', suggestion: 'Run npm run build (npm start does it first), then reload /console.' });
    }
    if (!FILE_NAME.test(file) || !existsSync(join(dir, file))) throw new ApiError('not_found', { message: 'The console has no such file.', suggestion: 'Open /console.' });
    reply.header('content-security-policy', CONSOLE_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', file === 'index.html' ? 'no-cache' : 'public, max-age=300');
    return reply.sendFile(file);
  };
  const config = { public: true };
  const schema = { hide: true };
  app.get(CONSOLE_PREFIX, { config, schema }, async (_request, reply) => send(reply, 'index.html'));
  app.get(`${CONSOLE_PREFIX}/`, { config, schema }, async (_request, reply) => send(reply, 'index.html'));
  app.get<{ Params: { file: string } }>(`${CONSOLE_PREFIX}/:file`, { config, schema }, async (request, reply) => send(reply, request.params.file));
}
