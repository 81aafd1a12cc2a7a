import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_CSP, consoleRoutes } from './console.js';
import { installErrorHandling } from './error-handler.js';

describe('/console', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-dist-'));
    app = Fastify();
    installErrorHandling(app);
    await app.register(consoleRoutes, { dir });
  });
  afterEach(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers service_unavailable in the envelope before the console is built', async () => {
    for (const url of ['/console', '/console/', '/console/console.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: 'service_unavailable', message: 'The console has not been built.', suggestion: expect.stringContaining('npm run build') });
    }
  });

  it('serves the page and its files with a strict CSP once built, and 404 in the envelope otherwise', async () => {
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>c</title>');
    await writeFile(join(dir, 'console.js'), 'export {};');
    const page = await app.inject({ method: 'GET', url: '/console' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain('unsafe');
    const script = await app.inject({ method: 'GET', url: '/console/console.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=300');
    for (const url of ['/console/missing.js', '/console/..%2Fpackage.json', '/console/.hidden']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
