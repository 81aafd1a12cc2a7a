import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldShowProgress } from './progress.js';
import { backends, longClinicalText, startLiveService, type LiveService } from './test-support/live-service.js';

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const NOTE = 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\nPhone: (617) 555-0142\nNotes: Chloé said “fine” 😀\n';

interface Run {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** Runs the real CLI in a child process with only the variables given (plus PATH), `stdin` piped in. */
function runCli(args: string[], env: Record<string, string> = {}, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--conditions=sanitizer-source', CLI, ...args], { env: { PATH: process.env['PATH'] ?? '', ...env } });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => (err += b.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: err }));
    child.stdin.end(stdin);
  });
}

/** script(1) from util-linux, to give the CLI a terminal; the test is skipped where it is missing. */
const SCRIPT = ['/usr/bin/script', '/bin/script'].find((p) => existsSync(p));

const sessionOf = (run: Run) => /^session_id: (\S+)$/m.exec(run.stderr)?.[1] ?? '';

describe('shouldShowProgress', () => {
  it('shows a bar only on a terminal and only for more than one call', () => {
    expect(shouldShowProgress(true, 2, 1)).toBe(true);
    expect(shouldShowProgress(true, 1, 3)).toBe(true);
    expect(shouldShowProgress(true, 1, 1)).toBe(false);
    expect(shouldShowProgress(false, 5, 5)).toBe(false);
    expect(shouldShowProgress(undefined, 5, 5)).toBe(false);
  });
});

describe('sanitizer CLI --local (no service)', () => {
  it('detects and redacts in process', async () => {
    const detect = await runCli(['detect', '--local', '--entities', 'EMAIL,PHONE'], {}, NOTE);
    expect(detect.code).toBe(0);
    expect(JSON.parse(detect.stdout.toString()).entities.map((e: { type: string }) => e.type)).toEqual(['EMAIL_ADDRESS', 'PHONE_NUMBER']);
    const redact = await runCli(['sanitize', '--local', '--mode', 'redact'], {}, NOTE);
    expect(redact).toMatchObject({ code: 0, stderr: '' });
    expect(redact.stdout.toString()).toBe('Patient: [PERSON_1]\nEmail: [EMAIL_ADDRESS_1]\nPhone: [PHONE_NUMBER_1]\nNotes: [PERSON_2] said “fine” 😀\n');
  });

  it('refuses what needs a session, with the usage (exit 2)', async () => {
    for (const args of [['sanitize', '--local'], ['rehydrate', '--local', '--session', 's']]) {
      const run = await runCli(args, {}, NOTE);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage:');
    }
  });
});

describe('sanitizer CLI usage errors (exit 2)', () => {
  it('prints the usage on --help, exit 0', async () => {
    const run = await runCli(['--help']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.toString()).toMatch(/^Usage:\n  sanitizer sanitize/);
  });

  it.each([
    [[], 'no command given'],
    [['frobnicate'], 'unknown command'],
    [['sanitize', '--bogus'], 'Unknown option'],
    [['sanitize', '--threshold', '2', '--key', 'k'], '--threshold'],
    [['sanitize', '--mode', 'shout', '--key', 'k'], '--mode'],
    [['rehydrate', '--key', 'k'], '--session'],
    [['sanitize'], 'no API key'],
    [['sanitize', '/no/such/file', '--key', 'k'], 'cannot read /no/such/file'],
  ])('%j', async (args, message) => {
    const run = await runCli(args, {}, 'x');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage:');
    expect(run.stdout.length).toBe(0);
  });
});

describe.each(backends)('sanitizer CLI against the service ($dialect)', (backend) => {
  let service: LiveService;
  let env: Record<string, string>;
  let dir: string;
  beforeAll(async () => {
    service = await startLiveService(backend);
    env = { SANITIZER_URL: service.baseUrl, SANITIZER_API_KEY: service.apiKey };
    dir = await mkdtemp(join(tmpdir(), 'sanitizer-cli-'));
  });
  afterAll(async () => {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips a file byte for byte: sanitize, then rehydrate', async () => {
    await writeFile(join(dir, 'note.txt'), NOTE);
    const sanitized = await runCli(['sanitize', join(dir, 'note.txt')], env);
    expect(sanitized.code).toBe(0);
    expect(sanitized.stdout.toString()).toBe('Patient: [PERSON_1]\nEmail: [EMAIL_ADDRESS_1]\nPhone: [PHONE_NUMBER_1]\nNotes: [PERSON_2] said “fine” 😀\n');
    expect(sanitized.stderr).toMatch(/^session_id: \S+\n$/);
    await writeFile(join(dir, 'note.sanitized'), sanitized.stdout);
    const restored = await runCli(['rehydrate', '--session', sessionOf(sanitized), join(dir, 'note.sanitized')], env);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout.equals(await readFile(join(dir, 'note.txt')))).toBe(true);
  });

  it('reads stdin, takes --url/--key over the environment, --entities and --json', async () => {
    const run = await runCli(['sanitize', '--json', '--entities', 'EMAIL', '--url', service.baseUrl, '--key', service.apiKey], { SANITIZER_API_KEY: 'sk_wrong' }, NOTE);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout.toString());
    expect(result).toMatchObject({ sanitized: NOTE.replace('maria.garcia@example.com', '[EMAIL_ADDRESS_1]'), entities_found: 1, pieces: 1 });
    const back = await runCli(['rehydrate', '--session', result.session_id], env, 'Write to [EMAIL_ADDRESS_1].');
    expect(back.stdout.toString()).toBe('Write to maria.garcia@example.com.');
  });

  it('continues one session over several files and --session', async () => {
    await writeFile(join(dir, 'a.txt'), 'Maria Garcia called.\n');
    await writeFile(join(dir, 'b.txt'), 'John Park and Maria Garcia.\n');
    const run = await runCli(['sanitize', join(dir, 'a.txt'), join(dir, 'b.txt')], env);
    expect(run.stdout.toString()).toBe('[PERSON_1] called.\n[PERSON_2] and [PERSON_1].\n');
    expect(run.stderr).toMatch(/^session_id: \S+\n$/);
    const more = await runCli(['sanitize', '--session', sessionOf(run)], env, 'Ann Lee and John Park.');
    expect(more.stdout.toString()).toBe('[PERSON_3] and [PERSON_2].');
    expect(sessionOf(more)).toBe(sessionOf(run));
  });

  it.skipIf(!SCRIPT)('draws a progress bar on stderr when it is a terminal (run under script(1))', async () => {
    await writeFile(join(dir, 'c.txt'), 'Maria Garcia called.\n');
    await writeFile(join(dir, 'd.txt'), 'John Park called.\n');
    const command = [TSX, '--conditions=sanitizer-source', CLI, 'sanitize', join(dir, 'c.txt'), join(dir, 'd.txt')].map((a) => `'${a}'`).join(' ');
    const run = await new Promise<{ code: number; output: string }>((resolve, reject) => {
      const child = spawn(SCRIPT!, ['-qfec', command, '/dev/null'], { env: { PATH: process.env['PATH'] ?? '', TERM: 'xterm', ...env } });
      let output = '';
      child.stdout.on('data', (b: Buffer) => (output += b.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? -1, output }));
      child.stdin.end();
    });
    expect(run.code).toBe(0);
    expect(run.output).toMatch(/sanitizer \[[^\]]*\] \d+% \| \d+\/\d+ bytes/);
    expect(run.output).toContain('[PERSON_2] called.');
  });

  it('detects remotely, as JSON', async () => {
    const run = await runCli(['detect', '--threshold', '0.5'], env, NOTE);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout.toString()).entities.map((e: { type: string }) => e.type)).toContain('EMAIL_ADDRESS');
  });

  it('round-trips a 1 MB file, split into calls under the limit, with no bar when stderr is not a terminal', async () => {
    const text = longClinicalText(1_048_576);
    await writeFile(join(dir, 'big.txt'), text);
    const sanitized = await runCli(['sanitize', join(dir, 'big.txt')], env);
    expect(sanitized.code).toBe(0);
    expect(sanitized.stderr).toMatch(/^session_id: \S+\n$/);
    await writeFile(join(dir, 'big.sanitized'), sanitized.stdout);
    const restored = await runCli(['rehydrate', '--session', sessionOf(sanitized), join(dir, 'big.sanitized')], env);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout.equals(await readFile(join(dir, 'big.txt')))).toBe(true);
  });

  it('prints the service error and its suggestion, exit 1', async () => {
    const run = await runCli(['rehydrate', '--session', 'no-such-session'], env, 'x');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^sanitizer: No session with this id .*\(session_not_found, request \S+\)\nUse the session_id/);
    const badKey = await runCli(['detect'], { ...env, SANITIZER_API_KEY: 'sk_wrong' }, 'x');
    expect(badKey.code).toBe(1);
    expect(badKey.stderr).toContain('invalid_api_key');
    expect(badKey.stderr).not.toContain('sk_wrong');
  });

  it('exits 1 when the service cannot be reached', async () => {
    const run = await runCli(['detect', '--url', 'http://127.0.0.1:1'], env, 'x');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('network_error');
  });
});
