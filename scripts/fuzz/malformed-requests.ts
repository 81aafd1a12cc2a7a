/**
 * Malformed HTTP requests of the kinds an attacker or a broken client sends:
 * garbage, bad framing, oversized or invalid headers, broken URL encoding,
 * NUL characters, broken or hostile JSON, wrong types, unknown fields, wrong
 * content types and methods. Deterministic for a seed, so runs compare.
 */
import { Random } from '../data-gen/random.js';

export interface FuzzRequest {
  kind: string;
  bytes: Buffer;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same requests. */
export function seeded(seed: number): () => number {
  const random = new Random(seed);
  return () => random.next();
}


type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const ROUTES = [
  ['POST', '/v1/sanitize'],
  ['POST', '/v1/detect'],
  ['POST', '/v1/rehydrate'],
  ['POST', '/v1/feedback'],
  ['POST', '/v1/patterns'],
  ['GET', '/v1/patterns'],
  ['DELETE', '/v1/patterns/pat_x'],
  ['GET', '/v1/insights'],
  ['POST', '/v1/insights/ins_x/resolve'],
  ['POST', '/v1/chat/completions'],
  ['POST', '/v1/auth/google-extension'],
  ['GET', '/v1/health'],
  ['GET', '/v1/ready'],
  ['GET', '/v1/openapi.json'],
] as const;

const NASTY_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '🙂'.repeat(50),
  '[PERSON_1]',
  '[[PERSON_1]]',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  "'; drop table sessions; --",
  '%00%zz',
  'x'.repeat(5000),
  '\r\n\r\nHTTP/1.1 200 OK\r\n',
];

const NASTY_VALUES: unknown[] = [null, true, 0, -1, 1e308, 3.5, [], {}, [[[]]], { text: 1 }, 'text', ...NASTY_STRINGS];

/** Builds a raw HTTP/1.1 request; `Connection: close` so the answer ends with the socket. */
function request(method: string, path: string, headers: Record<string, string>, body: string | Buffer = ''): Buffer {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload.length && !Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))) lines.push(`Content-Length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

function randomJson(rand: Rand, depth = 0): unknown {
  if (depth > 3 || rand() < 0.3) return pick(rand, NASTY_VALUES);
  if (rand() < 0.5) return Array.from({ length: Math.floor(rand() * 4) }, () => randomJson(rand, depth + 1));
  const fields = ['text', 'mode', 'config', 'session_id', 'entities', 'corrections', 'feedback_type', 'placeholder', 'span_text', 'name', 'pattern', 'examples', 'resolution', 'reason', 'messages', 'mdoe', 'txt'];
  return Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, () => [pick(rand, fields), randomJson(rand, depth + 1)]));
}

type Maker = (rand: Rand, key: string) => FuzzRequest;

const MAKERS: [weight: number, maker: Maker][] = [
  [3, (rand) => ({ kind: 'garbage bytes', bytes: garbageLine(rand) })],
  [1, (rand, key) => ({ kind: 'header block over 16 KB', bytes: request('GET', '/v1/health', { 'X-API-Key': key, 'X-Big': 'a'.repeat(16_500 + Math.floor(rand() * 5000)) }) })],
  [2, (rand, key) => ({ kind: 'bad Content-Length', bytes: request('POST', '/v1/sanitize', { 'X-API-Key': key, 'Content-Type': 'application/json', 'Content-Length': pick(rand, ['abc', '-1', '1e3', '0x10', '99999999999999999999', '5, 6']) }, '{"text":"hi"}') })],
  [1, (_rand, key) => ({ kind: 'Content-Length and Transfer-Encoding together', bytes: request('POST', '/v1/sanitize', { 'X-API-Key': key, 'Content-Type': 'application/json', 'Content-Length': '4', 'Transfer-Encoding': 'chunked' }, '0\r\n\r\n') })],
  [2, (rand, key) => ({ kind: 'broken chunked encoding', bytes: request('POST', '/v1/sanitize', { 'X-API-Key': key, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, pick(rand, ['zz\r\n{}\r\n0\r\n\r\n', '5\r\n{"text":"hello"}\r\n0\r\n\r\n', 'fffffffffffffffff\r\n', '-1\r\n\r\n'])) })],
  [3, (rand, key) => ({ kind: 'broken URL encoding', bytes: request(pick(rand, ['GET', 'DELETE', 'POST']), pick(rand, ['/v1/patterns/%', '/v1/patterns/%zz', '/v1/patterns/%c3%28', '/v1/insights/%ff%fe/resolve', '/v1/%', '/%%']), { 'X-API-Key': key }) })],
  [2, (rand, key) => ({ kind: 'long path or parameter', bytes: request('DELETE', `/v1/patterns/${'p'.repeat(90 + Math.floor(rand() * 2000))}`, { 'X-API-Key': key }) })],
  [3, (rand, key) => ({ kind: 'NUL in an id', bytes: request(pick(rand, ['DELETE', 'POST']), pick(rand, ['/v1/patterns/%00', '/v1/patterns/pat_%00x', '/v1/insights/%00/resolve']), { 'X-API-Key': key, 'Content-Type': 'application/json' }, '{"resolution":"approve"}') })],
  [4, (rand, key) => {
    const [method, path] = pick(rand, ROUTES);
    const body = JSON.stringify(randomJson(rand));
    return { kind: 'hostile JSON body', bytes: request(method, path, { 'X-API-Key': key, 'Content-Type': 'application/json' }, method === 'GET' ? '' : body) };
  }],
  [2, (rand, key) => ({ kind: 'malformed JSON', bytes: request('POST', pick(rand, ROUTES.filter(([m]) => m === 'POST'))[1], { 'X-API-Key': key, 'Content-Type': 'application/json' }, pick(rand, ['{', '{"text":', '{"text":"a"}}', "{'text':'a'}", '\uFEFF{"text":"a"}', '[' .repeat(5000), '{"text":"\\ud800"}', 'null', '1'])) })],
  [2, (rand, key) => ({ kind: 'NUL in stored fields', bytes: request('POST', pick(rand, ['/v1/patterns', '/v1/sanitize', '/v1/feedback']), { 'X-API-Key': key, 'Content-Type': 'application/json' }, JSON.stringify(pick(rand, [{ name: 'NUL_NAME', pattern: 'a\u0000\\d', description: 'x\u0000' }, { text: 'Ann\u0000Lee' }, { session_id: 'x\u0000', corrections: [{ feedback_type: 'missed_entity', span_text: 'a\u0000', correct_type: 'PERSON' }] }]))) })],
  [2, (rand, key) => ({ kind: 'wrong content type', bytes: request('POST', pick(rand, ['/v1/sanitize', '/v1/rehydrate', '/v1/patterns', '/v1/feedback']), { 'X-API-Key': key, 'Content-Type': pick(rand, ['text/plain; charset=latin1', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', '']) }, 'text=hello') })],
  [2, (rand, key) => ({ kind: 'wrong method', bytes: request(pick(rand, ['PUT', 'PATCH', 'OPTIONS', 'TRACE', 'FOO', 'DELETE']), pick(rand, ROUTES)[1], { 'X-API-Key': key }) })],
  [2, (rand) => ({ kind: 'bad or missing key', bytes: request('POST', '/v1/sanitize', { ...(rand() < 0.5 ? { 'X-API-Key': pick(rand, ['', 'sk_', 'x'.repeat(5000), 'sk_\u00e9']) } : { Authorization: pick(rand, ['Bearer', 'Bearer  ', 'Basic abc', `Bearer ${'x'.repeat(3000)}`]) }), 'Content-Type': 'application/json' }, '{"text":"Maria Garcia"}') })],
  [1, (rand, key) => ({ kind: 'invalid header characters', bytes: Buffer.from(`GET /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-API-Key: ${key}\r\n${pick(rand, ['X-Bad\u0001: y', 'Bad Header: y', 'X-Bad: \u0000', ': empty name'])}\r\n\r\n`, 'latin1') })],
  [1, (rand, key) => ({ kind: 'odd request ids and session headers', bytes: request('POST', '/v1/chat/completions', { 'X-API-Key': key, 'Content-Type': 'application/json', 'X-Request-Id': pick(rand, ['../../etc', 'x'.repeat(500), '\u00e9']), 'X-Session-Id': pick(rand, ['', 'x'.repeat(300), 'nope']) }, '{"model":"m","messages":[{"role":"user","content":"hi"}]}') })],
  [1, (rand, key) => ({ kind: 'body stops arriving', bytes: request('POST', '/v1/sanitize', { 'X-API-Key': key, 'Content-Type': 'application/json', 'Content-Length': String(100 + Math.floor(rand() * 100)) }, '{"text":"') })],
];

const TOTAL_WEIGHT = MAKERS.reduce((sum, [w]) => sum + w, 0);

function garbageLine(rand: Rand): Buffer {
  const length = 1 + Math.floor(rand() * 200);
  const bytes = Buffer.from(Array.from({ length }, () => Math.floor(rand() * 256)));
  // Ends the header block, so the parser answers now instead of waiting for more.
  return Buffer.concat([bytes, Buffer.from('\r\n\r\n')]);
}

/** The next malformed request, drawn by weight. */
export function nextRequest(rand: Rand, key: string): FuzzRequest {
  let roll = rand() * TOTAL_WEIGHT;
  for (const [weight, make] of MAKERS) {
    roll -= weight;
    if (roll < 0) return make(rand, key);
  }
  return MAKERS[0]![1](rand, key);
}
