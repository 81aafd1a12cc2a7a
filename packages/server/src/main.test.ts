import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rehydrate } from '@sanitizer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './storage/create-storage.js';
import { loadConfig } from './config.js';
import { startServerProcess, type ServerProcess } from './test-support/server-process.js';

const NOTE = 'Patient: Maria Garcia\nDOB: 04/12/1961\nEmail: maria.garcia@example.com\nPhone: (617) 555-0142\nSSN: 123-45-6789\nSeen by Dr. Alan Smith at 12 Beacon Street, Boston, MA 02108.\n\n';
const BIG_TEXT = NOTE.repeat(Math.floor(102_400 / NOTE.length));

/** The embedded default as `npm start` runs it, with an enterprise key made beforehand. */
async function startEmbedded(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-main-'));
  const vars = { DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('base64'), ...env };
  const storage = await createStorage(loadConfig(vars));
  const org = await storage.keys.ensureOrganization({ name: 'main-test', plan: 'enterprise' });
  const { apiKey } = await storage.keys.createKey(org.id);
  await storage.close();
  const server = await startServerProcess(vars);
  return { server, apiKey, vars, dispose: async () => { await server.stop('SIGKILL'); await rm(dataDir, { recursive: true, force: true }); } };
}

function post(server: ServerProcess, apiKey: string, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('the service process (main.ts)', () => {
  let s: Awaited<ReturnType<typeof startEmbedded>>;
  beforeAll(async () => {
    s = await startEmbedded({ DETECTION_THREADS: '2', CUSTOM_PATTERN_TIME_LIMIT_MS: '300' });
  });
  afterAll(() => s.dispose());

  it('keeps answering other requests while 100 KB texts are being detected', async () => {
    expect(Buffer.byteLength(BIG_TEXT)).toBeGreaterThan(100_000);
    const started = performance.now();
    let bigDone = 0;
    const big = post(s.server, s.apiKey, '/v1/sanitize', { text: BIG_TEXT }).then(async (res) => {
      bigDone = performance.now() - started;
      return res;
    });
    // Let the big request reach its worker thread before the small ones go out.
    await new Promise((r) => setTimeout(r, 20));
    const small: number[] = [];
    while (!bigDone) {
      const t0 = performance.now();
      const [health, sanitize] = await Promise.all([fetch(`${s.server.url}/v1/health`), post(s.server, s.apiKey, '/v1/sanitize', { text: NOTE })]);
      expect([health.status, sanitize.status]).toEqual([200, 200]);
      small.push(performance.now() - t0);
    }
    expect((await big).status).toBe(200);
    // Several small round trips fit inside one 100 KB detection, each far shorter than it.
    expect(small.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...small.slice(0, -1))).toBeLessThan(bigDone / 2);
  });

  it("refuses a text whose custom patterns run past the time limit with 422, and serves the next request", async () => {
    for (const d of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const created = await post(s.server, s.apiKey, '/v1/patterns', { name: `SLOW_${d}`, pattern: `[a-z]{1,100}[0-${d}]` });
      expect(created.status).toBe(200);
    }
    const slow = await post(s.server, s.apiKey, '/v1/sanitize', { text: 'x'.repeat(100_000), config: { custom_patterns: true } });
    expect(slow.status).toBe(422);
    expect((await slow.json()).error).toMatchObject({ code: 'custom_patterns_too_slow', suggestion: expect.stringContaining('CUSTOM_PATTERN_TIME_LIMIT_MS') });
    const next = await post(s.server, s.apiKey, '/v1/sanitize', { text: NOTE, config: { custom_patterns: true } });
    expect(next.status).toBe(200);
  });

  it('answers sign-in on a server without Google configured with 503, logged as a warning without a stack', async () => {
    const res = await fetch(`${s.server.url}/v1/auth/google-extension`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id_token: 'x.y.z' }) });
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('sign_in_unavailable');
    await s.server.logged('request refused');
    const refused = s.server.logs.filter((l) => l.msg === 'request refused');
    expect(refused.at(-1)).toMatchObject({ level: 40, errCode: 'sign_in_unavailable', status: 503 });
    expect(s.server.logs.filter((l) => 'stack' in l || (l.level as number) >= 50)).toEqual([]);
  });

  it('reports its threads and storage in the start-up line, with no secret in any log line', async () => {
    expect(s.server.logs.find((l) => l.msg === 'ready')).toMatchObject({ storage: 'sqlite', sessionsAndCounters: 'in-process', detectionThreads: 2 });
    const logs = JSON.stringify(s.server.logs);
    for (const secret of [s.apiKey, 'Maria Garcia', 'maria.garcia@example.com', '123-45-6789', s.vars.ENCRYPTION_KEY]) expect(logs).not.toContain(secret);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, refuses new ones, exits 0, and leaves every session whole', async () => {
    const s = await startEmbedded({ DETECTION_THREADS: '1' });
    try {
      const inFlight = [1, 2, 3].map(() => post(s.server, s.apiKey, '/v1/sanitize', { text: BIG_TEXT }));
      await new Promise((r) => setTimeout(r, 100));
      s.server.child.kill('SIGTERM');
      await s.server.logged('shutting down: finishing in-flight requests');
      const late = await post(s.server, s.apiKey, '/v1/sanitize', { text: NOTE }).then((r) => r.status, () => 'refused');
      const answers = await Promise.all(inFlight);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await s.server.exited).toBe(0);
      expect([503, 'refused']).toContain(late);

      const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ session_id: string; sanitized: string }>));
      const storage = await createStorage(loadConfig(s.vars));
      try {
        const caller = await storage.keys.lookup(s.apiKey);
        if (caller.status !== 'valid') throw new Error('the key vanished');
        for (const body of bodies) {
          const found = await storage.sessions.get(caller.organization.id, body.session_id);
          if (found.status !== 'active') throw new Error(`session ${found.status}`);
          expect(rehydrate(body.sanitized, found.session.mapping).text).toBe(BIG_TEXT);
        }
      } finally {
        await storage.close();
      }
    } finally {
      await s.dispose();
    }
  });
});
