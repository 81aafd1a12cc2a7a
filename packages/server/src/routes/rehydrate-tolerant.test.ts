import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

/** What models do to placeholders, over a real socket on every backend. */
describe.each(backends)('POST /v1/rehydrate, tolerant ($dialect)', (backend) => {
  let t: TestApp;
  let base: string;
  let key: string;
  let sessionId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const s = await call('/v1/sanitize', { text: 'Maria Garcia wrote to ann.lee@example.org' });
    expect(s.body.sanitized).toBe('[PERSON_1] wrote to [EMAIL_ADDRESS_1]');
    sessionId = s.body.session_id;
  });
  afterAll(() => t.close());

  async function call(path: string, body: unknown) {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  }
  const rehydrate = (text: string) => call('/v1/rehydrate', { text, session_id: sessionId });

  it.each([
    ['[PERSON_1]', 'Maria Garcia'],
    ['[person_1]', 'Maria Garcia'],
    ['[Person_1]', 'Maria Garcia'],
    ['[PERSON 1]', 'Maria Garcia'],
    ['[PERSON-1]', 'Maria Garcia'],
    ['[ PERSON_1 ]', 'Maria Garcia'],
    ['\\[PERSON_1\\]', 'Maria Garcia'],
    ['[[PERSON_1]]', 'Maria Garcia'],
    ['PERSON_1', 'Maria Garcia'],
    ['[email address 1]', 'ann.lee@example.org'],
    ['[EMAIL-ADDRESS-1]', 'ann.lee@example.org'],
  ])('restores %s', async (written, value) => {
    const r = await rehydrate(`Dear ${written}, thanks.`);
    expect(r.body).toMatchObject({ text: `Dear ${value}, thanks.`, entities_restored: 1, unknown_placeholders: [] });
  });

  it('reports placeholders the session does not hold, as written, and leaves them', async () => {
    const r = await rehydrate('[PERSON_9] met [person 7], [PERSON_1] and [PERSON_9]; see [Figure 1].');
    expect(r.body).toMatchObject({ text: '[PERSON_9] met [person 7], Maria Garcia and [PERSON_9]; see [Figure 1].', entities_restored: 1, unknown_placeholders: ['[PERSON_9]', '[person 7]'] });
  });

  it('keeps the round trip exact when the input already holds variant spellings', async () => {
    const text = 'Template: person_1, [Person 2] and \\[PERSON_3\\] stay; signed Ann Lee and Bob Stone.';
    const s = await call('/v1/sanitize', { text });
    expect(s.body.sanitized).toBe('Template: person_1, [Person 2] and \\[PERSON_3\\] stay; signed [PERSON_4] and [PERSON_5].');
    const r = await call('/v1/rehydrate', { text: s.body.sanitized, session_id: s.body.session_id });
    expect(r.body.text).toBe(text);
  });
});
