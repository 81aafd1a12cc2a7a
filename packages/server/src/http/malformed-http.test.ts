import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

/** Writes raw bytes to the server and returns everything it answers before closing (or until `waitMs`). */
function raw(port: number, request: string, waitMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (d) => (answer += d.toString('utf8')));
    socket.on('end', () => {
      clearTimeout(timer);
      done();
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      if (answer) done();
      else reject(e);
    });
    socket.write(request);
  });
}

function parse(answer: string): { status: number; body: { error?: { code: string; message: string; suggestion: string; request_id: string } } } {
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  let body = rest.join('\r\n\r\n');
  if (/transfer-encoding: chunked/i.test(head)) body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
  return { status, body: body ? JSON.parse(body) : {} };
}

/** Malformed HTTP, as an attacker or a broken client sends it: always the spec's envelope, never the framework's own body. */
describe.each(backends)('malformed HTTP ($dialect)', (backend) => {
  let t: TestApp;
  let port: number;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(base).port);
  });
  afterAll(() => t.close());

  const expectEnvelope = (answer: string, status: number, code: string) => {
    const { status: got, body } = parse(answer);
    expect(got).toBe(status);
    expect(body.error).toMatchObject({ code, message: expect.any(String), suggestion: expect.any(String), request_id: expect.any(String) });
    expect(answer).not.toMatch(/FST_|Client Error|statusCode/);
    return body.error!;
  };

  it('answers a header block over the limit with 431 in the envelope', async () => {
    const answer = await raw(port, `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope(answer, 431, 'invalid_request');
  });

  it('answers a bad Content-Length with 400 in the envelope', async () => {
    const answer = await raw(port, `POST /v1/sanitize HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`);
    expectEnvelope(answer, 400, 'invalid_request');
  });

  it('answers broken chunked encoding with 400 in the envelope', async () => {
    const answer = await raw(port, `POST /v1/sanitize HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`);
    expectEnvelope(answer, 400, 'invalid_request');
  });

  it('answers a URL with broken percent-encoding with 400 in the envelope, without echoing the path', async () => {
    const answer = await raw(port, `DELETE /v1/patterns/%zzsecret HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-API-Key: ${key}\r\n\r\n`);
    const error = expectEnvelope(answer, 400, 'invalid_request');
    expect(JSON.stringify(error)).not.toContain('secret');
  });

  it('answers a path segment over 512 characters with 414 in the envelope', async () => {
    const answer = await raw(port, `DELETE /v1/patterns/${'p'.repeat(600)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-API-Key: ${key}\r\n\r\n`);
    expectEnvelope(answer, 414, 'invalid_request');
  });

  it('answers an overlong id as an unknown one', async () => {
    const answer = await raw(port, `DELETE /v1/patterns/${'p'.repeat(150)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-API-Key: ${key}\r\n\r\n`);
    expectEnvelope(answer, 404, 'pattern_not_found');
  });
});

/** Time limits and the per-address connection cap, set small so the test is quick. */
describe.each(backends)('slow and greedy clients ($dialect)', (backend) => {
  let t: TestApp;
  let port: number;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '400', MAX_CONNECTIONS_PER_CLIENT: '3' });
    key = (await t.newKey()).apiKey;
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(base).port);
  });
  afterAll(() => t.close());

  it('answers a body that stops arriving with 408 in the envelope and closes the socket', async () => {
    const answer = await raw(port, `POST /v1/sanitize HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"text":"`, 5000);
    expect(parse(answer)).toMatchObject({ status: 408, body: { error: { code: 'request_timeout', suggestion: expect.stringContaining('HTTP_REQUEST_TIMEOUT_MS') } } });
  });

  it('answers headers that stop arriving with 408 in the envelope', async () => {
    const answer = await raw(port, 'GET /v1/health HTTP/1.1\r\nHost: x\r\n', 5000);
    expect(parse(answer)).toMatchObject({ status: 408, body: { error: { code: 'request_timeout' } } });
  });

  it('answers a connection that sends nothing with 408 in the envelope and closes it', async () => {
    const answer = await raw(port, '', 5000);
    expect(parse(answer)).toMatchObject({ status: 408, body: { error: { code: 'request_timeout' } } });
  });

  it('answers a connection past the per-address cap with 429 in the envelope', async () => {
    const held = await Promise.all([0, 1, 2].map(() => openSocket(port)));
    try {
      const answer = await raw(port, 'GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n', 3000);
      expect(parse(answer)).toMatchObject({ status: 429, body: { error: { code: 'too_many_connections' } } });
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

function openSocket(port: number): Promise<import('node:net').Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}
