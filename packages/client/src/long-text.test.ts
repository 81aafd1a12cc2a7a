import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SanitizerClient } from './client.js';
import { utf8Length } from './split-text.js';
import { backends, longClinicalText, startLiveService, type LiveService } from './test-support/live-service.js';

describe.each(backends)('sanitizeLong and rehydrateLong ($dialect)', (backend) => {
  let service: LiveService;
  let client: SanitizerClient;
  beforeAll(async () => {
    service = await startLiveService(backend);
    client = new SanitizerClient({ baseUrl: service.baseUrl, apiKey: service.apiKey });
  });
  afterAll(() => service.close());

  it('round-trips a 1 MB text exactly, in one session, with offsets in the whole text', async () => {
    const text = longClinicalText(1_048_576);
    const progress: number[] = [];
    const result = await client.sanitizeLong(text, { onProgress: (done, total) => progress.push(done / total) });
    expect(result.pieces).toBeGreaterThanOrEqual(11);
    expect(progress).toHaveLength(result.pieces);
    expect(progress.at(-1)).toBe(1);
    expect(result.sanitized).not.toContain('Maria Garcia');
    // One session: a person keeps one placeholder from the first piece to the last.
    expect(new Set(result.entities.filter((e) => text.slice(e.start, e.end) === 'Maria Garcia').map((e) => e.placeholder))).toEqual(new Set(['[PERSON_1]']));
    const lastPerson = result.entities.filter((e) => e.type === 'PERSON').at(-1)!;
    expect(lastPerson.start).toBeGreaterThan(1_000_000);
    expect(['Maria Garcia', 'John Park', 'Ann Lee', 'Luis Fernández', 'Chloé Martin', 'Robert Chen']).toContain(text.slice(lastPerson.start, lastPerson.end));
    expect(utf8Length(result.sanitized)).toBeGreaterThan(102_400);
    const back = await client.rehydrateLong(result.sanitized, result.session_id!);
    expect(back.text === text).toBe(true);
    expect(back.entities_restored).toBe(result.entities_found);
    expect(back.unknown_placeholders).toEqual([]);
  });

  it('continues a given session', async () => {
    const first = await client.sanitize({ text: 'Maria Garcia called.' });
    const more = await client.sanitizeLong('John Park and Maria Garcia.\n\nAnn Lee too.', { session_id: first.session_id!, maxBytes: 30 });
    expect(more).toMatchObject({ sanitized: '[PERSON_2] and [PERSON_1].\n\n[PERSON_3] too.', session_id: first.session_id, pieces: 2 });
    expect(more.entities.map((e) => [e.placeholder, e.start])).toEqual([['[PERSON_2]', 0], ['[PERSON_1]', 14], ['[PERSON_3]', 29]]);
  });

  it('detects piece by piece with offsets in the whole text', async () => {
    const text = 'Call Maria Garcia.\n\nOr write to ann@example.com today.';
    const res = await client.detectLong(text, { maxBytes: 24, config: { entities: ['PERSON', 'EMAIL'] } });
    expect(res.pieces).toBe(3);
    expect(res.entities.map((e) => text.slice(e.start, e.end))).toEqual(['Maria Garcia', 'ann@example.com']);
  });

  it('passes the service errors on: empty text, unknown session', async () => {
    await expect(client.sanitizeLong('')).rejects.toMatchObject({ code: 'empty_text', status: 400 });
    await expect(client.detectLong('')).rejects.toMatchObject({ code: 'empty_text', status: 400 });
    await expect(client.rehydrateLong('a b', 'no-such-session')).rejects.toMatchObject({ code: 'session_not_found', status: 404 });
  });

  it('redacts a long text without a session', async () => {
    const res = await client.sanitizeLong('Maria Garcia.\n\nJohn Park.', { mode: 'redact', maxBytes: 16 });
    expect(res).toMatchObject({ sanitized: '[PERSON_1].\n\n[PERSON_1].', session_id: null, redacted: true, pieces: 2 });
  });
});
