import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

const HOUR_MS = 3_600_000;

/** Continued sessions over a real socket, on every backend: one conversation, one set of placeholders. */
describe.each(backends)('POST /v1/sanitize with session_id ($dialect)', (backend) => {
  let t: TestApp;
  let base: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { SESSION_TTL_SECONDS: '3600' });
    key = (await t.newKey()).apiKey;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const call = async (path: string, body: unknown, apiKey = key) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const sanitize = (body: unknown, apiKey = key) => call('/v1/sanitize', body, apiKey);
  const rehydrate = (text: string, session_id: string) => call('/v1/rehydrate', { text, session_id });

  it('keeps held values on their placeholders and numbers new ones after them', async () => {
    const first = await sanitize({ text: 'Maria Garcia (maria@example.com) asked about her bill.' });
    expect(first.body.sanitized).toBe('[PERSON_1] ([EMAIL_ADDRESS_1]) asked about her bill.');
    const second = await sanitize({ text: 'John Park says Maria Garcia paid; reach him at john.park@example.com.', session_id: first.body.session_id });
    expect(second.status).toBe(200);
    expect(second.body.session_id).toBe(first.body.session_id);
    expect(second.body.sanitized).toBe('[PERSON_2] says [PERSON_1] paid; reach him at [EMAIL_ADDRESS_2].');
    expect(second.body.entities.map((e: { placeholder: string }) => e.placeholder)).toEqual(['[PERSON_2]', '[PERSON_1]', '[EMAIL_ADDRESS_2]']);
    const reply = await rehydrate("Send it to [PERSON_1]'s manager and cc [PERSON_2] at [EMAIL_ADDRESS_2].", first.body.session_id);
    expect(reply.body).toMatchObject({ text: "Send it to Maria Garcia's manager and cc John Park at john.park@example.com.", entities_restored: 3 });
  });

  it('gives each turn back exactly with the final mapping', async () => {
    const turns = [
      'Patient: Maria Garcia\nSSN: 123-45-6789',
      'Her brother Luis Garcia called from (617) 555-0142 about Maria Garcia.',
      'Template text keeps [PERSON_3] and [SSN_2] as written; Ann Lee signed.',
    ];
    const first = await sanitize({ text: turns[0] });
    const sanitized = [first.body.sanitized as string];
    for (const text of turns.slice(1)) sanitized.push((await sanitize({ text, session_id: first.body.session_id })).body.sanitized);
    for (const [i, text] of sanitized.entries()) expect((await rehydrate(text, first.body.session_id)).body.text).toBe(turns[i]);
    expect(sanitized[2]).not.toMatch(/\[PERSON_3\].*\[PERSON_3\]/);
  });

  it('replaces a held value where this turn detects only part of it, or misses it', async () => {
    const first = await sanitize({ text: 'Patient: Quenby Zorblatt' });
    expect(first.body.sanitized).toBe('Patient: [PERSON_1]');
    const second = await sanitize({ text: 'ok so Quenby Zorblatt then; also re Quenby Zorblatt', session_id: first.body.session_id });
    expect(second.body.sanitized).toBe('ok so [PERSON_1] then; also re [PERSON_1]');
    expect(second.body.entities_found).toBe(2);
    expect(second.body.metadata.entity_counts).toEqual({ PERSON: 2 });
  });

  it('takes feedback on a placeholder first issued in a later turn', async () => {
    const first = await sanitize({ text: 'Maria Garcia asked about her bill.' });
    await sanitize({ text: 'John Park from Boston paid it.', session_id: first.body.session_id });
    const res = await call('/v1/feedback', {
      session_id: first.body.session_id,
      corrections: [
        { feedback_type: 'false_positive', placeholder: '[LOCATION_1]' },
        { feedback_type: 'misclassification', placeholder: '[PERSON_2]', correct_type: 'LOCATION' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: 2, status: 'recorded' });
  });

  it('moves the expiry to the TTL after each continuation', async () => {
    const first = await sanitize({ text: 'Maria Garcia' });
    t.clock.advance(HOUR_MS - 1);
    expect((await sanitize({ text: 'and Ann Lee', session_id: first.body.session_id })).status).toBe(200);
    t.clock.advance(HOUR_MS - 1);
    expect((await rehydrate('[PERSON_1] and [PERSON_2]', first.body.session_id)).body.text).toBe('Maria Garcia and Ann Lee');
    t.clock.advance(1);
    const expired = await sanitize({ text: 'Bob Stone', session_id: first.body.session_id });
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('session_expired');
    expect(expired.body.error.suggestion).toMatch(/without session_id/);
  });

  it('answers an unknown or foreign session with session_not_found', async () => {
    const other = await t.newKey();
    const foreign = await sanitize({ text: 'Maria Garcia' }, other.apiKey);
    for (const session_id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', foreign.body.session_id]) {
      const res = await sanitize({ text: 'Ann Lee', session_id });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('session_not_found');
    }
    expect((await rehydrate('[PERSON_1]', foreign.body.session_id)).body.error.code).toBe('session_not_found');
  });

  it('refuses session_id with redact mode', async () => {
    const first = await sanitize({ text: 'Maria Garcia' });
    const res = await sanitize({ text: 'Ann Lee', mode: 'redact', session_id: first.body.session_id });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', suggestion: expect.stringMatching(/session_id/) });
  });

  it('never reissues a never-stored placeholder, and leaves it unrestored', async () => {
    const first = await sanitize({ text: 'SSN 123-45-6789', config: { storage_overrides: { SSN: 1 } } });
    const second = await sanitize({ text: 'SSN 234-56-7801', session_id: first.body.session_id });
    expect(second.body.sanitized).toBe('SSN [SSN_2]');
    const r = await rehydrate('[SSN_1] and [SSN_2]', first.body.session_id);
    expect(r.body).toMatchObject({ text: '[SSN_1] and 234-56-7801', entities_restored: 1 });
  });

  it('loses and renumbers nothing when two continuations of one session run at once', async () => {
    const first = await sanitize({ text: 'Maria Garcia wrote.' });
    const id = first.body.session_id;
    const [a, b] = await Promise.all([
      sanitize({ text: 'Ann Lee and Maria Garcia met.', session_id: id }),
      sanitize({ text: 'Bob Stone and Maria Garcia met.', session_id: id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const issued = [a.body.sanitized.split(' ')[0], b.body.sanitized.split(' ')[0]];
    expect(new Set(issued)).toEqual(new Set(['[PERSON_2]', '[PERSON_3]']));
    expect(a.body.sanitized).toContain('and [PERSON_1] met.');
    expect(b.body.sanitized).toContain('and [PERSON_1] met.');
    const r = await rehydrate(`${issued[0]}, ${issued[1]}, [PERSON_1]`, id);
    expect(r.body.text).toBe('Ann Lee, Bob Stone, Maria Garcia');
  });
});
