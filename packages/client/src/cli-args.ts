import { parseArgs } from 'node:util';

/** What the command line asks for, after validation. */
export type CliRequest =
  | { command: 'help' }
  | { command: 'sanitize'; files: string[]; mode: 'sanitize' | 'redact'; entities?: string[]; threshold?: number; session?: string; json: boolean; target: Target }
  | { command: 'rehydrate'; files: string[]; session: string; json: boolean; target: Target }
  | { command: 'detect'; files: string[]; entities?: string[]; threshold?: number; target: Target };

/** Where the work runs: the service, or the engine in this process. */
export type Target = { kind: 'remote'; url: string; key: string } | { kind: 'local' };

/** A mistake in the command line: exit code 2 with the usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage:
  sanitizer sanitize [FILE...]   sanitize files (or stdin); sanitized text on stdout, session id on stderr
      --mode sanitize|redact     redact keeps no session (default sanitize)
      --entities A,B             only these types (aliases EMAIL, PHONE)
      --threshold N              minimum confidence, 0 to 1
      --session ID               continue this session
      --json                     print the full result as JSON, one line per input
  sanitizer rehydrate --session ID [FILE]   put the originals back (stdin when no file)
  sanitizer detect [FILE]        entities as JSON, no session
Common options:
  --url URL     the service (or SANITIZER_URL; default http://127.0.0.1:8080)
  --key KEY     the API key (or SANITIZER_API_KEY)
  --local       run the engine in this process, no service: detect and --mode redact only
Exit codes: 0 done, 1 service error, 2 usage error.`;

const OPTIONS = {
  mode: { type: 'string' },
  entities: { type: 'string' },
  threshold: { type: 'string' },
  session: { type: 'string' },
  json: { type: 'boolean', default: false },
  url: { type: 'string' },
  key: { type: 'string' },
  local: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const TAKES_VALUE = new Set(Object.entries(OPTIONS).flatMap(([name, o]) => (o.type === 'string' ? [`--${name}`] : [])));

/**
 * `--session -Xk3…` as `--session=-Xk3…`: a session id may start with a dash
 * (URL-safe base64), which parseArgs would otherwise take for an option.
 */
function joinValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if (TAKES_VALUE.has(arg) && value !== undefined && value.startsWith('-') && !value.startsWith('--')) {
      out.push(`${arg}=${value}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/**
 * Reads argv (without node and the script) and the environment into a request; throws UsageError.
 * @example parseCli(['sanitize', 'notes.txt', '--mode', 'redact'], process.env)
 */
export function parseCli(argv: string[], env: Readonly<Record<string, string | undefined>>): CliRequest {
  let parsed;
  try {
    parsed = parseArgs({ args: joinValues(argv), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...files] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (command !== 'sanitize' && command !== 'rehydrate' && command !== 'detect') throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  const target = targetOf(values, env, command);
  const entities = values.entities === undefined ? undefined : values.entities.split(',').map((s) => s.trim()).filter(Boolean);
  const threshold = thresholdOf(values.threshold);
  if (command === 'rehydrate') {
    if (!values.session) throw new UsageError('rehydrate needs --session ID');
    if (files.length > 1) throw new UsageError('rehydrate takes at most one file');
    return { command, files, session: values.session, json: values.json, target };
  }
  if (command === 'detect') {
    if (files.length > 1) throw new UsageError('detect takes at most one file');
    return { command, files, ...(entities ? { entities } : {}), ...(threshold !== undefined ? { threshold } : {}), target };
  }
  const mode = values.mode ?? 'sanitize';
  if (mode !== 'sanitize' && mode !== 'redact') throw new UsageError('--mode is sanitize or redact');
  if (mode === 'redact' && values.session) throw new UsageError('--session cannot be combined with --mode redact');
  if (target.kind === 'local' && mode !== 'redact') throw new UsageError('--local keeps no session: use it with --mode redact, or drop --local');
  return { command, files, mode, json: values.json, target, ...(entities ? { entities } : {}), ...(threshold !== undefined ? { threshold } : {}), ...(values.session ? { session: values.session } : {}) };
}

function targetOf(values: { url?: string; key?: string; local: boolean }, env: Readonly<Record<string, string | undefined>>, command: string): Target {
  if (values.local) {
    if (command === 'rehydrate') throw new UsageError('rehydrate needs the service (the mapping lives there): drop --local');
    return { kind: 'local' };
  }
  const key = values.key ?? env['SANITIZER_API_KEY'];
  if (!key) throw new UsageError('no API key: pass --key or set SANITIZER_API_KEY (or use --local)');
  return { kind: 'remote', url: values.url ?? env['SANITIZER_URL'] ?? 'http://127.0.0.1:8080', key };
}

function thresholdOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError('--threshold is a number from 0 to 1');
  return n;
}
