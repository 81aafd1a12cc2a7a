/**
 * Service load benchmark: real HTTP against the built service with autocannon,
 * one row per case of the speed table (issue "Scale out"), on the embedded
 * default and on PostgreSQL + Redis.
 *   npm run build && DATABASE_URL=postgres://… REDIS_URL=redis://… npm run load
 * Options: --duration S (default 10), --runs N (default 1: the whole set N times),
 *          --only NAME (substring of a case name), --embedded-only,
 *          --workers N (WORKERS of the server; default: its own default, one process per core),
 *          --threads N (DETECTION_THREADS of the server; default: its own default),
 *          --log-level L (LOG_LEVEL of the server; default warn, production's default is info),
 *          --node-options O (NODE_OPTIONS of the server, e.g. V8 heap flags)
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchText } from '../bench/bench-texts.js';
import { startLoadServer, type Backend, type LoadServer } from './load-server.js';

interface Case {
  name: string;
  backend: Backend;
  path: string;
  connections: number;
  target: string;
  body: (server: LoadServer) => Promise<string>;
}

interface Measured {
  run: number;
  name: string;
  backend: Backend;
  path: string;
  connections: number;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  peakRssMb: number;
  processes: number;
  /** 1-minute load average when the case started: other work on the machine shows here. */
  loadBefore: number;
}

const TEXT_1KB = benchText(1_024);
const TEXT_100KB = benchText(102_400);
const sanitizeBody = (text: string) => async () => JSON.stringify({ text });

const CASES: Case[] = [
  { name: 'sanitize 1 KB, embedded default', backend: 'embedded', path: '/v1/sanitize', connections: 32, target: '≥ 4,000 req/s, p99 ≤ 25 ms', body: sanitizeBody(TEXT_1KB) },
  { name: 'echo 1 KB, embedded default', backend: 'embedded', path: '/v1/load-test/echo', connections: 32, target: 'baseline', body: sanitizeBody(TEXT_1KB) },
  { name: 'sanitize 100 KB, embedded default', backend: 'embedded', path: '/v1/sanitize', connections: 4, target: '≥ 40 req/s, p99 ≤ 150 ms', body: sanitizeBody(TEXT_100KB) },
  { name: 'rehydrate 1 KB, embedded default', backend: 'embedded', path: '/v1/rehydrate', connections: 32, target: '≥ 6,000 req/s', body: rehydrateBody },
  { name: 'sanitize 1 KB, PostgreSQL + Redis', backend: 'scaled', path: '/v1/sanitize', connections: 32, target: '≥ 3,000 req/s, p99 ≤ 30 ms', body: sanitizeBody(TEXT_1KB) },
  { name: 'echo 1 KB, PostgreSQL + Redis', backend: 'scaled', path: '/v1/load-test/echo', connections: 32, target: 'baseline', body: sanitizeBody(TEXT_1KB) },
  { name: 'sanitize 100 KB, PostgreSQL + Redis', backend: 'scaled', path: '/v1/sanitize', connections: 4, target: '≥ 40 req/s, p99 ≤ 150 ms', body: sanitizeBody(TEXT_100KB) },
  { name: 'rehydrate 1 KB, PostgreSQL + Redis', backend: 'scaled', path: '/v1/rehydrate', connections: 32, target: '≥ 6,000 req/s', body: rehydrateBody },
];

/** A rehydrate call on a real session: the sanitized 1 KB text and its session id. */
async function rehydrateBody(server: LoadServer): Promise<string> {
  const res = await fetch(`${server.url}/v1/sanitize`, { method: 'POST', headers: headers(server), body: JSON.stringify({ text: TEXT_1KB }) });
  const { sanitized, session_id } = (await res.json()) as { sanitized: string; session_id: string };
  return JSON.stringify({ text: sanitized, session_id });
}

function headers(server: LoadServer): Record<string, string> {
  return { 'x-api-key': server.apiKey, 'content-type': 'application/json' };
}

async function measure(server: LoadServer, c: Case, durationS: number, run: number): Promise<Measured> {
  const body = await c.body(server);
  const fire = (duration: number) =>
    autocannon({ url: `${server.url}${c.path}`, method: 'POST', headers: headers(server), body, connections: c.connections, duration });
  await fire(Math.min(3, durationS));
  server.resetPeakRss();
  const loadBefore = loadavg()[0]!;
  const r = await fire(durationS);
  return {
    run,
    name: c.name,
    backend: c.backend,
    path: c.path,
    connections: c.connections,
    target: c.target,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
    peakRssMb: server.peakRssKb() / 1024,
    processes: server.processes(),
    loadBefore,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      runs: { type: 'string', default: '1' },
      only: { type: 'string' },
      'embedded-only': { type: 'boolean', default: false },
      workers: { type: 'string' },
      threads: { type: 'string' },
      'log-level': { type: 'string', default: 'warn' },
      'node-options': { type: 'string' },
    },
  });
  const durationS = Number(values.duration);
  const selected = CASES.filter((c) => (!values.only || c.name.includes(values.only)) && (c.backend === 'embedded' || !values['embedded-only']));
  const env = {
    LOG_LEVEL: values['log-level'],
    ...(values.threads === undefined ? {} : { DETECTION_THREADS: values.threads }),
    ...(values.workers === undefined ? {} : { WORKERS: values.workers }),
    ...(values['node-options'] === undefined ? {} : { NODE_OPTIONS: values['node-options'] }),
  };
  const results: Measured[] = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    for (const backend of ['embedded', 'scaled'] as const) {
      const cases = selected.filter((c) => c.backend === backend);
      if (cases.length > 0) results.push(...(await runCases(backend, cases, env, durationS, run)));
    }
  }
  printTable(results, durationS, env);
}

async function runCases(backend: Backend, cases: Case[], env: Record<string, string>, durationS: number, run: number): Promise<Measured[]> {
  const server = await startLoadServer({ backend, env });
  const results: Measured[] = [];
  try {
    for (const c of cases) {
      const m = await measure(server, c, durationS, run);
      results.push(m);
      process.stderr.write(`run ${run}, ${m.name}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.peakRssMb.toFixed(0)} MB in ${m.processes} processes\n`);
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** req/s over the echo route's req/s in the same run and backend: what a call pays beyond the HTTP stack. */
function ratioToEcho(m: Measured, results: Measured[]): string {
  if (m.path === '/v1/load-test/echo') return '1';
  // Only a 1 KB call is compared with the 1 KB echo.
  if (!m.name.includes('1 KB')) return '—';
  const echo = results.find((e) => e.run === m.run && e.backend === m.backend && e.path === '/v1/load-test/echo');
  return echo ? (m.rps / echo.rps).toFixed(2) : '—';
}

function printTable(results: Measured[], durationS: number, env: Record<string, string>): void {
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  const settings = Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ');
  console.log(`\nnode ${process.version}, ${availableParallelism()} cores, load average at the end ${load}; ${durationS} s per case after a 3 s warm-up; ${settings}; autocannon on the same machine\n`);
  console.log('| run | case | connections | target | req/s | ÷ echo | p50 ms | p99 ms | failed | peak RSS MB (processes) | load avg before |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const m of results) {
    const rss = `${m.peakRssMb.toFixed(0)} (${m.processes})`;
    console.log(`| ${m.run} | ${m.name} | ${m.connections} | ${m.target} | ${Math.round(m.rps).toLocaleString('en-US')} | ${ratioToEcho(m, results)} | ${m.p50} | ${m.p99} | ${m.failed} | ${rss} | ${m.loadBefore.toFixed(1)} |`);
  }
}

await main();
