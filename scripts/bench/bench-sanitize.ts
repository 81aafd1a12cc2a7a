/**
 * Median latency of POST /v1/sanitize for a 1 KB and a 100 KB realistic text,
 * through the whole app (JSON, auth, rate limit, detection, session write on
 * the embedded SQLite default), plus the engine alone and its throughput,
 * and the engine's time per part (layout, each recognizer, the tagger).
 *   npm run bench
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createInProcessDetector } from '../../packages/server/src/detection/detector.js';
import { loadEngine } from '../../packages/server/src/detection/load-engine.js';
import { createMemoryDailyCounter } from '../../packages/server/src/rate-limit/memory-daily-counter.js';
import { createMemoryRateLimiter } from '../../packages/server/src/rate-limit/memory-rate-limiter.js';
import { createStorage } from '../../packages/server/src/storage/create-storage.js';
import { ADVERSARIAL_TEXTS, benchText, developerText } from './bench-texts.js';
import { printPartTimings, printScaling, timeEngineParts } from './engine-throughput.js';

const ENGINE_PART_RUNS = 40;
const SCALING_RUNS = 15;
const CASES = [
  { name: '1 KB', bytes: 1_024, runs: 2_000 },
  { name: '100 KB', bytes: 102_400, runs: 60 },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  const loadStarted = performance.now();
  const engine = await loadEngine();
  const loadMs = performance.now() - loadStarted;
  const firstStarted = performance.now();
  engine.analyze(benchText(1_024));
  const firstMs = performance.now() - firstStarted;
  const storage = await createStorage(config);
  const app = await buildApp({ config, storage, detector: createInProcessDetector(engine), rateLimiter: createMemoryRateLimiter(), dailyCounter: createMemoryDailyCounter(), version: 'bench' });
  const org = await storage.keys.ensureOrganization({ name: 'bench', plan: 'enterprise', rpm: null });
  const { apiKey } = await storage.keys.createKey(org.id);

  console.log(`node ${process.version}, ${process.arch}; medians over N runs after warm-up\n`);
  console.log(`engine load (model and warm-up): ${loadMs.toFixed(0)} ms; first 1 KB analysis after it: ${firstMs.toFixed(1)} ms\n`);
  console.log('| case | runs | engine median ms | engine MB/s | sanitize median ms | p95 ms | p99 ms | entities |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const c of CASES) {
    const text = benchText(c.bytes);
    const payload = JSON.stringify({ text });
    const engineMs: number[] = [];
    const httpMs: number[] = [];
    let entities = 0;
    for (let i = 0; i < Math.ceil(c.runs / 10); i++) engine.analyze(text);
    for (let i = 0; i < c.runs; i++) {
      const t0 = performance.now();
      entities = engine.analyze(text).entities.length;
      engineMs.push(performance.now() - t0);
    }
    for (let i = 0; i < Math.ceil(c.runs / 10); i++) await inject();
    for (let i = 0; i < c.runs; i++) {
      const t0 = performance.now();
      await inject();
      httpMs.push(performance.now() - t0);
    }
    const e = summary(engineMs);
    const h = summary(httpMs);
    const mbps = Buffer.byteLength(text) / 1e6 / (e.median / 1000);
    console.log(`| ${c.name} | ${c.runs} | ${e.median.toFixed(2)} | ${mbps.toFixed(1)} | ${h.median.toFixed(2)} | ${h.p95.toFixed(2)} | ${h.p99.toFixed(2)} | ${entities} |`);

    async function inject() {
      const res = await app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, payload });
      if (res.statusCode !== 200) throw new Error(`sanitize answered ${res.statusCode}`);
    }
  }
  printPartTimings('Engine parts on the 100 KB text', timeEngineParts(benchText(102_400), engine, ENGINE_PART_RUNS));
  printPartTimings("Engine parts on a 100 KB developer's paste (logs, code, JSON)", timeEngineParts(developerText(102_400), engine, ENGINE_PART_RUNS));
  printScaling(engine, { realistic: benchText, "developer's paste": developerText, ...ADVERSARIAL_TEXTS }, SCALING_RUNS);
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
