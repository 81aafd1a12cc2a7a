import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SanitizerClient } from './client.js';
import { SanitizerError } from './errors.js';
import { backends, completion, placeholdersSent, sendJson, startFakeModel, startLiveService, streamChunks, type FakeModel, type LiveService } from './test-support/live-service.js';

const UPSTREAM_KEY = 'Bearer sk-upstream-test-0123';

/** Every operation of the API through the client, over real HTTP, on every backend. */
describe.each(backends)('SanitizerClient against the service ($dialect)', (backend) => {
  let service: LiveService;
  let model: FakeModel;
  let client: SanitizerClient;
  beforeAll(async () => {
    model = await startFakeModel();
    service = await startLiveService(backend, { LLM_UPSTREAM_URL: model.baseUrl, SESSION_TTL_SECONDS: '3600' });
    client = new SanitizerClient({ baseUrl: service.baseUrl, apiKey: service.apiKey });
  });
  afterAll(async () => {
    await service.close();
    await model.close();
  });
  beforeEach(() => void model.received.splice(0));

  it('health needs no key', async () => {
    expect(await new SanitizerClient({ baseUrl: `${service.baseUrl}/` }).health()).toEqual({ status: 'healthy', version: '0.0.0-test' });
  });

  it('sanitizes, continues the session, and rehydrates', async () => {
    const first = await client.sanitize({ text: 'Maria Garcia (maria@example.com) asked about her bill.' });
    expect(first).toMatchObject({ sanitized: '[PERSON_1] ([EMAIL_ADDRESS_1]) asked about her bill.', redacted: false, entities_found: 2 });
    const second = await client.sanitize({ text: 'John Park says Maria Garcia paid.', session_id: first.session_id! });
    expect(second.sanitized).toBe('[PERSON_2] says [PERSON_1] paid.');
    const back = await client.rehydrate({ text: 'Ask [person_1] and [PERSON_2]; [PERSON_9] is unknown.', session_id: first.session_id! });
    expect(back).toMatchObject({ text: 'Ask Maria Garcia and John Park; [PERSON_9] is unknown.', entities_restored: 2, unknown_placeholders: ['[PERSON_9]'] });
  });

  it('redacts with config, keeping no session', async () => {
    const res = await client.sanitize({ text: 'Maria Garcia, maria@example.com', mode: 'redact', config: { entities: ['EMAIL'] } });
    expect(res).toMatchObject({ sanitized: 'Maria Garcia, [EMAIL_ADDRESS_1]', session_id: null, redacted: true });
  });

  it('detects without placeholders', async () => {
    const res = await client.detect({ text: 'Call Maria Garcia at (617) 555-0142.' });
    expect(res.entities.map((e) => e.type)).toEqual(['PERSON', 'PHONE_NUMBER']);
    expect(res.entities[0]).not.toHaveProperty('placeholder');
  });

  it('takes feedback on a session', async () => {
    const { session_id } = await client.sanitize({ text: 'John Park from Boston paid it.' });
    const res = await client.feedback({ session_id: session_id!, corrections: [{ feedback_type: 'false_positive', placeholder: '[LOCATION_1]' }] });
    expect(res).toMatchObject({ accepted: 1, status: 'recorded' });
    expect(res.correction_ids).toHaveLength(1);
  });

  it('creates, lists and deletes patterns; resolves the insight an overlap opened', async () => {
    const plain = await client.createPattern({ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{6}', examples: ['EMP-123456'] });
    expect(plain).toMatchObject({ name: 'EMPLOYEE_ID', status: 'active', conflict: null });
    const overlapping = await client.createPattern({ name: 'DESK_PHONE', pattern: '\\b\\d{3}-555-\\d{4}\\b', examples: ['212-555-0188', '415-555-0134'] });
    expect(overlapping.conflict?.insight_id).toMatch(/^ins_/);
    expect((await client.listPatterns()).patterns.map((p) => p.name).sort()).toEqual(['DESK_PHONE', 'EMPLOYEE_ID']);
    const insights = await client.insights();
    expect(insights.pending_conflicts.map((i) => i.id)).toContain(overlapping.conflict!.insight_id);
    expect(insights.knowledge_depth).toHaveProperty('maturity');
    expect(await client.resolveInsight(overlapping.conflict!.insight_id, { resolution: 'reject', reason: 'Desk numbers are phone numbers.' })).toMatchObject({ status: 'rejected' });
    expect(await client.deletePattern(plain.pattern_id)).toEqual({ pattern_id: plain.pattern_id, deleted: true });
    expect((await client.listPatterns()).patterns.map((p) => p.name)).toEqual(['DESK_PHONE']);
  });

  it('throws SanitizerError with the envelope, status and request id', async () => {
    const error = await client.rehydrate({ text: 'x', session_id: 'no-such-session' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SanitizerError);
    expect(error).toMatchObject({ code: 'session_not_found', status: 404, message: expect.any(String), suggestion: expect.stringMatching(/session_id/) });
    expect((error as SanitizerError).requestId).toBeTruthy();
    await expect(client.sanitize({ text: '' })).rejects.toMatchObject({ code: 'empty_text', status: 400 });
    await expect(client.sanitize({ text: 'x'.repeat(102_401) })).rejects.toMatchObject({ code: 'text_too_large', status: 413 });
    await expect(client.deletePattern('pat_missing')).rejects.toMatchObject({ code: 'pattern_not_found', status: 404 });
    await expect(client.resolveInsight('ins_missing', { resolution: 'approve' })).rejects.toMatchObject({ code: 'insight_not_found', status: 404 });
    await expect(new SanitizerClient({ baseUrl: service.baseUrl, apiKey: 'sk_wrong' }).insights()).rejects.toMatchObject({ code: 'invalid_api_key', status: 401 });
  });

  it('reports an unreachable service as network_error', async () => {
    const closed = new SanitizerClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', sleep: async () => undefined });
    await expect(closed.health()).rejects.toMatchObject({ code: 'network_error', status: 0, requestId: null });
  });

  it('proxies a chat completion: placeholders upstream, originals back, one session across turns', async () => {
    model.answerWith((req, res) => sendJson(res, 200, completion(`Dear ${placeholdersSent(req)[0]}, noted.`)));
    const messages = [{ role: 'user', content: 'Write to Maria Garcia about her bill.' }];
    const first = await client.chatCompletions<{ choices: { message: { content: string } }[] }>({ model: 'gpt-test', messages }, { upstreamAuthorization: UPSTREAM_KEY });
    expect(first.completion.choices[0]!.message.content).toBe('Dear Maria Garcia, noted.');
    expect(first.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(model.received[0]!.raw).not.toContain('Maria Garcia');
    expect(model.received[0]!.headers.authorization).toBe(UPSTREAM_KEY);
    const again = await client.chatCompletions({ model: 'gpt-test', messages: [...messages, { role: 'user', content: 'And John Park.' }] }, { sessionId: first.sessionId });
    expect(again.sessionId).toBe(first.sessionId);
    expect(model.received[1]!.raw).toContain('[PERSON_2]');
  });

  it('streams a chat completion as parsed chunks, restored', async () => {
    model.answerWith((req, res) => {
      const [person] = placeholdersSent(req);
      const reply = `Hello ${person}, all set.`;
      return streamChunks(res, reply.match(/[\s\S]{1,3}/g)!);
    });
    const stream = await client.chatCompletionsStream<{ choices: { delta: { content?: string } }[] }>({ model: 'gpt-test', messages: [{ role: 'user', content: 'Greet Maria Garcia.' }] });
    expect(stream.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    let content = '';
    let events = 0;
    for await (const chunk of stream.chunks) {
      events++;
      content += chunk.choices[0]?.delta.content ?? '';
    }
    expect(content).toBe('Hello Maria Garcia, all set.');
    expect(events).toBeGreaterThan(3);
  });

  it('passes upstream failures on as upstream_error', async () => {
    model.answerWith((_req, res) => sendJson(res, 400, { error: { message: 'bad model' } }));
    await expect(client.chatCompletions({ model: 'nope', messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({ code: 'upstream_error', status: 400 });
  });
});
