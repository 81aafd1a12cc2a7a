import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

const NOTE = 'Patient: Maria Garcia\nEmail: maria.garcia@example.com\nSSN: 123-45-6789\nPhone: (617) 555-0142\nCall maria.garcia@example.com again.';

describe.each(backends)('POST /v1/sanitize ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const sanitize = (body: unknown, apiKey = key) =>
    t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': apiKey }, payload: body as object });

  it('replaces entities with numbered placeholders and returns a session', async () => {
    const res = await sanitize({ text: NOTE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sanitized).toContain('Email: [EMAIL_ADDRESS_1]');
    expect(body.sanitized).toContain('SSN: [SSN_1]');
    expect(body.sanitized).toContain('Call [EMAIL_ADDRESS_1] again.');
    expect(body.sanitized).not.toContain('maria.garcia@example.com');
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.redacted).toBe(false);
    expect(body.entities_found).toBe(body.entities.length);
    expect(typeof body.processing_ms).toBe('number');
    const email = body.entities.find((e: { type: string }) => e.type === 'EMAIL_ADDRESS');
    expect(NOTE.slice(email.start, email.end)).toBe('maria.garcia@example.com');
    expect(email).toMatchObject({ placeholder: '[EMAIL_ADDRESS_1]', structure: { region_type: 'key_value', label: 'Email', line: 2 } });
    expect(email.confidence).toBeGreaterThan(0.9);
    expect(body.metadata).toMatchObject({ format_type: 'key_value', disambiguation_applied: expect.any(Boolean), text_bytes: Buffer.byteLength(NOTE), warnings: [] });
    expect(body.metadata.entity_counts.EMAIL_ADDRESS).toBe(2);
  });

  it('rehydrates its own output back to the original', async () => {
    const s = (await sanitize({ text: NOTE })).json();
    const r = await t.app.inject({ method: 'POST', url: '/v1/rehydrate', headers: { 'x-api-key': key }, payload: { text: s.sanitized, session_id: s.session_id } });
    expect(r.json()).toMatchObject({ text: NOTE, entities_restored: s.entities_found });
  });

  it('never issues a placeholder already written in the input', async () => {
    const text = 'Template keeps [EMAIL_ADDRESS_1] literally; real one: ann@example.org';
    const body = (await sanitize({ text })).json();
    expect(body.sanitized).toBe('Template keeps [EMAIL_ADDRESS_1] literally; real one: [EMAIL_ADDRESS_2]');
  });

  it('redacts without a session', async () => {
    const res = await sanitize({ text: NOTE, mode: 'redact' });
    expect(res.json()).toMatchObject({ redacted: true, session_id: null });
    expect(res.json().sanitized).not.toContain('123-45-6789');
  });

  it('detects only the requested types, accepting the EMAIL and PHONE aliases', async () => {
    const body = (await sanitize({ text: NOTE, config: { entities: ['EMAIL', 'PHONE'] } })).json();
    expect(new Set(body.entities.map((e: { type: string }) => e.type))).toEqual(new Set(['EMAIL_ADDRESS', 'PHONE_NUMBER']));
    expect(body.sanitized).toContain('123-45-6789');
  });

  it('finds the opt-in types only when named, or with ALL', async () => {
    const text = 'Maria Garcia logged in from 203.0.113.7.\nIBAN: DE89 3704 0044 0532 0130 00\nSee https://example.com/help.\nPASSWORD=hunter2\nDOB: 1985-07-14, seen 2024-03-05';
    const types = async (config?: object) => (await sanitize({ text, ...(config ? { config } : {}) })).json().entities.map((e: { type: string }) => e.type);
    expect(await types()).toEqual(['PERSON']);
    expect(await types({ entities: ['IP_ADDRESS', 'IBAN', 'URL', 'SECRET'] })).toEqual(['IP_ADDRESS', 'IBAN', 'URL', 'SECRET']);
    expect(await types({ entities: ['ip_address', 'PERSON'] })).toEqual(['PERSON', 'IP_ADDRESS']);
    expect(await types({ entities: ['ALL'] })).toEqual(['PERSON', 'IP_ADDRESS', 'IBAN', 'URL', 'SECRET', 'DATE_OF_BIRTH', 'DATE']);
    const body = (await sanitize({ text, config: { entities: ['IP_ADDRESS', 'IBAN', 'URL', 'SECRET', 'DATE', 'DATE_OF_BIRTH'] } })).json();
    expect(body.sanitized).toBe('Maria Garcia logged in from [IP_ADDRESS_1].\nIBAN: [IBAN_1]\nSee [URL_1].\nPASSWORD=[SECRET_1]\nDOB: [DATE_OF_BIRTH_1], seen [DATE_1]');
  });

  it('drops detections below the confidence threshold', async () => {
    const all = (await sanitize({ text: NOTE })).json().entities as { confidence: number }[];
    const high = (await sanitize({ text: NOTE, config: { confidence_threshold: 0.99 } })).json().entities as { confidence: number }[];
    expect(high.length).toBeLessThanOrEqual(all.length);
    expect(high.every((e) => e.confidence >= 0.99)).toBe(true);
  });

  it('never stores storage-tier-1 originals: their placeholders stay on rehydrate', async () => {
    const s = (await sanitize({ text: NOTE, config: { storage_overrides: { SSN: 1, EMAIL: 2 } } })).json();
    const r = (await t.app.inject({ method: 'POST', url: '/v1/rehydrate', headers: { 'x-api-key': key }, payload: { text: s.sanitized, session_id: s.session_id } })).json();
    expect(r.text).toContain('SSN: [SSN_1]');
    expect(r.text).toContain('maria.garcia@example.com');
    expect(r.entities_restored).toBe(s.entities_found - 1);
  });

  it.each([
    ['empty text', { text: '' }, 400, 'empty_text'],
    ['102,401 ASCII bytes', { text: 'a'.repeat(102_401) }, 413, 'text_too_large'],
    ['102,402 bytes of two-byte characters', { text: 'é'.repeat(51_201) }, 413, 'text_too_large'],
    ['no text', {}, 400, 'invalid_request'],
    ['a number for text', { text: 42 }, 400, 'invalid_request'],
    ['an unknown mode', { text: 'hi', mode: 'erase' }, 400, 'invalid_request'],
    ['an unknown entity type', { text: 'hi', config: { entities: ['PASSPORT'] } }, 400, 'invalid_request'],
    ['ALL as a storage override', { text: 'hi', config: { storage_overrides: { ALL: 1 } } }, 400, 'invalid_request'],
    ['a threshold above 1', { text: 'hi', config: { confidence_threshold: 1.5 } }, 400, 'invalid_request'],
    ['a misspelt config field', { text: 'hi', config: { confidence_treshold: 0.5 } }, 400, 'invalid_request'],
    ['storage tier 3', { text: 'hi', config: { storage_overrides: { SSN: 3 } } }, 400, 'invalid_request'],
    ['a storage override for an unknown type', { text: 'hi', config: { storage_overrides: { NOPE: 1 } } }, 400, 'invalid_request'],
  ] as const)('rejects %s with %i %s', async (_label, body, status, code) => {
    const res = await sanitize(body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatchObject({ code, message: expect.any(String), suggestion: expect.any(String) });
  });

  it.each([
    ['/v1/sanitize', { text: 'Maria Garcia', mdoe: 'redact' }, '`mdoe`', 'Did you mean `mode`?'],
    ['/v1/sanitize', { text: 'hi', sesion_id: 'x' }, '`sesion_id`', 'Did you mean `session_id`?'],
    ['/v1/sanitize', { text: 'hi', config: { entites: ['SSN'] } }, '`config.entites`', 'Did you mean `entities`?'],
    ['/v1/detect', { text: 'hi', confg: {} }, '`confg`', 'Did you mean `config`?'],
    ['/v1/rehydrate', { text: 'hi', session_id: 'x', format: 'json' }, '`format`', 'Remove `format`; fields here: text, session_id.'],
  ] as const)('refuses an unknown field on %s, naming it and the closest known one (%j)', async (url, body, named, suggestion) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_request', message: `${named} is not a known field.` });
    expect(res.json().error.suggestion).toContain(suggestion);
  });

  it('names a misspelt required field as missing and the misspelling as unknown', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/detect', headers: { 'x-api-key': key }, payload: { txt: 'Maria Garcia' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_request', message: '`text` is missing; `txt` is not a known field.', suggestion: 'Did you mean `text`?' });
  });

  it('accepts exactly 102,400 bytes', async () => {
    expect((await sanitize({ text: 'a'.repeat(102_400) })).statusCode).toBe(200);
  });

  it('tells the size received when text is too large', async () => {
    const res = await sanitize({ text: 'a'.repeat(150_000) });
    expect(res.json().error.message).toContain('150,000 bytes');
  });

  it('measures the limit after JSON parsing, so escaped characters count once', async () => {
    const payload = JSON.stringify({ text: 'é'.repeat(51_200) }).replace(/é/g, '\\u00e9');
    const res = await t.app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(200);
  });

  it('warns when markup arrives instead of plain text', async () => {
    const body = (await sanitize({ text: '<html><body><div>Call ann@example.org</div></body></html>' })).json();
    expect(body.metadata.warnings).toContain('markup_detected');
  });
});
