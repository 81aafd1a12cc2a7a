import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

describe.each(backends)('custom patterns API ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, apiKey = key) =>
    t.app.inject({ method, url, headers: { 'x-api-key': apiKey }, ...(payload ? { payload } : {}) });
  const create = (body: object, apiKey = key) => call('POST', '/v1/patterns', body, apiKey);

  it('creates a pattern without conflict and detects it with config.custom_patterns', async () => {
    const res = await create({ name: 'EMPLOYEE_ID', pattern: '\\bEMP-\\d{6}\\b', description: 'staff ids', examples: ['EMP-123456', 'EMP-654321'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'EMPLOYEE_ID', status: 'active', conflict: null });
    expect(body.pattern_id).toMatch(/^pat_/);
    expect(body.analysis).toMatchObject({ overlaps_with: [], overlap_count: 0, contradiction_risk: 'none', golden_set_coverage: 0 });

    const text = 'Badge EMP-123456 for Ann.';
    const without = (await call('POST', '/v1/sanitize', { text })).json();
    expect(without.sanitized).toBe(text.replace('Ann', '[PERSON_1]'));
    const withPatterns = (await call('POST', '/v1/sanitize', { text, config: { custom_patterns: true } })).json();
    expect(withPatterns.sanitized).toContain('[EMPLOYEE_ID_1]');
    expect(withPatterns.entities.find((e: { type: string }) => e.type === 'EMPLOYEE_ID')).toMatchObject({ start: 6, end: 16, confidence: 0.85 });
    const detect = (await call('POST', '/v1/detect', { text, config: { custom_patterns: true, entities: ['EMAIL'] } })).json();
    expect(detect.entities.map((e: { type: string }) => e.type)).toEqual(['EMPLOYEE_ID']);
  });

  it('lists and deletes patterns', async () => {
    const created = (await create({ name: 'TICKET_NO', pattern: 'TCK\\d{5}', examples: ['TCK12345'] })).json();
    const list = (await call('GET', '/v1/patterns')).json();
    const item = list.patterns.find((p: { pattern_id: string }) => p.pattern_id === created.pattern_id);
    expect(item).toMatchObject({ name: 'TICKET_NO', pattern: 'TCK\\d{5}', description: '', examples: ['TCK12345'], status: 'active', analysis: created.analysis });
    expect(Date.parse(item.created_at)).not.toBeNaN();
    const del = await call('DELETE', `/v1/patterns/${created.pattern_id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ pattern_id: created.pattern_id, deleted: true });
    const again = await call('DELETE', `/v1/patterns/${created.pattern_id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('pattern_not_found');
  });

  it.each([
    [{ name: 'BAD', pattern: '(a' }, 'does not compile'],
    [{ name: 'BACKREF', pattern: '(a)\\1' }, 'backreferences'],
    [{ name: 'NAMED_BACKREF', pattern: '(?<x>a)\\k<x>' }, 'backreferences'],
    [{ name: 'RE2_ANCHOR', pattern: '\\Aabc' }, 'means one thing in JavaScript and another in RE2'],
    [{ name: 'HUGE_PROGRAM', pattern: '[a-z]{1,1000}[0-9]' }, 'narrow bounded repeats'],
    [{ name: 'LOOK', pattern: '(?<=ID )\\d+' }, 'lookahead and lookbehind'],
    [{ name: 'EVERYTHING', pattern: '.*' }, 'empty string'],
    [{ name: 'lower_case', pattern: 'x\\d' }, 'UPPER_SNAKE_CASE'],
    [{ name: 'X', pattern: 'x\\d' }, 'UPPER_SNAKE_CASE'],
    [{ name: 'PERSON', pattern: 'x\\d' }, 'built-in type'],
    [{ name: 'EMAIL', pattern: 'x\\d' }, 'built-in type'],
    [{ name: 'IP_ADDRESS', pattern: 'x\\d' }, 'built-in type'],
    [{ name: 'ALL', pattern: 'x\\d' }, 'built-in type'],
    [{ name: 'EMPLOYEE_ID', pattern: 'x\\d' }, 'already exists'],
    [{ name: 'ORDER_REF', pattern: 'ORD-\\d{4}', examples: ['ORD-1234', 'ORD-12'] }, 'ORD-12'],
  ])('refuses %j with invalid_pattern', async (body, reason) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_pattern');
    expect(res.json().error.message).toContain(reason);
  });

  it('reports an overlap as a conflict, opens a pattern_overlap insight, and keeps the built-in type until resolved', async () => {
    const res = (await create({ name: 'DESK_PHONE', pattern: '\\b\\d{3}-555-\\d{4}\\b', examples: ['212-555-0188', '415-555-0134'] })).json();
    expect(res.analysis).toMatchObject({ overlaps_with: ['PHONE_NUMBER'], overlap_count: 2, contradiction_risk: 'high' });
    expect(res.conflict).toMatchObject({
      has_conflict: true,
      conflicting_spans: 2,
      conflicting_type: 'PHONE_NUMBER',
      resolution_required: true,
      insight_id: expect.stringMatching(/^ins_/),
    });
    expect(res.conflict.resolution_options.map((o: { option: string }) => o.option)).toEqual(['reclassify_all', 'add_context_condition', 'refine_pattern']);
    const insights = (await call('GET', '/v1/insights')).json();
    expect(insights.pending_conflicts).toContainEqual(expect.objectContaining({ id: res.conflict.insight_id, type: 'pattern_overlap', status: 'pending' }));

    const text = 'Desk 212-555-0188, mobile 415-555-0134.';
    const numbers = (e: { start: number; end: number }) => /^\d{3}-555-\d{4}$/.test(text.slice(e.start, e.end));
    const types = async () => (await call('POST', '/v1/sanitize', { text, config: { custom_patterns: true } })).json().entities.filter(numbers).map((e: { type: string }) => e.type);
    expect(await types()).toEqual(['PHONE_NUMBER', 'PHONE_NUMBER']);

    const refine = await call('POST', `/v1/insights/${res.conflict.insight_id}/resolve`, { resolution: 'refine', modifications: { context_condition: { keywords: ['desk'], distance: 2 } } });
    expect(refine.statusCode).toBe(200);
    expect(refine.json()).toMatchObject({ status: 'refined', golden_set_entries_created: 2 });
    expect(await types()).toEqual(['DESK_PHONE', 'PHONE_NUMBER']);
    const s = (await call('POST', '/v1/sanitize', { text, config: { custom_patterns: true } })).json();
    expect(s.metadata.disambiguation_applied).toBe(true);
  });

  it('lets approve (reclassify_all) make the custom type win everywhere', async () => {
    const res = (await create({ name: 'LAB_LINE', pattern: '\\b\\d{3}-555-01\\d{2}\\b', examples: ['312-555-0101'] })).json();
    const resolve = await call('POST', `/v1/insights/${res.conflict.insight_id}/resolve`, { resolution: 'approve' });
    expect(resolve.json()).toMatchObject({ status: 'approved' });
    const s = (await call('POST', '/v1/sanitize', { text: 'Lab 312-555-0101 today', config: { custom_patterns: true } })).json();
    expect(s.entities.map((e: { type: string }) => e.type)).toEqual(['LAB_LINE']);
  });

  it('suggests concrete improvements', async () => {
    const res = (await create({ name: 'CASE_REF', pattern: 'C[A-Z0-9]+', examples: ['CA1234', 'CB5678'] })).json();
    const kinds = res.analysis.suggested_improvements.map((s: { kind: string }) => s.kind);
    expect(kinds).toContain('add_word_boundaries');
    expect(res.analysis.suggested_improvements).toContainEqual(expect.objectContaining({ kind: 'narrow_pattern', proposed_pattern: '\\b[A-Z]{2}\\d{4}\\b' }));
    expect(res.analysis.suggested_improvements).toContainEqual(expect.objectContaining({ kind: 'add_word_boundaries', proposed_pattern: '\\b(?:C[A-Z0-9]+)\\b' }));
  });

  it('flags a pattern that matches ordinary text as broad', async () => {
    const res = (await create({ name: 'ANY_NUMBER', pattern: '\\b\\d{4,6}\\b', examples: ['1234'] })).json();
    expect(res.analysis.suggested_improvements.map((s: { kind: string }) => s.kind)).toContain('too_broad');
    expect(['low', 'medium', 'high']).toContain(res.analysis.contradiction_risk);
  });

  it('keeps patterns per organization', async () => {
    const other = (await t.newKey()).apiKey;
    const mine = (await call('GET', '/v1/patterns')).json().patterns;
    expect(mine.length).toBeGreaterThan(0);
    expect((await call('GET', '/v1/patterns', undefined, other)).json()).toEqual({ patterns: [] });
    const del = await call('DELETE', `/v1/patterns/${mine[0].pattern_id}`, undefined, other);
    expect(del.statusCode).toBe(404);
    expect(del.json().error.code).toBe('pattern_not_found');
    const text = 'Badge EMP-123456';
    const theirs = (await call('POST', '/v1/sanitize', { text, config: { custom_patterns: true } }, other)).json();
    expect(theirs.sanitized).toBe(text);
    expect((await create({ name: 'EMPLOYEE_ID', pattern: 'E\\d{3}' }, other)).statusCode).toBe(200);
  });
});
