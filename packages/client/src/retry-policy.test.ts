import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SanitizerClient } from './client.js';
import { SanitizerError } from './errors.js';
import { retryDelay } from './retry-policy.js';
import { backends, startLiveService, type LiveService } from './test-support/live-service.js';

const policy = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 10_000, random: () => 0 };
const error = (code: string, status: number, retryAfterSeconds: number | null = null) => new SanitizerError({ code, message: 'm', status, retryAfterSeconds });

describe('retryDelay', () => {
  it('waits Retry-After on rate_limited, for any call, within the cap', () => {
    expect(retryDelay(error('rate_limited', 429, 7), 0, 'not_idempotent', policy)).toBe(7000);
    expect(retryDelay(error('rate_limited', 429, 11), 0, 'idempotent', policy)).toBeNull();
  });
  it('backs off exponentially without Retry-After, with jitter in [50%, 100%]', () => {
    expect([0, 1, 2].map((n) => retryDelay(error('rate_limited', 429), n, 'idempotent', policy))).toEqual([50, 100, 200]);
    expect(retryDelay(error('rate_limited', 429), 2, 'idempotent', { ...policy, random: () => 0.999999 })).toBeCloseTo(400);
  });
  it('retries network errors and 502/503/504 for idempotent calls only', () => {
    expect(retryDelay(error('network_error', 0), 0, 'idempotent', policy)).toBe(50);
    expect(retryDelay(error('network_error', 0), 0, 'not_idempotent', policy)).toBeNull();
    expect(retryDelay(error('internal_error', 503), 1, 'idempotent', policy)).toBe(100);
  });
  it('never retries other errors, the daily limit, or past maxRetries', () => {
    expect(retryDelay(error('session_not_found', 404), 0, 'idempotent', policy)).toBeNull();
    expect(retryDelay(error('internal_error', 500), 0, 'idempotent', policy)).toBeNull();
    expect(retryDelay(error('extension_daily_limit', 429, 5), 0, 'idempotent', policy)).toBeNull();
    expect(retryDelay(error('rate_limited', 429, 1), 3, 'idempotent', policy)).toBeNull();
  });
});

/** A tiny local server that answers from a script, one entry per request, recording what it got. */
async function scriptedServer(script: { status: number; headers?: Record<string, string>; body: unknown }[]) {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(`${req.method} ${req.url}`);
    const next = script.shift() ?? { status: 500, body: {} };
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers }).end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { baseUrl, paths, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SanitizerClient retries over HTTP', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('answers 429 with Retry-After, then 200: waits exactly Retry-After and succeeds', async () => {
    const limited = { status: 429, headers: { 'retry-after': '2', 'x-request-id': 'req_1' }, body: { error: { code: 'rate_limited', message: 'slow down', suggestion: 'wait' } } };
    const server = await scriptedServer([limited, { status: 200, body: { status: 'healthy', version: '1' } }]);
    close = server.close;
    const waits: number[] = [];
    const client = new SanitizerClient({ baseUrl: server.baseUrl, sleep: async (ms) => void waits.push(ms) });
    expect(await client.health()).toEqual({ status: 'healthy', version: '1' });
    expect(waits).toEqual([2000]);
    expect(server.paths).toEqual(['GET /v1/health', 'GET /v1/health']);
  });

  it('gives up after maxRetries with the last 429 as a typed error', async () => {
    const limited = { status: 429, headers: { 'retry-after': '1' }, body: { error: { code: 'rate_limited', message: 'slow down', suggestion: 'wait' } } };
    const server = await scriptedServer([limited, limited, limited]);
    close = server.close;
    const waits: number[] = [];
    const client = new SanitizerClient({ baseUrl: server.baseUrl, apiKey: 'k', maxRetries: 2, sleep: async (ms) => void waits.push(ms) });
    await expect(client.sanitize({ text: 'x' })).rejects.toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 1, suggestion: 'wait' });
    expect(waits).toEqual([1000, 1000]);
    expect(server.paths).toHaveLength(3);
  });

  it('resends detect and rehydrate after a network error, never sanitize', async () => {
    const server = await scriptedServer([{ status: 200, body: { entities: [], entities_found: 0 } }, { status: 200, body: { text: 't' } }]);
    close = server.close;
    let failNext = true;
    const flaky: typeof fetch = async (input, init) => {
      if (failNext) {
        failNext = false;
        throw new TypeError('fetch failed');
      }
      return fetch(input, init);
    };
    const client = new SanitizerClient({ baseUrl: server.baseUrl, apiKey: 'k', fetch: flaky, sleep: async () => undefined });
    expect(await client.detect({ text: 'x' })).toMatchObject({ entities_found: 0 });
    failNext = true;
    expect(await client.rehydrate({ text: 'x', session_id: 's' })).toMatchObject({ text: 't' });
    failNext = true;
    await expect(client.sanitize({ text: 'x' })).rejects.toMatchObject({ code: 'network_error', status: 0 });
    expect(server.paths).toEqual(['POST /v1/detect', 'POST /v1/rehydrate']);
  });
});

/** The real service's rate limit: the client waits its Retry-After on the service's own clock, then gets through. */
describe.each(backends)('retry on the real rate limit ($dialect)', (backend) => {
  let service: LiveService;
  beforeAll(async () => void (service = await startLiveService(backend, {}, 1)));
  afterAll(() => service.close());

  it('sleeps through Retry-After and the next call gets through', async () => {
    const waits: number[] = [];
    const client = new SanitizerClient({
      baseUrl: service.baseUrl,
      apiKey: service.apiKey,
      sleep: async (ms) => {
        waits.push(ms);
        service.app.clock.advance(ms);
      },
    });
    await client.detect({ text: 'Maria Garcia' });
    const second = await client.detect({ text: 'John Park' });
    expect(second.entities_found).toBe(1);
    // Retry-After comes from the same clock the window is counted on, so one wait is enough.
    expect(waits).toHaveLength(1);
    expect(waits[0]! % 1000 === 0 && waits[0]! > 0 && waits[0]! <= 60_000).toBe(true);
  });
});
