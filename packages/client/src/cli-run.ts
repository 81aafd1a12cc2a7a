import { readFile } from 'node:fs/promises';
import { SanitizerClient } from './client.js';
import { SanitizerError } from './errors.js';
import { detectLong, rehydrateLong, sanitizeLong } from './long-text.js';
import { loadLocalEngine } from './local-engine.js';
import { parseCli, USAGE, UsageError, type CliRequest } from './cli-args.js';
import { createProgress, shouldShowProgress, type Progress } from './progress.js';
import { MAX_TEXT_BYTES, utf8Length } from './split-text.js';

/** What the CLI reads and writes; injected so it can be run in tests, real process streams otherwise. */
export interface CliIo {
  stdin: AsyncIterable<Buffer | string>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: Readonly<Record<string, string | undefined>>;
}

interface Input {
  name: string;
  text: string;
}

/** Runs one command line; resolves to the exit code (0 done, 1 service error, 2 usage error). Never prints text to stderr. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const request = parseCli(argv, io.env);
    if (request.command === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const inputs = await readInputs(request.files, io.stdin);
    const total = inputs.reduce((sum, i) => sum + utf8Length(i.text), 0);
    const show = shouldShowProgress(io.stderr.isTTY, inputs.length, Math.ceil(total / MAX_TEXT_BYTES));
    const progress = createProgress(io.stderr, show, total);
    try {
      await run(request, inputs, io, progress);
    } finally {
      progress.stop();
    }
    return 0;
  } catch (error) {
    return report(error, io.stderr);
  }
}

function report(error: unknown, stderr: NodeJS.WritableStream): number {
  if (error instanceof UsageError) {
    stderr.write(`sanitizer: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (error instanceof SanitizerError) {
    stderr.write(`sanitizer: ${error.message} (${error.code}${error.requestId ? `, request ${error.requestId}` : ''})\n`);
    if (error.suggestion) stderr.write(`${error.suggestion}\n`);
    return 1;
  }
  // An unexpected error's message could quote input (a parser's excerpt): only its kind is printed.
  stderr.write(`sanitizer: unexpected failure (${error instanceof Error ? error.name : typeof error})\n`);
  return 1;
}

async function readInputs(files: string[], stdin: AsyncIterable<Buffer | string>): Promise<Input[]> {
  if (files.length === 0) return [{ name: '-', text: await readAll(stdin) }];
  return Promise.all(
    files.map(async (name) => {
      try {
        return { name, text: await readFile(name, 'utf8') };
      } catch {
        throw new UsageError(`cannot read ${name}`);
      }
    }),
  );
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Counts progress across inputs: each input's bytes done, on top of the inputs before it. */
function progressAcross(progress: Progress) {
  let before = 0;
  return {
    onProgress: (done: number) => progress.update(before + done),
    next: (bytes: number) => progress.update((before += bytes)),
  };
}

async function run(request: Exclude<CliRequest, { command: 'help' }>, inputs: Input[], io: CliIo, progress: Progress): Promise<void> {
  const across = progressAcross(progress);
  const out = (s: string) => io.stdout.write(s);
  const target = request.target;
  if (target.kind === 'local') {
    if (request.command === 'rehydrate') throw new UsageError('rehydrate needs the service: drop --local');
    return runLocal(request, inputs, out, across);
  }
  const client = new SanitizerClient({ baseUrl: target.url, apiKey: target.key });
  if (request.command === 'rehydrate') {
    const result = await rehydrateLong(client, inputs[0]!.text, request.session, { onProgress: across.onProgress });
    out(request.json ? `${JSON.stringify(result)}\n` : result.text);
    return;
  }
  const config = { ...(request.entities ? { entities: request.entities } : {}), ...(request.threshold !== undefined ? { confidence_threshold: request.threshold } : {}) };
  if (request.command === 'detect') {
    const result = await detectLong(client, inputs[0]!.text, { ...(Object.keys(config).length ? { config } : {}), onProgress: across.onProgress });
    out(`${JSON.stringify(result)}\n`);
    return;
  }
  let session = request.session;
  for (const input of inputs) {
    const result = await sanitizeLong(client, input.text, { mode: request.mode, ...(Object.keys(config).length ? { config } : {}), ...(session ? { session_id: session } : {}), onProgress: across.onProgress });
    across.next(utf8Length(input.text));
    session = result.session_id ?? undefined;
    out(request.json ? `${JSON.stringify({ ...(input.name === '-' ? {} : { file: input.name }), ...result })}\n` : result.sanitized);
  }
  if (!request.json && session) io.stderr.write(`session_id: ${session}\n`);
}

/** `--local`: detect, or redact, in this process; rehydrate never gets here (parseCli refuses it). */
async function runLocal(request: Exclude<CliRequest, { command: 'help' | 'rehydrate' }>, inputs: Input[], out: (s: string) => void, across: ReturnType<typeof progressAcross>): Promise<void> {
  const engine = await loadLocalEngine();
  const options = { ...(request.entities ? { entities: request.entities } : {}), ...(request.threshold !== undefined ? { confidenceThreshold: request.threshold } : {}) };
  for (const input of inputs) {
    if (request.command === 'detect') out(`${JSON.stringify(engine.detect(input.text, options))}\n`);
    else {
      const result = engine.redact(input.text, options);
      out(request.json ? `${JSON.stringify({ ...(input.name === '-' ? {} : { file: input.name }), ...result })}\n` : result.sanitized);
    }
    across.next(utf8Length(input.text));
  }
}
