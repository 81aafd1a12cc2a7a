import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../storage/ports.js';
import { awayFromWindowEdge, newKeyIn, startServerProcess, type ServerProcess } from '../test-support/server-process.js';

const NOTE = 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\nSSN: 123-45-6789\nCall her at (617) 555-0142.';

/** `npm start`'s layout on the embedded default: a primary and two worker processes on one SQLite file. */
describe('two cluster workers on one SQLite file', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-cluster-'));
    env = { DATA_DIR: dataDir, WORKERS: '2' };
    server = await startServerProcess(env);
    await readyCount(server, 2);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const newKey = (plan: Plan) => newKeyIn(env, plan);
  const call = (apiKey: string, path: string, body?: unknown) => callOnNewConnection(server.url, apiKey, path, body);
  /** Sends `n` calls at once, each on its own connection, so the primary spreads them over both workers. */
  const burst = <T>(n: number, send: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  /** The processes that logged a completed request since log line `from` (log lines arrive a moment after the answers). */
  const servingPids = async (from: number) => {
    const pids = () => new Set(server.logs.slice(from).filter((l) => l.msg === 'request completed').map((l) => l.pid));
    for (let i = 0; i < 100 && pids().size < 2; i++) await new Promise((r) => setTimeout(r, 20));
    return pids();
  };

  it('counts a free plan’s 20 requests per minute once across both workers, not once per worker', async () => {
    const apiKey = await newKey('free');
    await awayFromWindowEdge();
    const logsBefore = server.logs.length;
    const answers = await burst(40, () => call(apiKey, '/v1/detect', { text: 'Call Maria at (617) 555-0142' }));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const remaining = answers.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(remaining.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect((await servingPids(logsBefore)).size).toBe(2);
  });

  it('shows every request made on either worker in the usage read at once', async () => {
    await awayFromWindowEdge(86_400_000, 20_000);
    const apiKey = await newKey('enterprise');
    const logsBefore = server.logs.length;
    const answers = await burst(30, () => call(apiKey, '/v1/sanitize', { text: NOTE }));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect((await servingPids(logsBefore)).size).toBe(2);
    const usage = (await (await call(apiKey, '/v1/usage?days=1')).json()) as { days: { requests: number }[] };
    expect(usage.days.at(-1)!.requests).toBe(30);
  }, 60_000);

  it('applies a pattern created on one worker on the other at once, though both had the organization cached', async () => {
    const apiKey = await newKey('pro');
    const text = 'Badge BDG-123456 was used.';
    const before = await burst(10, () => call(apiKey, '/v1/sanitize', { text, config: { custom_patterns: true } }));
    expect(before.every((r) => r.status === 200)).toBe(true);
    expect((await call(apiKey, '/v1/patterns', { name: 'BADGE_ID', pattern: 'BDG-\\d{6}', examples: ['BDG-123456'] })).status).toBe(200);
    const after = await burst(10, async () => ((await (await call(apiKey, '/v1/sanitize', { text, config: { custom_patterns: true } })).json()) as { sanitized: string }).sanitized);
    expect(after).toEqual(Array.from({ length: 10 }, () => 'Badge [BADGE_ID_1] was used.'));
  });

  it('answers a metrics scrape on any worker with the requests both workers served', async () => {
    const apiKey = await newKey('enterprise');
    const served = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      const line = /^http_requests_total\{method="POST",route="\/v1\/sanitize",status="200"\} (\d+)$/m.exec(text);
      return Number(line?.[1] ?? 0);
    };
    const before = await served();
    const logsBefore = server.logs.length;
    await burst(20, () => call(apiKey, '/v1/sanitize', { text: NOTE }));
    expect((await servingPids(logsBefore)).size).toBe(2);
    expect(await burst(4, async () => (await served()) - before)).toEqual([20, 20, 20, 20]);
  });

  it('restarts killed workers, and every session made before rehydrates on processes that did not make it', async () => {
    const apiKey = await newKey('enterprise');
    const texts = Array.from({ length: 20 }, (_, i) => `${NOTE} Visit ${i}.`);
    const sessions = await burst(20, async (i) => (await (await call(apiKey, '/v1/sanitize', { text: texts[i] })).json()) as { sanitized: string; session_id: string });
    const workerPids = server.logs.filter((l) => l.msg === 'ready').map((l) => Number(l.pid));
    // One at a time: with PORT=0 the shared port would be given up if no worker were left.
    for (const [i, pid] of workerPids.entries()) {
      process.kill(pid, 'SIGKILL');
      await readyCount(server, 3 + i);
    }
    const rehydrated = await burst(20, async (i) => {
      const res = await call(apiKey, '/v1/rehydrate', { text: sessions[i]!.sanitized, session_id: sessions[i]!.session_id });
      return ((await res.json()) as { text: string }).text;
    });
    expect(rehydrated).toEqual(texts);
  }, 60_000);
});

interface Answer {
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/** One call on a connection of its own: the primary hands each new connection to the next worker. */
function callOnNewConnection(url: string, apiKey: string, path: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method: payload === undefined ? 'GET' : 'POST',
      agent: false,
      headers: { 'x-api-key': apiKey, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({
        status: res.statusCode ?? 0,
        headers: { get: (name) => (res.headers[name] as string | undefined) ?? null },
        json: async () => JSON.parse(text) as unknown,
      }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function readyCount(server: ServerProcess, n: number): Promise<void> {
  while (server.logs.filter((l) => l.msg === 'ready').length < n) await new Promise((r) => setTimeout(r, 20));
}


describe('a cluster whose workers cannot start', () => {
  it('stops with a failure instead of restarting them forever', async () => {
    const notADirectory = join(await mkdtemp(join(tmpdir(), 'sanitizer-cluster-')), 'file');
    await import('node:fs/promises').then((fs) => fs.writeFile(notADirectory, ''));
    await expect(startServerProcess({ DATA_DIR: join(notADirectory, 'data'), WORKERS: '2' })).rejects.toThrow(/exited with 1/);
  }, 60_000);
});
