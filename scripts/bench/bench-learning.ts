/**
 * Cost of the learning loop on the hot path, through the whole app on the
 * embedded SQLite default:
 *  - POST /v1/sanitize for a 1 KB text, for an organization that has taught the
 *    service nothing, and for one with 10 compiled rules and 10 custom patterns
 *    (config.custom_patterns on);
 *  - the per-call parts the learning loop adds: the cached options look-up, the
 *    in-memory aggregate update, and the sealed session-text write (off the
 *    response path), measured alone.
 *   npx tsx --conditions=sanitizer-source scripts/bench/bench-learning.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createInProcessDetector } from '../../packages/server/src/detection/detector.js';
import { loadEngine } from '../../packages/server/src/detection/load-engine.js';
import { createLearning } from '../../packages/server/src/learning/learning.js';
import { createMemoryDailyCounter } from '../../packages/server/src/rate-limit/memory-daily-counter.js';
import { createMemoryRateLimiter } from '../../packages/server/src/rate-limit/memory-rate-limiter.js';
import { createStorage } from '../../packages/server/src/storage/create-storage.js';
import { benchText } from './bench-texts.js';

const RUNS = 2_000;
const MICRO_RUNS = 20_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-bench-learning-'));
  const config = loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  const engine = await loadEngine();
  const storage = await createStorage(config);
  const detector = createInProcessDetector(engine);
  const app = await buildApp({ config, storage, detector, rateLimiter: createMemoryRateLimiter(), dailyCounter: createMemoryDailyCounter(), version: 'bench' });
  const keyFor = async (name: string) => (await storage.keys.createKey((await storage.keys.ensureOrganization({ name, plan: 'enterprise', rpm: null })).id)).apiKey;
  const plain = await keyFor('bench-plain');
  const taught = await keyFor('bench-taught');
  const taughtOrg = (await storage.keys.ensureOrganization({ name: 'bench-taught', plan: 'enterprise' })).id;
  await teach(storage, taughtOrg, app, taught);

  const text = benchText(1_024);
  console.log(`node ${process.version}, ${process.arch}; 1 KB text, ${RUNS} runs after warm-up\n`);
  console.log('| organization | sanitize median ms | p95 ms |');
  console.log('|---|---|---|');
  const cases = [
    { label: 'nothing taught', key: plain, custom: false, ms: [] as number[] },
    { label: '10 rules + 10 patterns, custom_patterns on', key: taught, custom: true, ms: [] as number[] },
  ];
  const run = async (c: (typeof cases)[number]) => {
    const payload = JSON.stringify({ text, config: { custom_patterns: c.custom } });
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': c.key, 'content-type': 'application/json' }, payload });
    if (res.statusCode !== 200) throw new Error(`sanitize answered ${res.statusCode}`);
    return performance.now() - started;
  };
  // Interleaved, so warm-up, JIT and garbage collection weigh on both alike.
  for (let i = 0; i < RUNS / 10; i++) for (const c of cases) await run(c);
  for (let i = 0; i < RUNS; i++) for (const c of cases) c.ms.push(await run(c));
  for (const c of cases) console.log(`| ${c.label} | ${median(c.ms).toFixed(3)} | ${p95(c.ms).toFixed(3)} |`);

  const learning = createLearning({ store: storage.learning, detector });
  const result = engine.analyze(text);
  await learning.detectOptions(taughtOrg, { analyze: {}, customPatterns: true });
  const options = timePerCall(MICRO_RUNS, () => void learning.detectOptions(taughtOrg, { analyze: {}, customPatterns: true }));
  const observe = timePerCall(MICRO_RUNS, () => learning.observe(taughtOrg, result));
  const flushStarted = performance.now();
  await learning.stats.flush();
  const flushMs = performance.now() - flushStarted;
  const writes = 500;
  const writeStarted = performance.now();
  for (let i = 0; i < writes; i++) learning.observe(taughtOrg, result, { id: `bench-${i}`, expiresAt: new Date(Date.now() + 60_000), sanitized: text });
  const queuedMs = performance.now() - writeStarted;
  await learning.settled();
  const settledMs = performance.now() - writeStarted;
  console.log(`\nper call: cached options look-up ${(options * 1000).toFixed(2)} µs; aggregate update (${result.entities.length} entities) ${(observe * 1000).toFixed(2)} µs`);
  console.log(`one flush of ${MICRO_RUNS} observations (one upsert): ${flushMs.toFixed(2)} ms`);
  console.log(`${writes} sealed session-text writes of 1 KB: ${(queuedMs / writes * 1000).toFixed(1)} µs each on the request path (queued), all stored after ${settledMs.toFixed(1)} ms (${(settledMs / writes).toFixed(3)} ms each)`);
  const big = benchText(102_400);
  const bigMs: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await storage.learning.sessionTexts.put({ sessionId: `bench-big-${i}`, orgId: taughtOrg, expiresAt: new Date(Date.now() + 60_000), text: big });
    bigMs.push(performance.now() - started);
  }
  console.log(`sealed session-text write of a 100 KB text (off the response path): median ${median(bigMs).toFixed(2)} ms`);
  await learning.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

function timePerCall(runs: number, fn: () => void): number {
  const started = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return (performance.now() - started) / runs;
}

/** Ten approved value rules and ten custom patterns, through the real API. */
async function teach(storage: Awaited<ReturnType<typeof createStorage>>, orgId: string, app: Awaited<ReturnType<typeof buildApp>>, key: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const res = await app.inject({ method: 'POST', url: '/v1/patterns', headers: { 'x-api-key': key }, payload: { name: `CODE_${i}`, pattern: `\\bZ${i}[A-Z]{2}-\\d{5}\\b`, examples: [`Z${i}AB-12345`] } });
    if (res.statusCode !== 200) throw new Error(`pattern: ${res.body}`);
  }
  await storage.learning.rules.add(
    Array.from({ length: 10 }, (_, i) => ({ orgId, insightId: 'bench', action: 'retype' as const, match: { value: `Valueword${i}` }, fromType: null, toType: 'PERSON', context: null })),
  );
}

await main();
