import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

interface Entity {
  placeholder: string;
  type: string;
  start: number;
  end: number;
}

describe.each(backends)('insights and resolve ($dialect)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const client = (key: string) => {
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() };
    };
    const sanitize = async (text: string) => (await call('POST', '/v1/sanitize', { text })).body as { session_id: string; sanitized: string; entities: Entity[] };
    /** Sanitizes `text` and corrects the entity spelling `value` to `to` (null: false positive). */
    const correct = async (text: string, value: string, to: string | null) => {
      const s = await sanitize(text);
      const e = s.entities.find((x) => text.slice(x.start, x.end) === value);
      if (!e) throw new Error(`${value} not detected in ${text}`);
      const correction = to === null ? { feedback_type: 'false_positive', placeholder: e.placeholder } : { feedback_type: 'misclassification', placeholder: e.placeholder, correct_type: to };
      return (await call('POST', '/v1/feedback', { session_id: s.session_id, corrections: [correction] })).body;
    };
    const insights = async () => (await call('GET', '/v1/insights')).body;
    return { call, sanitize, correct, insights };
  };
  const newClient = async () => client((await t.newKey()).apiKey);

  /** Two contradicting corrections of "Maria Garcia": a pending contradiction cluster. */
  async function cluster(c: ReturnType<typeof client>) {
    await c.correct('Met Maria Garcia at noon.', 'Maria Garcia', 'LOCATION');
    await c.correct('Met Maria Garcia at noon.', 'Maria Garcia', null);
    return (await c.insights()).pending_conflicts.find((i: { type: string }) => i.type === 'contradiction_cluster');
  }

  it('has the four lists and every knowledge-depth field for a new organization', async () => {
    const c = await newClient();
    expect(await c.insights()).toEqual({
      pending_conflicts: [],
      proposed_improvements: [],
      discovered_patterns: [],
      knowledge_depth: {
        ckd_score: 0,
        maturity: 'nascent',
        strongest_entity: null,
        weakest_entity: null,
        contradictions_pending: 0,
        contradictions_resolved: 0,
        golden_set_size: 0,
        compiled_rules: 0,
        on_demand_hit_rate: 0,
        entity_confidence: [],
      },
    });
  });

  it('reports strongest and weakest types from observed confidences', async () => {
    const c = await newClient();
    await c.sanitize('SSN 123-45-6789, card 4111 1111 1111 1111, call 212-555-0188');
    await c.call('POST', '/v1/detect', { text: 'Contact ann.lee@example.org' });
    const depth = (await c.insights()).knowledge_depth;
    expect(depth.strongest_entity.confidence).toBeGreaterThanOrEqual(depth.weakest_entity.confidence);
    expect(depth.strongest_entity.type).not.toBe(depth.weakest_entity.type);
    expect(depth.ckd_score).toBeGreaterThan(0);
    const perType = depth.entity_confidence as { type: string; confidence: number; detections: number }[];
    expect(perType.map((e) => e.type).sort()).toEqual(['CREDIT_CARD', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'SSN']);
    expect(perType[0]).toEqual({ ...depth.strongest_entity, detections: 1 });
    expect(perType[perType.length - 1]).toEqual({ ...depth.weakest_entity, detections: 1 });
    expect(perType.map((e) => e.confidence)).toEqual(perType.map((e) => e.confidence).sort((a, b) => b - a));
  });

  it('refuses refine without modifications and reject without reason', async () => {
    const c = await newClient();
    const insight = await cluster(c);
    const refine = await c.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'refine' });
    expect(refine.status).toBe(400);
    expect(refine.body.error).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('modifications') });
    const reject = await c.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'reject' });
    expect(reject.status).toBe(400);
    expect(reject.body.error.message).toContain('reason');
    const bogus = await c.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'maybe' });
    expect(bogus.status).toBe(400);
    const badType = await c.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'refine', modifications: { correct_type: 'NOPE' } });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toContain('NOPE');
  });

  it('answers insight_not_found for unknown and foreign insights, alike', async () => {
    const c = await newClient();
    const insight = await cluster(c);
    const other = await newClient();
    const foreign = await other.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'approve' });
    const unknown = await other.call('POST', '/v1/insights/ins_nope/resolve', { resolution: 'approve' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('insight_not_found');
    expect(foreign.body.error.message).toBe(unknown.body.error.message);
  });

  it('rejects with a negative signal: the same proposal is not raised again', async () => {
    const c = await newClient();
    const insight = await cluster(c);
    const rejected = await c.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'reject', reason: 'both are fine' });
    expect(rejected.body).toEqual({ status: 'rejected', golden_set_entries_created: 0, compiled_rules_created: 0 });
    const again = await c.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'reject', reason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'insight_already_resolved', message: expect.stringContaining('rejected') });
    const more = await c.correct('Met Maria Garcia at noon.', 'Maria Garcia', 'ADDRESS');
    expect(more.contradictions_detected).toBe(1);
    const after = await c.insights();
    expect(after.pending_conflicts).toEqual([]);
    expect(after.knowledge_depth.contradictions_resolved).toBe(1);
  });

  it('refines with another correct_type and a context condition', async () => {
    const c = await newClient();
    const insight = await cluster(c);
    const res = await c.call('POST', `/v1/insights/${insight.id}/resolve`, {
      resolution: 'refine',
      modifications: { correct_type: 'NOT_SENSITIVE', context_condition: { keywords: ['noon'], distance: 2 } },
    });
    expect(res.body).toMatchObject({ status: 'refined', golden_set_entries_created: 2, compiled_rules_created: 1 });
    expect((await c.sanitize('Met Maria Garcia at noon.')).sanitized).toBe('Met Maria Garcia at noon.');
    const elsewhere = await c.sanitize('Letter for Maria Garcia tomorrow.');
    expect(elsewhere.entities.map((e) => e.type)).toEqual(['PERSON']);
    const depth = (await c.insights()).knowledge_depth;
    expect(depth).toMatchObject({ golden_set_size: 2, compiled_rules: 1, contradictions_resolved: 1, contradictions_pending: 0 });
    expect(depth.on_demand_hit_rate).toBeGreaterThan(0);
  });

  it('refuses a rule that would break validated golden examples, and keeps the dry run', async () => {
    const c = await newClient();
    const first = await cluster(c);
    // Validated: "Maria Garcia" is not sensitive (two examples, at noon).
    await c.call('POST', `/v1/insights/${first.id}/resolve`, { resolution: 'refine', modifications: { correct_type: 'NOT_SENSITIVE' } });
    // Now suppressed everywhere; someone reports it missed in a letter: a new contradiction.
    const letter = 'Letter for Maria Garcia tomorrow.';
    const s = await c.sanitize(letter);
    expect(s.entities).toEqual([]);
    const missed = await c.call('POST', '/v1/feedback', { session_id: s.session_id, corrections: [{ feedback_type: 'missed_entity', span_text: 'Maria Garcia', correct_type: 'LOCATION' }] });
    expect(missed.body.contradictions_detected).toBe(1);
    const second = (await c.insights()).pending_conflicts.find((i: { type: string }) => i.type === 'contradiction_cluster');
    // "Always LOCATION" would replace the validated rule and change both validated examples.
    const res = await c.call('POST', `/v1/insights/${second.id}/resolve`, { resolution: 'refine', modifications: { correct_type: 'LOCATION' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'golden_set_conflict', message: expect.stringContaining('validated golden-set example') });
    const kept = (await c.insights()).pending_conflicts.find((i: { id: string }) => i.id === second.id);
    expect(kept.status).toBe('pending');
    expect(kept.data.dry_run).toMatchObject({ golden_examples_checked: 2, would_break: 2 });
    // Limited to its own context, the rule leaves the validated examples alone.
    const ok = await c.call('POST', `/v1/insights/${second.id}/resolve`, { resolution: 'refine', modifications: { correct_type: 'LOCATION', context_condition: { keywords: ['letter'], distance: 2 } } });
    expect(ok.body).toMatchObject({ status: 'refined', golden_set_entries_created: 1 });
    expect((await c.sanitize('Met Maria Garcia at noon.')).sanitized).toBe('Met Maria Garcia at noon.');
    expect((await c.sanitize(letter)).sanitized).toBe('Letter for [LOCATION_1] tomorrow.');
  });

  it('discovers a shared format from missed entities; refine replaces the pattern, reject stops it coming back', async () => {
    const report = async (c: ReturnType<typeof client>, values: string[], type: string) => {
      const s = await c.sanitize(`Codes ${values.join(', ')} on file.`);
      const corrections = values.map((span_text) => ({ feedback_type: 'missed_entity', span_text, correct_type: type }));
      return (await c.call('POST', '/v1/feedback', { session_id: s.session_id, corrections })).body;
    };
    const c = await newClient();
    await report(c, ['KT-4411-Z', 'MV-9034-Q'], 'MRN');
    expect((await c.insights()).discovered_patterns).toEqual([]);
    await report(c, ['PL-1200-A'], 'MRN');
    const found = (await c.insights()).discovered_patterns;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ type: 'discovered_pattern', status: 'pending', data: { pattern: '\\b[A-Z]{2}-\\d{4}-[A-Z]\\b', entity_type: 'MRN', example_count: 3 } });
    expect(found[0].data.examples).toEqual(expect.arrayContaining(['KT-4411-Z', 'MV-9034-Q', 'PL-1200-A']));
    const badPattern = await c.call('POST', `/v1/insights/${found[0].id}/resolve`, { resolution: 'refine', modifications: { pattern: '\\b[A-Z]{2}-\\d{4}\\b' } });
    expect(badPattern.status).toBe(400);
    expect(badPattern.body.error.code).toBe('invalid_pattern');
    const refined = await c.call('POST', `/v1/insights/${found[0].id}/resolve`, { resolution: 'refine', modifications: { pattern: '\\b[A-Z]{2}-\\d{4}-[A-Z]{1,2}\\b' } });
    expect(refined.body).toMatchObject({ status: 'refined', golden_set_entries_created: 3, compiled_rules_created: 1 });
    expect((await c.sanitize('Chart ZZ-0001-XY seen.')).sanitized).toBe('Chart [MRN_1] seen.');

    const d = await newClient();
    await report(d, ['QQ-11', 'RR-22', 'SS-33'], 'MRN');
    const proposal = (await d.insights()).discovered_patterns[0];
    expect((await d.call('POST', `/v1/insights/${proposal.id}/resolve`, { resolution: 'reject', reason: 'these are room numbers' })).body.status).toBe('rejected');
    await report(d, ['TT-44'], 'MRN');
    expect((await d.insights()).discovered_patterns).toEqual([]);
    expect((await d.sanitize('Room QQ-11 is free.')).sanitized).toBe('Room QQ-11 is free.');
  });

  it('keeps corrections, insights, golden set and rules per organization', async () => {
    const a = await newClient();
    const b = await newClient();
    const insight = await cluster(a);
    await a.call('POST', `/v1/insights/${insight.id}/resolve`, { resolution: 'refine', modifications: { correct_type: 'NOT_SENSITIVE' } });
    expect((await a.sanitize('Met Maria Garcia at noon.')).entities).toEqual([]);
    // b: untouched detection, empty insights, nothing learned; a's correction does not contradict b's.
    expect((await b.sanitize('Met Maria Garcia at noon.')).entities.map((e) => e.type)).toEqual(['PERSON']);
    const bInsights = await b.insights();
    expect(bInsights.pending_conflicts).toEqual([]);
    expect(bInsights.knowledge_depth).toMatchObject({ golden_set_size: 0, compiled_rules: 0, contradictions_resolved: 0 });
    const bCorrection = await b.correct('Met Maria Garcia at noon.', 'Maria Garcia', 'LOCATION');
    expect(bCorrection.contradictions_detected).toBe(0);
    expect((await b.insights()).pending_conflicts).toEqual([]);
  });
});
