/**
 * What the OpenAI-compatible proxy adds: a 1 KB conversation sent straight to a
 * fake local model and through POST /v1/chat/completions (sanitize every message,
 * store the session, forward, rehydrate), median and p99 over real HTTP; and, for
 * a streamed answer, the delay the proxy adds to each chunk between the model
 * writing it and the client reading it.
 *   npm run bench:proxy
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createInProcessDetector } from '../../packages/server/src/detection/detector.js';
import { loadEngine } from '../../packages/server/src/detection/load-engine.js';
import { createMemoryDailyCounter } from '../../packages/server/src/rate-limit/memory-daily-counter.js';
import { createMemoryRateLimiter } from '../../packages/server/src/rate-limit/memory-rate-limiter.js';
import { createStorage } from '../../packages/server/src/storage/create-storage.js';
import { completion, placeholdersSent, sendJson, startFakeModel } from '../../packages/server/src/test-support/fake-model.js';

const JSON_RUNS = 600;
const STREAM_RUNS = 40;
const CHUNKS_PER_STREAM = 60;
const WARM_UP = 50;

/** About 1 KB of conversation: a system prompt and five turns with names, contacts and numbers. */
const CONVERSATION = [
  { role: 'system', content: 'You are a careful assistant for a clinic front desk. Answer briefly and never invent details.' },
  { role: 'user', content: 'Patient Maria Garcia (DOB on file, MRN 00481234) called from (617) 555-0142 about a bill sent to maria.garcia@example.com. She lives at 742 Evergreen Terrace, Springfield, IL 62704.' },
  { role: 'assistant', content: 'Understood. Should I draft a reply to her e-mail address and copy her insurer? I can also note the call in her file for the billing team.' },
  { role: 'user', content: 'Note the call. Her husband Robert Garcia may phone on her behalf from 617-555-0199.' },
  { role: 'assistant', content: 'Noted. I will add Robert Garcia as an authorised contact once she confirms in writing.' },
  { role: 'user', content: 'Yes. Copy Dr. John Park (NPI 1234567893) at john.park@example.org, and mention that the card ending 1111 (4111 1111 1111 1111) was charged twice on the 3rd. Her SSN 123-45-6789 must not appear in the letter. Keep it under 120 words and sign as Ann Lee from the billing office in Boston.' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const stats = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p99: percentile(s, 99) };
};

async function timeJson(url: string, headers: Record<string, string>, runs: number): Promise<number[]> {
  const body = JSON.stringify({ model: 'bench', messages: CONVERSATION });
  const samples: number[] = [];
  for (let i = 0; i < runs + WARM_UP; i++) {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    await res.json();
    if (i >= WARM_UP) samples.push(performance.now() - started);
  }
  return samples;
}

/** Per chunk: client arrival time minus the time the model wrote it. */
async function timeStream(url: string, headers: Record<string, string>, sentAt: number[], runs: number): Promise<number[]> {
  const body = JSON.stringify({ model: 'bench', stream: true, messages: CONVERSATION });
  const delays: number[] = [];
  for (let i = 0; i < runs; i++) {
    sentAt.length = 0;
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const decoder = new TextDecoder();
    let buffered = '';
    let seen = 0;
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      const now = performance.now();
      buffered += decoder.decode(part, { stream: true });
      const events = buffered.split('\n\n');
      buffered = events.pop()!;
      // The proxy answers each model event with one event (content possibly held back), so the n-th matches the n-th write.
      for (const event of events.filter((e) => e.includes('"content"'))) {
        if (seen < sentAt.length) delays.push(now - sentAt[seen]!);
        seen++;
      }
    }
  }
  return delays;
}

async function main(): Promise<void> {
  const model = await startFakeModel();
  const sentAt: number[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'sanitizer-bench-proxy-'));
  const config = loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('base64'), LLM_UPSTREAM_URL: model.baseUrl });
  const storage = await createStorage(config);
  const app = await buildApp({ config, storage, detector: createInProcessDetector(await loadEngine()), rateLimiter: createMemoryRateLimiter(), dailyCounter: createMemoryDailyCounter(), version: 'bench' });
  const org = await storage.keys.ensureOrganization({ name: 'bench', plan: 'enterprise', rpm: null });
  const { apiKey } = await storage.keys.createKey(org.id);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const direct = `${model.baseUrl}/chat/completions`;
  const proxied = `${base}/v1/chat/completions`;
  const auth = { authorization: 'Bearer sk-bench', 'x-api-key': apiKey };

  model.answerWith((req, res) => {
    const held = placeholdersSent(req);
    const reply = held.length ? `Draft for ${held.join(', ')}.` : 'Draft for Maria Garcia, maria.garcia@example.com.';
    if (!req.body.stream) return sendJson(res, 200, completion(reply));
    return streamTimed(res, reply, sentAt);
  });

  console.log(`node ${process.version}, ${process.arch}; conversation ${Buffer.byteLength(JSON.stringify(CONVERSATION))} bytes of JSON; embedded SQLite default, detection on the request thread\n`);
  const straight = stats(await timeJson(direct, auth, JSON_RUNS));
  const through = stats(await timeJson(proxied, auth, JSON_RUNS));
  console.log('| JSON answer, ms per request | median | p99 |');
  console.log('|---|---|---|');
  console.log(`| straight to the model | ${straight.median.toFixed(2)} | ${straight.p99.toFixed(2)} |`);
  console.log(`| through the proxy | ${through.median.toFixed(2)} | ${through.p99.toFixed(2)} |`);
  console.log(`| added by the proxy | ${(through.median - straight.median).toFixed(2)} | ${(through.p99 - straight.p99).toFixed(2)} |\n`);

  const streamStraight = stats(await timeStream(direct, auth, sentAt, STREAM_RUNS));
  const streamThrough = stats(await timeStream(proxied, auth, sentAt, STREAM_RUNS));
  console.log(`| streamed answer, ms from the model's write to the client's read, per chunk (${STREAM_RUNS} streams × ${CHUNKS_PER_STREAM} chunks) | median | p99 |`);
  console.log('|---|---|---|');
  console.log(`| straight to the model | ${streamStraight.median.toFixed(3)} | ${streamStraight.p99.toFixed(3)} |`);
  console.log(`| through the proxy | ${streamThrough.median.toFixed(3)} | ${streamThrough.p99.toFixed(3)} |`);
  console.log(`| added by the proxy | ${(streamThrough.median - streamStraight.median).toFixed(3)} | ${(streamThrough.p99 - streamStraight.p99).toFixed(3)} |`);

  await app.close();
  await model.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** Streams the reply in CHUNKS_PER_STREAM pieces, 1 ms apart, noting when each was written. */
async function streamTimed(res: ServerResponse, reply: string, sentAt: number[]): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const text = reply.padEnd(CHUNKS_PER_STREAM * 4, ' ');
  const size = Math.ceil(text.length / CHUNKS_PER_STREAM);
  for (let i = 0; i < CHUNKS_PER_STREAM; i++) {
    const piece = text.slice(i * size, (i + 1) * size);
    const chunk = { id: 'bench', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] };
    sentAt.push(performance.now());
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  res.end('data: [DONE]\n\n');
}

await main();
