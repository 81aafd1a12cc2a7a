import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

/** The same flows over a real socket: framing, chunked bodies and limits behave as with inject. */
describe('over real HTTP', () => {
  let t: TestApp;
  let base: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
    key = (await t.newKey()).apiKey;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers }, body });

  it('sanitizes and rehydrates', async () => {
    const text = 'Write to ann.lee@example.org about the invoice.';
    const s = await (await post('/v1/sanitize', JSON.stringify({ text }))).json();
    expect(s.sanitized).toBe('Write to [EMAIL_ADDRESS_1] about the invoice.');
    const r = await post('/v1/rehydrate', JSON.stringify({ text: `Sure, I will email [EMAIL_ADDRESS_1].`, session_id: s.session_id }));
    expect((await r.json()).text).toBe('Sure, I will email ann.lee@example.org.');
  });

  it('answers an oversized streamed body with the envelope', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"text":"'));
        if (sent++ < 20) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        }
      },
    });
    const res = await fetch(`${base}/v1/sanitize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('text_too_large');
  });

  it('answers health without a key', async () => {
    const res = await fetch(`${base}/v1/health`);
    expect(await res.json()).toMatchObject({ status: 'healthy' });
  });
});
