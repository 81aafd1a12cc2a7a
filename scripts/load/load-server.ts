/**
 * Starts the built service (`node packages/server/dist/main.js`, as `npm start`
 * does) on a throw-away backend for the load benchmark, and makes its key with
 * the admin command.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createThrowawayPostgres } from '../../packages/server/src/storage/test-backends.js';
import { createTestRedisSpace } from '../../packages/server/src/test-support/test-redis.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const MAIN = join(ROOT, 'packages/server/dist/main.js');
const ADMIN = join(ROOT, 'packages/server/dist/admin/cli.js');

export type Backend = 'embedded' | 'scaled';

export interface LoadServer {
  url: string;
  apiKey: string;
  pid: number;
  /** Peak resident memory (KB) since the last reset, summed over the server process and all its children (cluster workers). */
  peakRssKb(): number;
  /** Processes counted in the last sample. */
  processes(): number;
  resetPeakRss(): void;
  stop(): Promise<void>;
}

export interface LoadServerOptions {
  backend: Backend;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
  env?: Record<string, string>;
}

/** Starts the service on a fresh SQLite folder, or a fresh PostgreSQL database and Redis key prefix. */
export async function startLoadServer(options: LoadServerOptions): Promise<LoadServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-load-'));
  const scaled = options.backend === 'scaled' ? await scaledBackend() : null;
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // One log line per request at `info`; the benchmark measures the service, not its log pipe.
    LOG_LEVEL: 'warn',
    LOAD_TEST_ECHO: 'true',
    ...(scaled?.env ?? {}),
    ...options.env,
  };
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN, 'keys', 'create', '--org', 'bench', '--plan', 'enterprise', '--rpm', '999999999', '--json'], { env });
  const { api_key: apiKey } = JSON.parse(stdout) as { api_key: string };
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), MAIN], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  await waitForWorkers(child.pid!, Number(env.WORKERS ?? availableParallelism()));
  const rss = watchRss(child.pid!);
  return {
    url,
    apiKey,
    pid: child.pid!,
    peakRssKb: rss.peak,
    processes: rss.processes,
    resetPeakRss: rss.reset,
    stop: async () => {
      rss.stop();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await scaled?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function scaledBackend() {
  const serverUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!serverUrl || !redisUrl) throw new Error('the scaled backend needs DATABASE_URL (a server it may create a database on) and REDIS_URL');
  const database = await createThrowawayPostgres(serverUrl, 'sanitizer_load');
  const redis = createTestRedisSpace(redisUrl, 'sanitizer-load');
  return {
    env: { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redis.keyPrefix },
    dispose: async () => {
      await database.drop();
      await redis.dispose();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/v1/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

/** Waits until every cluster worker has started (each holds its own engine, so each takes a while). */
async function waitForWorkers(pid: number, workers: number): Promise<void> {
  if (workers <= 1) return;
  for (let i = 0; i < 600; i++) {
    if ((await childrenOf(pid)).length >= workers) {
      // A worker is forked before it loads its engine; give the last one time to listen.
      await new Promise((r) => setTimeout(r, 3_000));
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('cluster workers did not start');
}

async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(' ').filter(Boolean).map(Number);
}

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Samples VmRSS from /proc every 100 ms (Linux) for the process and its children, keeping the peak of the sum. */
function watchRss(pid: number) {
  let peak = 0;
  let processes = 1;
  const sample = async () => {
    const pids = [pid, ...(await childrenOf(pid))];
    processes = pids.length;
    const total = (await Promise.all(pids.map(rssKb))).reduce((a, b) => a + b, 0);
    peak = Math.max(peak, total);
  };
  const timer = setInterval(() => void sample(), 100);
  return { peak: () => peak, reset: () => void (peak = 0), processes: () => processes, stop: () => clearInterval(timer) };
}
