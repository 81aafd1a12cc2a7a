/**
 * Sends malformed HTTP to the real service process (`main.ts`) on each backend
 * and counts what would be a defect: answers outside the spec's error
 * envelope (or leaking the framework's codes), 5xx answers, requests with no
 * answer at all, and crashes of the process. Loopback only, bounded in count
 * and time.
 *   npm run fuzz                                   # SQLite
 *   DATABASE_URL=… REDIS_URL=… npm run fuzz        # and PostgreSQL + Redis
 *   FUZZ_REQUESTS=20000 FUZZ_SEED=1 FUZZ_CONCURRENCY=64
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../packages/server/src/config.js';
import { createStorage } from '../../packages/server/src/storage/create-storage.js';
import { createThrowawayPostgres } from '../../packages/server/src/storage/test-backends.js';
import { completion, sendJson, startFakeModel } from '../../packages/server/src/test-support/fake-model.js';
import { startServerProcess } from '../../packages/server/src/test-support/server-process.js';
import { nextRequest, seeded, type FuzzRequest } from './malformed-requests.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 64);
const ANSWER_TIMEOUT_MS = 10_000;
const RUN_LIMIT_MS = 15 * 60_000;

interface Tally {
  sent: number;
  answered: number;
  ok: number;
  nonEnvelope: number;
  serverErrors: number;
  noAnswer: number;
  byKind: Map<string, { sent: number; bad: number; statuses: Set<number> }>;
  examples: string[];
}

async function main(): Promise<void> {
  const backends: { name: string; env: () => Promise<{ env: Record<string, string>; dispose(): Promise<void> }> }[] = [{ name: 'SQLite (embedded default)', env: sqliteEnv }];
  if (process.env.DATABASE_URL && process.env.REDIS_URL) backends.push({ name: 'PostgreSQL + Redis', env: () => scaledEnv(process.env.DATABASE_URL!, process.env.REDIS_URL!) });
  console.log(`node ${process.version}; ${REQUESTS} malformed requests per backend, seed ${SEED}, ${CONCURRENCY} at a time\n`);
  for (const backend of backends) await fuzzBackend(backend.name, await backend.env());
}

async function fuzzBackend(name: string, setup: { env: Record<string, string>; dispose(): Promise<void> }): Promise<void> {
  const env = { ...setup.env, HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '1000', DETECTION_THREADS: '1', LOG_LEVEL: 'warn' };
  const key = await enterpriseKey(env);
  // The proxy's upstream is a local fake model: nothing leaves this machine.
  const model = await startFakeModel();
  model.answerWith((_req, res) => sendJson(res, 200, completion('Noted.')));
  const server = await startServerProcess({ ...env, LLM_UPSTREAM_URL: model.baseUrl, LOG_LEVEL: 'info' });
  const port = Number(new URL(server.url).port);
  let crashed = false;
  void server.exited.then(() => (crashed = true));
  const tally: Tally = { sent: 0, answered: 0, ok: 0, nonEnvelope: 0, serverErrors: 0, noAnswer: 0, byKind: new Map(), examples: [] };
  const rand = seeded(SEED);
  const started = performance.now();
  const worker = async () => {
    while (tally.sent < REQUESTS && !crashed && performance.now() - started < RUN_LIMIT_MS) {
      const req = nextRequest(rand, key);
      tally.sent++;
      record(tally, req, await send(port, req.bytes));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const died = crashed;
  const health = died ? null : await fetch(`${server.url}/v1/health`).then((r) => r.status).catch(() => null);
  if (!died) await server.stop();
  await model.close();
  await setup.dispose();
  report(name, tally, seconds, died, health);
}

function record(tally: Tally, req: FuzzRequest, answer: string | null): void {
  const kind = tally.byKind.get(req.kind) ?? { sent: 0, bad: 0, statuses: new Set<number>() };
  tally.byKind.set(req.kind, kind);
  kind.sent++;
  if (answer === null || answer === '') {
    tally.noAnswer++;
    kind.bad++;
    return;
  }
  tally.answered++;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  kind.statuses.add(status);
  if (status >= 500) tally.serverErrors++;
  if (status >= 200 && status < 400) return void tally.ok++;
  if (!isEnvelope(answer)) {
    tally.nonEnvelope++;
    kind.bad++;
    if (tally.examples.length < 5) tally.examples.push(`${req.kind}: ${answer.slice(0, 200).replace(/\r\n/g, ' | ')}`);
  } else if (status >= 500) kind.bad++;
}

/** An error answer is the spec's envelope, and never carries the framework's own codes or a stack. */
function isEnvelope(answer: string): boolean {
  const head = answer.split('\r\n\r\n', 1)[0]!;
  let body = answer.slice(head.length + 4);
  if (/transfer-encoding: chunked/i.test(head)) body = dechunk(body);
  if (/FST_|\bat [\w.<>]+ \(|node:internal/.test(body)) return false;
  try {
    const e = (JSON.parse(body) as { error?: Record<string, unknown> }).error;
    return !!e && ['code', 'message', 'suggestion', 'request_id'].every((k) => typeof e[k] === 'string' && e[k] !== '');
  } catch {
    return false;
  }
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!(size > 0)) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/** Writes the bytes and collects everything answered until the server closes (null: no answer in time). */
function send(port: number, bytes: Buffer): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(chunks.length ? Buffer.concat(chunks).toString('utf8') : null);
    };
    const timer = setTimeout(finish, ANSWER_TIMEOUT_MS);
    socket.on('data', (d) => chunks.push(d));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(bytes);
  });
}

function report(name: string, t: Tally, seconds: number, crashed: boolean, health: number | null): void {
  console.log(`## ${name}: ${t.sent} requests in ${seconds.toFixed(1)} s\n`);
  console.log('| measure | count |\n|---|---|');
  console.log(`| answered | ${t.answered} |`);
  console.log(`| of those 2xx (well-formed after all) | ${t.ok} |`);
  console.log(`| error answers outside the envelope | ${t.nonEnvelope} |`);
  console.log(`| 5xx answers | ${t.serverErrors} |`);
  console.log(`| no answer within ${ANSWER_TIMEOUT_MS / 1000} s | ${t.noAnswer} |`);
  console.log(`| process crashes | ${crashed ? 1 : 0} |`);
  console.log(`| health afterwards | ${health ?? 'none'} |\n`);
  console.log('| kind | sent | bad | statuses |\n|---|---|---|---|');
  for (const [kind, k] of [...t.byKind].sort((a, b) => b[1].sent - a[1].sent)) console.log(`| ${kind} | ${k.sent} | ${k.bad} | ${[...k.statuses].sort().join(', ')} |`);
  if (t.examples.length) console.log(`\nexamples:\n${t.examples.join('\n')}`);
  console.log('');
}

async function enterpriseKey(env: Record<string, string>): Promise<string> {
  const storage = await createStorage(loadConfig(env));
  try {
    const org = await storage.keys.ensureOrganization({ name: 'fuzz', plan: 'enterprise' });
    return (await storage.keys.createKey(org.id)).apiKey;
  } finally {
    await storage.close();
  }
}

async function sqliteEnv() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-fuzz-'));
  return { env: { DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('base64') }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

async function scaledEnv(databaseUrl: string, redisUrl: string) {
  const database = await createThrowawayPostgres(databaseUrl, 'sanitizer_fuzz');
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-fuzz-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `sanitizer-fuzz-${randomBytes(4).toString('hex')}:`,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  return { env, dispose: async () => { await database.drop(); await rm(dataDir, { recursive: true, force: true }); } };
}

await main();
