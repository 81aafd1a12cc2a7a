import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from './storage/ports.js';
import { testBackends, type TestDatabase } from './storage/test-backends.js';
import { awayFromWindowEdge, newKeyIn, startServerProcess, type ServerProcess } from './test-support/server-process.js';
import { createTestRedisSpace, testRedisUrl, type TestRedisSpace } from './test-support/test-redis.js';

const postgresUrl = process.env.DATABASE_URL;
const NOTE = 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\nSSN: 123-45-6789\nCall her at (617) 555-0142.';

/** Two real server processes on one PostgreSQL + Redis: what a load balancer in front of N instances sees. */
describe.runIf(postgresUrl && testRedisUrl)('two instances, one truth', () => {
  let database: TestDatabase;
  let redis: TestRedisSpace;
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await testBackends(postgresUrl)[1]!.create();
    redis = createTestRedisSpace(testRedisUrl!);
    env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DETECTION_THREADS: '1',
    };
    // Both start at once on an empty database: the migration lock lets exactly one migrate.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.dispose();
    await redis?.dispose();
  });

  const newKey = (plan: Plan) => newKeyIn(env, plan);
  const get = (server: ServerProcess, apiKey: string, path: string) => fetch(`${server.url}${path}`, { headers: { 'x-api-key': apiKey } });
  const call = (server: ServerProcess, apiKey: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('keeps no session state of its own: a session made on one instance rehydrates on the other', async () => {
    const apiKey = await newKey('pro');
    const sanitized = (await (await call(a, apiKey, '/v1/sanitize', { text: NOTE })).json()) as { sanitized: string; session_id: string };
    expect(sanitized.sanitized).not.toContain('Maria Garcia');
    const res = await call(b, apiKey, '/v1/rehydrate', { text: sanitized.sanitized, session_id: sanitized.session_id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { text: string }).text).toBe(NOTE);
  });

  it('gives a free plan exactly 20 requests per minute across both instances, not 40', async () => {
    const apiKey = await newKey('free');
    await awayFromWindowEdge();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(i % 2 ? a : b, apiKey, '/v1/detect', { text: 'Call Maria at (617) 555-0142' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const remaining = answers.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(remaining.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('shows a pattern and an insight created on one instance on the other at once', async () => {
    const apiKey = await newKey('pro');
    const plain = await call(a, apiKey, '/v1/patterns', { name: 'BADGE_ID', pattern: 'BDG-\\d{6}', examples: ['BDG-123456'] });
    expect(plain.status).toBe(200);
    const overlapping = await call(a, apiKey, '/v1/patterns', { name: 'STAFF_NUMBER', pattern: '\\d{3}-\\d{2}-\\d{4}', examples: ['123-45-6789'] });
    const insightId = ((await overlapping.json()) as { conflict: { insight_id: string } | null }).conflict?.insight_id;
    expect(insightId).toEqual(expect.any(String));

    const listed = (await (await get(b, apiKey, '/v1/patterns')).json()) as { patterns: { name: string }[] };
    expect(listed.patterns.map((p) => p.name).sort()).toEqual(['BADGE_ID', 'STAFF_NUMBER']);
    const insights = (await (await get(b, apiKey, '/v1/insights')).json()) as { pending_conflicts: { id: string }[] };
    expect(insights.pending_conflicts.map((i) => i.id)).toContain(insightId);
    const sanitized = (await (await call(b, apiKey, '/v1/sanitize', { text: 'Badge BDG-123456 was used.', config: { custom_patterns: true } })).json()) as { sanitized: string };
    expect(sanitized.sanitized).toBe('Badge [BADGE_ID_1] was used.');
  });

  it('says each is ready, and reports its layout', async () => {
    for (const server of [a, b]) {
      expect((await fetch(`${server.url}/v1/ready`)).status).toBe(200);
      expect(server.logs.find((l) => l.msg === 'ready')).toMatchObject({ storage: 'postgres', sessionsAndCounters: 'redis' });
    }
  });
});

