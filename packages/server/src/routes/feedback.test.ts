import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

interface Entity {
  placeholder: string;
  type: string;
  start: number;
  end: number;
}

describe.each(backends)('POST /v1/feedback ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { SESSION_TTL_SECONDS: '3600' });
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object, apiKey = key) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': apiKey }, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const TEXT = 'Email ann.lee@example.org about Paris Hilton, SSN 123-45-6789.';
  const session = async (text = TEXT, apiKey = key) => (await post('/v1/sanitize', { text }, apiKey)).body as { session_id: string; entities: Entity[] };
  const ph = (s: { entities: Entity[] }, type: string) => s.entities.find((e) => e.type === type)!.placeholder;

  it('accepts a batch with every feedback type and returns one id per correction', async () => {
    const s = await session();
    const res = await post('/v1/feedback', {
      session_id: s.session_id,
      corrections: [
        { feedback_type: 'misclassification', placeholder: ph(s, 'PERSON'), correct_type: 'LOCATION' },
        { feedback_type: 'wrong_type', placeholder: ph(s, 'SSN'), correct_type: 'MRN' },
        { feedback_type: 'false_positive', placeholder: ph(s, 'EMAIL_ADDRESS') },
        { feedback_type: 'missed_entity', span_text: 'Email', correct_type: 'PERSON' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: 4, contradictions_detected: 0, status: 'recorded', message: 'Recorded 4 corrections.' });
    expect(res.body.correction_ids).toHaveLength(4);
    expect(new Set(res.body.correction_ids).size).toBe(4);
  });

  it('accepts the legacy format by original text or by placeholder', async () => {
    const s = await session();
    const byText = await post('/v1/feedback', { session_id: s.session_id, feedback_type: 'wrong_type', text_snippet: 'Paris Hilton', expected_type: 'LOCATION' });
    expect(byText.body).toMatchObject({ accepted: 1, status: 'recorded' });
    const byPlaceholder = await post('/v1/feedback', { session_id: s.session_id, feedback_type: 'false_positive', text_snippet: ph(s, 'SSN') });
    expect(byPlaceholder.body.accepted).toBe(1);
    const missed = await post('/v1/feedback', { session_id: s.session_id, feedback_type: 'missed_entity', text_snippet: 'Email', expected_type: 'EMAIL' });
    expect(missed.body.accepted).toBe(1);
  });

  it('counts a reversal as a contradiction and opens a contradiction_cluster insight', async () => {
    const s1 = await session('Met Maria Garcia at noon.');
    const first = await post('/v1/feedback', { session_id: s1.session_id, corrections: [{ feedback_type: 'misclassification', placeholder: ph(s1, 'PERSON'), correct_type: 'LOCATION' }] });
    expect(first.body.contradictions_detected).toBe(0);
    const s2 = await session('Met Maria Garcia at noon.');
    const second = await post('/v1/feedback', { session_id: s2.session_id, corrections: [{ feedback_type: 'false_positive', placeholder: ph(s2, 'PERSON') }] });
    expect(second.body.contradictions_detected).toBe(1);
    expect(second.body.message).toContain('1 contradicts earlier corrections');
    const insights = (await t.app.inject({ method: 'GET', url: '/v1/insights', headers: { 'x-api-key': key } })).json();
    const cluster = insights.pending_conflicts.find((i: { type: string; data: { value: string } }) => i.type === 'contradiction_cluster' && i.data.value === 'Maria Garcia');
    expect(cluster).toMatchObject({ status: 'pending', title: expect.stringContaining('Maria Garcia'), created_at: expect.any(String) });
    expect(cluster.data.corrections).toHaveLength(2);
    expect(cluster.data.corrections[1]).toMatchObject({ feedback_type: 'false_positive', from_type: 'PERSON', to_type: 'NOT_SENSITIVE', context: 'Met «Maria Garcia» at noon.' });
  });

  it('compares corrections within one batch, in order', async () => {
    const s = await session('Ring Sydney Brenner today.');
    const placeholder = ph(s, 'PERSON');
    const res = await post('/v1/feedback', {
      session_id: s.session_id,
      corrections: [
        { feedback_type: 'misclassification', placeholder, correct_type: 'LOCATION' },
        { feedback_type: 'misclassification', placeholder, correct_type: 'ADDRESS' },
        { feedback_type: 'misclassification', placeholder, correct_type: 'LOCATION' },
      ],
    });
    expect(res.body).toMatchObject({ accepted: 3, contradictions_detected: 2 });
  });

  it.each([
    [{ corrections: [] }, 'non-empty array'],
    [{ corrections: 'x' }, 'non-empty array'],
    [{ text_snippet: 'x' }, 'Send either'],
    [{ corrections: [{ feedback_type: 'bogus', placeholder: '[PERSON_1]' }] }, '[0] `feedback_type` must be one of'],
    [{ corrections: [{ feedback_type: 'misclassification', placeholder: '[PERSON_1]' }] }, '[0] `correct_type` is required for misclassification'],
    [{ corrections: [{ feedback_type: 'missed_entity', correct_type: 'PERSON' }] }, '[0] `span_text` is required for missed_entity'],
    [{ corrections: [{ feedback_type: 'false_positive' }] }, '[0] `placeholder` is required for false_positive'],
    [{ corrections: [{ feedback_type: 'false_positive', placeholder: '[PERSON_1]', extra: 1 }] }, 'Unknown field `extra`'],
    [{ feedback_type: 'wrong_type', text_snippet: 'x' }, '`expected_type` is required'],
    [{ feedback_type: 'missed_entity' }, '`text_snippet` is required'],
  ])('refuses %j with invalid_request', async (body, message) => {
    const s = await session();
    const res = await post('/v1/feedback', { session_id: s.session_id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(message);
  });

  it('refuses more than 50 corrections, naming the limit', async () => {
    const s = await session();
    const corrections = Array.from({ length: 51 }, () => ({ feedback_type: 'false_positive', placeholder: ph(s, 'SSN') }));
    const res = await post('/v1/feedback', { session_id: s.session_id, corrections });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('limit is 50');
    const fifty = await post('/v1/feedback', { session_id: s.session_id, corrections: corrections.slice(0, 50) });
    expect(fifty.body.accepted).toBe(50);
  });

  it('rejects the whole batch when a placeholder is not in the session, listing the indexes', async () => {
    const s = await session();
    const before = await countCorrections();
    const res = await post('/v1/feedback', {
      session_id: s.session_id,
      corrections: [
        { feedback_type: 'false_positive', placeholder: ph(s, 'SSN') },
        { feedback_type: 'false_positive', placeholder: '[PERSON_9]' },
        { feedback_type: 'misclassification', placeholder: ph(s, 'PERSON'), correct_type: 'NOT_A_TYPE' },
        { feedback_type: 'misclassification', placeholder: ph(s, 'PERSON'), correct_type: 'PERSON' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/\[1\] placeholder \[PERSON_9\] is not in this session.*\[2\] correct_type `NOT_A_TYPE` is not a known type.*\[3\] .* already detected as PERSON/);
    expect(res.body.error.message).not.toContain('[0]');
    expect(await countCorrections()).toBe(before);
  });

  it('accepts custom pattern names as types, and aliases', async () => {
    const created = await post('/v1/patterns', { name: 'BADGE_ID', pattern: '\\bBDG\\d{4}\\b', examples: ['BDG1234'] });
    expect(created.status).toBe(200);
    const s = await session();
    const res = await post('/v1/feedback', {
      session_id: s.session_id,
      corrections: [
        { feedback_type: 'missed_entity', span_text: 'about', correct_type: 'BADGE_ID' },
        { feedback_type: 'misclassification', placeholder: ph(s, 'SSN'), correct_type: 'PHONE' },
      ],
    });
    expect(res.body.accepted).toBe(2);
  });

  it('answers session_not_found for unknown, expired and foreign sessions', async () => {
    const body = { corrections: [{ feedback_type: 'false_positive', placeholder: '[SSN_1]' }] };
    const unknown = await post('/v1/feedback', { session_id: 'no-such-session', ...body });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('session_not_found');
    const other = (await t.newKey()).apiKey;
    const s = await session();
    const foreign = await post('/v1/feedback', { session_id: s.session_id, ...body }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('session_not_found');
    t.clock.advance(3600 * 1000 + 1);
    const expired = await post('/v1/feedback', { session_id: s.session_id, ...body });
    expect(expired.status).toBe(404);
    expect(expired.body.error.code).toBe('session_not_found');
  });

  it('never stores a corrected value or its context in plain text', async () => {
    const secret = 'Quentin Zablocki-Marsh';
    const text = `Letter to ${secret} regarding the lease.`;
    const s = await session(text);
    const person = s.entities.find((e) => text.slice(e.start, e.end) === secret);
    expect(person).toBeDefined();
    await post('/v1/feedback', { session_id: s.session_id, corrections: [{ feedback_type: 'misclassification', placeholder: person!.placeholder, correct_type: 'LOCATION' }] });
    const { db } = await t.database.open();
    for (const table of ['corrections', 'insights', 'session_texts']) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      const dump = JSON.stringify(rows.rows, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v));
      expect(dump, table).not.toContain('Zablocki');
      expect(dump, table).not.toContain('lease');
    }
  });

  async function countCorrections(): Promise<number> {
    const { db } = await t.database.open();
    const row = await sql<{ n: number }>`select count(*) as n from corrections`.execute(db);
    return Number(row.rows[0]!.n);
  }
});
