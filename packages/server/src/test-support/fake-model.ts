/**
 * A real local HTTP server standing in for an OpenAI-compatible model: it records
 * every request it receives (headers and raw body) and answers with whatever the
 * test scripts, typically text built from the placeholders it was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
  body: { messages: { role: string; content: unknown; tool_calls?: { function: { arguments: string } }[] }[]; stream?: boolean };
}

export type ModelAnswer = (request: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeModel {
  baseUrl: string;
  received: ReceivedRequest[];
  /** The answer for the next requests (until set again). */
  answerWith(answer: ModelAnswer): void;
  close(): Promise<void>;
}

export async function startFakeModel(): Promise<FakeModel> {
  const received: ReceivedRequest[] = [];
  let answer: ModelAnswer = (_req, res) => sendJson(res, 200, completion('ok'));
  const open = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const request: ReceivedRequest = { path: req.url ?? '', headers: req.headers, raw, body: JSON.parse(raw) };
    received.push(request);
    await answer(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answerWith: (next) => void (answer = next),
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A chat completion whose one choice says `content` (and calls tools with these arguments). */
export function completion(content: string, toolArguments: string[] = []): unknown {
  const tool_calls = toolArguments.map((args, i) => ({ id: `call_${i}`, type: 'function', function: { name: 'send_email', arguments: args } }));
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content, ...(tool_calls.length ? { tool_calls } : {}) }, finish_reason: tool_calls.length ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** Streams `pieces` of content (then tool-call argument pieces) as chunk events, each written separately. */
export async function streamChunks(res: ServerResponse, pieces: string[], toolPieces: string[] = []): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: unknown, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const write = (frame: string) => new Promise<void>((resolve) => res.write(frame, () => setImmediate(resolve)));
  await write(chunk({ role: 'assistant', content: '' }));
  for (const piece of pieces) await write(chunk({ content: piece }));
  for (const [i, piece] of toolPieces.entries()) {
    const start = i === 0 ? { id: 'call_0', type: 'function', function: { name: 'send_email', arguments: piece } } : { function: { arguments: piece } };
    await write(chunk({ tool_calls: [{ index: 0, ...start }] }));
  }
  await write(chunk({}, toolPieces.length ? 'tool_calls' : 'stop'));
  await write('data: [DONE]\n\n');
  res.end();
}

/** Every `[TYPE_N]` placeholder in what the model was sent, in order of first appearance. */
export function placeholdersSent(request: ReceivedRequest): string[] {
  return [...new Set(request.raw.match(/\[[A-Z][A-Z_]*_\d+\]/g) ?? [])];
}
