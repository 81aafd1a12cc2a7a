/**
 * Starts the real service (`main.ts`) as a child process, as an operator would,
 * for tests where processes, signals and sockets matter.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { createStorage } from '../storage/create-storage.js';
import type { Plan } from '../storage/ports.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once a log line with this message has been written. */
  logged(msg: string): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns main.ts on a free port with `env` (plus PATH/HOME) and waits for its "ready" log line. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=sanitizer-source', MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let listening: string | null = null;
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${stderr}`)), START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        const at = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg));
        if (at) listening = at[1]!;
        if (entry.msg === 'ready' && listening) {
          clearTimeout(timer);
          resolve(listening);
        }
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${stderr}`)));
  });
  return {
    url,
    child,
    logs,
    exited,
    logged: async (msg) => {
      while (!logs.some((l) => l.msg === msg)) await new Promise((r) => setTimeout(r, 10));
    },
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** An API key of a new organization on `plan`, made in the storage `env` names, as the admin command would. */
export async function newKeyIn(env: Record<string, string>, plan: Plan): Promise<string> {
  const storage = await createStorage(loadConfig(env));
  try {
    const org = await storage.keys.ensureOrganization({ name: `org-${randomBytes(4).toString('hex')}`, plan });
    return (await storage.keys.createKey(org.id)).apiKey;
  } finally {
    await storage.close();
  }
}

/**
 * Waits out the last seconds of a period of the server processes' own clock (real processes read the wall
 * clock), so one burst of requests falls in a single rate-limit minute or a single UTC day.
 */
export async function awayFromWindowEdge(periodMs = 60_000, marginMs = 5_000): Promise<void> {
  const intoWindow = Date.now() % periodMs;
  if (intoWindow > periodMs - marginMs) await new Promise((r) => setTimeout(r, periodMs - intoWindow + 100));
}
