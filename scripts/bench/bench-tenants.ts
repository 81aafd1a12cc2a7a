/**
 * Whether one organization's heavy custom patterns slow another's requests:
 * organization B's small sanitize, p50 and p99, alone and while organization A
 * keeps the service busy with 100 KB texts under the costliest patterns the
 * budget allows (eight of about 200 instructions, on text that makes them work
 * hardest). Runs the real service process on the embedded default, loopback only.
 *   npm run bench:tenants
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../packages/server/src/config.js';
import { createStorage } from '../../packages/server/src/storage/create-storage.js';
import { startServerProcess } from '../../packages/server/src/test-support/server-process.js';

const QUIET_REQUESTS = 300;
const HEAVY_SECONDS = 20;
const HEAVY_CLIENTS = 4;
const SMALL = { text: 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\nPhone: (617) 555-0142\nSeen by Dr. Alan Smith at 12 Beacon Street, Boston, MA 02108.' };
const HEAVY_TEXT = 'x'.repeat(100_000);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-tenants-'));
  const env = { DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  const [heavyKey, lightKey] = await keys(env);
  const server = await startServerProcess(env);
  const post = (key: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  try {
    for (const d of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const res = await post(heavyKey, '/v1/patterns', { name: `HEAVY_${d}`, pattern: `[a-z]{1,100}[0-${d}]` });
      if (res.status !== 200) throw new Error(`pattern ${d} refused: ${res.status}`);
    }
    const small = async () => {
      const t0 = performance.now();
      const res = await post(lightKey, '/v1/sanitize', SMALL);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`small sanitize answered ${res.status}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 50; i++) await small();
    const quiet: number[] = [];
    for (let i = 0; i < QUIET_REQUESTS; i++) quiet.push(await small());

    let stop = false;
    const heavyStatuses = new Map<number, number>();
    const heavyMs: number[] = [];
    const heavyClient = async () => {
      while (!stop) {
        const t0 = performance.now();
        const res = await post(heavyKey, '/v1/sanitize', { text: HEAVY_TEXT, config: { custom_patterns: true } });
        await res.arrayBuffer();
        heavyMs.push(performance.now() - t0);
        heavyStatuses.set(res.status, (heavyStatuses.get(res.status) ?? 0) + 1);
      }
    };
    const heavy = Array.from({ length: HEAVY_CLIENTS }, heavyClient);
    await new Promise((r) => setTimeout(r, 2000));
    const busy: number[] = [];
    const until = performance.now() + HEAVY_SECONDS * 1000;
    while (performance.now() < until) busy.push(await small());
    stop = true;
    await Promise.all(heavy);

    const q = [...quiet].sort((a, b) => a - b);
    const b = [...busy].sort((a, c) => a - c);
    const h = [...heavyMs].sort((a, c) => a - c);
    console.log(`node ${process.version}; embedded default, ${server.logs.find((l) => l.msg === 'ready')?.['detectionThreads'] ?? 'default'} detection threads`);
    console.log(`organization A: 8 patterns of [a-z]{1,100}[0-N] (about 203 instructions each), ${HEAVY_CLIENTS} clients sending 100 KB of letters with custom_patterns`);
    console.log(`A's requests: ${heavyMs.length}, statuses ${JSON.stringify(Object.fromEntries(heavyStatuses))}, median ${percentile(h, 50).toFixed(0)} ms\n`);
    console.log("| organization B's 1 KB sanitize, ms | requests | p50 | p99 |\n|---|---|---|---|");
    console.log(`| alone | ${q.length} | ${percentile(q, 50).toFixed(2)} | ${percentile(q, 99).toFixed(2)} |`);
    console.log(`| while A runs its heavy patterns | ${b.length} | ${percentile(b, 50).toFixed(2)} | ${percentile(b, 99).toFixed(2)} |`);
    console.log(`| ratio | | ${(percentile(b, 50) / percentile(q, 50)).toFixed(2)} | ${(percentile(b, 99) / percentile(q, 99)).toFixed(2)} |`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function keys(env: Record<string, string>): Promise<[string, string]> {
  const storage = await createStorage(loadConfig(env));
  try {
    const heavy = await storage.keys.ensureOrganization({ name: 'heavy-patterns', plan: 'enterprise' });
    const light = await storage.keys.ensureOrganization({ name: 'small-requests', plan: 'enterprise' });
    return [(await storage.keys.createKey(heavy.id)).apiKey, (await storage.keys.createKey(light.id)).apiKey];
  } finally {
    await storage.close();
  }
}

await main();
