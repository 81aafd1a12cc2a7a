/**
 * Where the time goes for sanitize: runs the built service under --cpu-prof
 * (every process and thread) while autocannon sends sanitize calls of one size,
 * then sums self time by area of the code.
 *   npm run build && npx tsx scripts/load/profile-1kb.ts [--size 1|100] [--backend embedded|scaled]
 *     [--duration 10] [--threads N] [--workers N] [--top 8]
 * The scaled backend needs DATABASE_URL and REDIS_URL.
 */
import autocannon from 'autocannon';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchText } from '../bench/bench-texts.js';
import { startLoadServer } from './load-server.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Areas by where the code lives; the first match wins. */
const AREAS: [string, (url: string, fn: string) => boolean][] = [
  // piscina's idle worker threads wait in atomicsWaitLoop.
  ['idle (waiting for work)', (_u, f) => f === '(idle)' || f === 'atomicsWaitLoop'],
  ['garbage collection', (_u, f) => f === '(garbage collector)'],
  ['engine: NER tagger', (u) => u.includes('/core/') && u.includes('/ner/')],
  ['engine: pattern recognizers', (u) => u.includes('/core/') && u.includes('/recognizers/')],
  ['engine: layout analysis', (u) => u.includes('/core/') && u.includes('/structure/')],
  ['engine: other (overlaps, placeholders, context)', (u) => u.includes('/core/')],
  ['libphonenumber-js', (u) => u.includes('libphonenumber')],
  ['worker pool (piscina, messaging)', (u) => u.includes('piscina') || u.includes('internal/worker')],
  ['Fastify (routing, hooks, validation, serialization)', (u) => /fastify|find-my-way|avvio|ajv|fast-json-stringify|light-my-request|secure-json-parse/.test(u)],
  ['SQLite + Kysely (key look-up, session write)', (u) => /kysely|better-sqlite3/.test(u)],
  ['pino (logging)', (u) => u.includes('pino')],
  ['server code (auth, routes, storage, crypto)', (u) => u.includes('/server/')],
  ['Node HTTP and streams', (u) => /node:(_http|http|net|stream|internal\/(http|streams|stream_base))/.test(u) || u.includes('_http_')],
  ['other Node internals', (u) => u.startsWith('node:')],
  ['native (JSON, regexp, crypto, program)', () => true],
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      size: { type: 'string', default: '1' },
      backend: { type: 'string', default: 'embedded' },
      threads: { type: 'string' },
      workers: { type: 'string' },
      top: { type: 'string', default: '8' },
    },
  });
  const backend = values.backend === 'scaled' ? 'scaled' : 'embedded';
  const kb = Number(values.size);
  const dir = await mkdtemp(join(tmpdir(), 'sanitizer-prof-'));
  const env = {
    ...(values.threads === undefined ? {} : { DETECTION_THREADS: values.threads }),
    ...(values.workers === undefined ? {} : { WORKERS: values.workers }),
  };
  const server = await startLoadServer({ backend, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`], env });
  const body = JSON.stringify({ text: benchText(kb * 1_024) });
  const result = await autocannon({
    url: `${server.url}/v1/sanitize`,
    method: 'POST',
    headers: { 'x-api-key': server.apiKey, 'content-type': 'application/json' },
    body,
    connections: kb > 8 ? 4 : 32,
    duration: Number(values.duration),
  });
  await server.stop();
  console.log(`sanitize ${kb} KB, ${backend}, under --cpu-prof: ${Math.round(result.requests.average)} req/s (profiling slows it); load average ${loadavg()[0]!.toFixed(1)}\n`);
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile')).sort()) {
    const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
    printProfile(file, profile, result.requests.total, Number(values.top));
  }
  await rm(dir, { recursive: true, force: true });
}

function printProfile(file: string, profile: CpuProfile, requests: number, top: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<ProfileNode, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    selfUs.set(node, (selfUs.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [node, us] of selfUs) {
    const { url, functionName } = node.callFrame;
    const area = AREAS.find(([, test]) => test(url, functionName))![0];
    areas.set(area, (areas.get(area) ?? 0) + us);
    total += us;
    if (area.startsWith('idle')) continue;
    const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const busy = total - (areas.get('idle (waiting for work)') ?? 0);
  // Files are CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile; thread 0 is the main (HTTP) thread.
  const thread = /\.(\d+)\.\d+\.cpuprofile$/.exec(file)?.[1] === '0' ? 'main thread of a process' : 'detection thread';
  console.log(`### ${thread}: ${file}\nbusy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s; ${(busy / requests).toFixed(0)} µs busy per request overall\n`);
  console.log('| area | % of busy time |\n|---|---|');
  for (const [area, us] of [...areas].filter(([a]) => !a.startsWith('idle')).sort((x, y) => y[1] - x[1])) {
    console.log(`| ${area} | ${((100 * us) / busy).toFixed(1)} |`);
  }
  console.log('\ntop functions (self time):');
  for (const [name, us] of [...functions].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${((100 * us) / busy).toFixed(1)}%  ${name}`);
  console.log();
}

await main();
