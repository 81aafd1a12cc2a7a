import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, placeholdersSent, sendJson, startFakeModel, streamChunks, type FakeModel } from '../test-support/fake-model.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

const UPSTREAM_KEY = 'sk-upstream-secret-0123456789';
const ORIGINALS = ['Maria Garcia', 'maria.garcia@example.com', '(617) 555-0142', 'John Park', 'john.park@example.org', '123-45-6789'];
const FIRST_TURN = 'Please draft a note to Maria Garcia (maria.garcia@example.com, phone (617) 555-0142) about her bill.';

/** The official OpenAI client, pointed at the service: the one-line change a developer makes. */
function openaiClient(base: string, serviceKey: string, sessionId?: string) {
  return new OpenAI({
    apiKey: UPSTREAM_KEY,
    baseURL: `${base}/v1`,
    defaultHeaders: { 'X-API-Key': serviceKey, ...(sessionId ? { 'X-Session-Id': sessionId } : {}) },
    maxRetries: 0,
  });
}

const expectNoOriginal = (model: FakeModel) => {
  for (const request of model.received) for (const value of ORIGINALS) expect(request.raw).not.toContain(value);
};

describe.each(backends)('POST /v1/chat/completions ($dialect)', (backend) => {
  let t: TestApp;
  let model: FakeModel;
  let base: string;
  let key: string;
  beforeAll(async () => {
    model = await startFakeModel();
    t = await createTestApp(backend, { LLM_UPSTREAM_URL: model.baseUrl, LLM_UPSTREAM_TIMEOUT_MS: '300', SESSION_TTL_SECONDS: '3600' });
    key = (await t.newKey()).apiKey;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  beforeEach(() => void model.received.splice(0));

  it('sends only placeholders upstream and restores the JSON answer, variant spellings included', async () => {
    model.answerWith((req, res) => {
      const [person, email, phone] = placeholdersSent(req);
      sendJson(res, 200, completion(`Dear ${person}, I will write to ${email!.toLowerCase()} and call [[${phone!.slice(1, -1)}]].`));
    });
    const { data, response } = await openaiClient(base, key)
      .chat.completions.create({ model: 'gpt-test', messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: FIRST_TURN }] })
      .withResponse();
    expect(data.choices[0]!.message.content).toBe('Dear Maria Garcia, I will write to maria.garcia@example.com and call (617) 555-0142.');
    expect(response.headers.get('x-session-id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(response.headers.get('x-ratelimit-limit')).toBeTruthy();
    const sent = model.received[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body.messages[1]!.content).toBe('Please draft a note to [PERSON_1] ([EMAIL_ADDRESS_1], phone [PHONE_NUMBER_1]) about her bill.');
    expect(sent.headers.authorization).toBe(`Bearer ${UPSTREAM_KEY}`);
    expect(sent.headers['x-api-key']).toBeUndefined();
    expectNoOriginal(model);
  });

  it('streams the answer restored, placeholders split across events, tool-call arguments too', async () => {
    model.answerWith((req, res) => {
      const [person, email] = placeholdersSent(req);
      const reply = `Noted: ${person} can be reached at ${email}. Thanks, ${person}!`;
      const cut = (s: string, every: number) => s.match(new RegExp(`[\\s\\S]{1,${every}}`, 'g'))!;
      const args = JSON.stringify({ to: email, name: person });
      return streamChunks(res, cut(reply, 3), cut(args, 4));
    });
    const { data: stream, response } = await openaiClient(base, key)
      .chat.completions.create({ model: 'gpt-test', stream: true, messages: [{ role: 'user', content: FIRST_TURN }] })
      .withResponse();
    let content = '';
    let args = '';
    let events = 0;
    for await (const chunk of stream) {
      events++;
      content += chunk.choices[0]?.delta.content ?? '';
      args += chunk.choices[0]?.delta.tool_calls?.[0]?.function?.arguments ?? '';
    }
    expect(events).toBeGreaterThan(10);
    expect(content).toBe('Noted: Maria Garcia can be reached at maria.garcia@example.com. Thanks, Maria Garcia!');
    expect(JSON.parse(args)).toEqual({ to: 'maria.garcia@example.com', name: 'Maria Garcia' });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectNoOriginal(model);
  });

  it('ends a stream the upstream breaks off with an error event in the envelope, carrying the request id', async () => {
    model.answerWith((req, res) => {
      const [person] = placeholdersSent(req);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (content: string) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      res.write(chunk(`Hello ${person}, `));
      res.write(chunk('more to'));
      setTimeout(() => res.destroy(), 20);
    });
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key, authorization: `Bearer ${UPSTREAM_KEY}`, 'x-request-id': 'broken-stream-1' },
      body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: FIRST_TURN }] }),
    });
    const events = (await res.text()).split('\n\n').filter(Boolean).map((e) => JSON.parse(e.replace(/^data: /, '')));
    expect(events.at(-1)).toEqual({ error: { code: 'upstream_error', message: expect.any(String), suggestion: expect.any(String), request_id: 'broken-stream-1' } });
    expect(events.slice(0, -1).map((e) => e.choices[0].delta.content).join('')).toContain('Hello Maria Garcia');
    expectNoOriginal(model);
  });

  it('continues a conversation with X-Session-Id: one set of placeholders, usable with /v1/rehydrate', async () => {
    model.answerWith((req, res) => sendJson(res, 200, completion(`Sure, writing to ${placeholdersSent(req).join(' and ')}.`)));
    const first = await openaiClient(base, key)
      .chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content: FIRST_TURN }] })
      .withResponse();
    const sessionId = first.response.headers.get('x-session-id')!;
    const history = [
      { role: 'user' as const, content: FIRST_TURN },
      { role: 'assistant' as const, content: first.data.choices[0]!.message.content! },
      { role: 'user' as const, content: 'Also copy John Park (john.park@example.org); SSN on file 123-45-6789. Maria Garcia agreed.' },
    ];
    const second = await openaiClient(base, key, sessionId).chat.completions.create({ model: 'gpt-test', messages: history }).withResponse();
    expect(second.response.headers.get('x-session-id')).toBe(sessionId);
    const sent = model.received[1]!.body.messages;
    expect(sent[0]!.content).toBe(model.received[0]!.body.messages[0]!.content);
    expect(sent[2]!.content).toBe('Also copy [PERSON_2] ([EMAIL_ADDRESS_2]); SSN on file [SSN_1]. [PERSON_1] agreed.');
    expect(second.data.choices[0]!.message.content).toContain('John Park');
    expectNoOriginal(model);
    const restored = await fetch(`${base}/v1/rehydrate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ text: '[PERSON_1] and [PERSON_2]', session_id: sessionId }),
    });
    expect((await restored.json()).text).toBe('Maria Garcia and John Park');
    const feedback = await fetch(`${base}/v1/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ session_id: sessionId, corrections: [{ feedback_type: 'false_positive', placeholder: '[PERSON_2]' }] }),
    });
    expect(feedback.status).toBe(200);
    expect(await feedback.json()).toMatchObject({ accepted: 1, status: 'recorded' });
  });

  it('sanitizes content parts and the arguments of earlier tool calls', async () => {
    model.answerWith((_req, res) => sendJson(res, 200, completion('done')));
    await openaiClient(base, key).chat.completions.create({
      model: 'gpt-test',
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Email John Park at john.park@example.org' }] },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'send', arguments: '{"to":"john.park@example.org","name":"John Park","ssn":"123-45-6789"}' } }] },
        { role: 'tool', tool_call_id: 'c1', content: 'Sent to john.park@example.org' },
      ],
    });
    const sent = model.received[0]!.body.messages;
    expect(JSON.parse(sent[1]!.tool_calls![0]!.function.arguments)).toEqual({ to: '[EMAIL_ADDRESS_1]', name: '[PERSON_1]', ssn: '[SSN_1]' });
    expect(sent[2]!.content).toBe('Sent to [EMAIL_ADDRESS_1]');
    expectNoOriginal(model);
  });

  it('answers upstream failures in the envelope with the upstream status, never echoing its message', async () => {
    model.answerWith((_req, res) => sendJson(res, 401, { error: { message: `Incorrect API key provided: ${UPSTREAM_KEY.slice(0, 8)}***`, type: 'invalid_request_error', code: 'invalid_api_key' } }));
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key, authorization: 'Bearer wrong' },
      body: JSON.stringify({ model: 'gpt-test', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'upstream_error', message: 'The model upstream answered 401 (invalid_api_key).', suggestion: expect.stringMatching(/Authorization/) });
    expect(JSON.stringify(body)).not.toContain(UPSTREAM_KEY.slice(0, 8));
    await expect(openaiClient(base, key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({ status: 401, code: 'upstream_error' });
  });

  it('answers 504 when the upstream does not answer in time, and 502 when it cannot be reached', async () => {
    model.answerWith(() => new Promise(() => {}));
    await expect(openaiClient(base, key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({ status: 504, code: 'upstream_error' });
    const unreachable = await createTestApp(backend, { LLM_UPSTREAM_URL: 'http://127.0.0.1:9/v1' });
    try {
      const unreachableBase = await unreachable.app.listen({ host: '127.0.0.1', port: 0 });
      const unreachableKey = (await unreachable.newKey()).apiKey;
      await expect(openaiClient(unreachableBase, unreachableKey).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({ status: 502, code: 'upstream_error' });
    } finally {
      await unreachable.close();
    }
  });

  it('answers unknown, foreign and expired sessions as POST /v1/sanitize does, and needs the service key', async () => {
    model.answerWith((_req, res) => sendJson(res, 200, completion('ok')));
    const ask = (sessionId: string, apiKey = key) => openaiClient(base, apiKey, sessionId).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'Maria Garcia' }] });
    await expect(ask('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ status: 404, code: 'session_not_found' });
    const other = await t.newKey();
    const foreign = await openaiClient(base, other.apiKey).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'Ann Lee' }] }).withResponse();
    await expect(ask(foreign.response.headers.get('x-session-id')!)).rejects.toMatchObject({ status: 404, code: 'session_not_found' });
    const mine = await openaiClient(base, key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'Ann Lee' }] }).withResponse();
    t.clock.advance(3_600_000);
    await expect(ask(mine.response.headers.get('x-session-id')!)).rejects.toMatchObject({ status: 410, code: 'session_expired' });
    await expect(ask('AAAAAAAAAAAAAAAAAAAAAA', 'sk_not_a_key')).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
    expect(model.received.every((r) => !r.raw.includes('Maria Garcia'))).toBe(true);
  });
});
