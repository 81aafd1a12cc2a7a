/**
 * The end-to-end story: an organization goes from nascent to established by
 * sanitizing, correcting, contradicting itself, resolving, and seeing its
 * compiled rules change the next sanitize.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

interface Entity {
  placeholder: string;
  type: string;
  start: number;
  end: number;
}

describe.each(backends)('learning loop story ($dialect)', (backend) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    key = (await t.newKey()).apiKey;
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const sanitize = async (text: string) => (await call('POST', '/v1/sanitize', { text })).body;
  const placeholderOf = (s: { entities: Entity[] }, text: string, value: string) => {
    const start = text.indexOf(value);
    return s.entities.find((e) => e.start === start && e.end === start + value.length)!;
  };
  const insights = async () => (await call('GET', '/v1/insights')).body;

  it('walks from nascent to established', async () => {
    // 0. A new organization knows nothing.
    let depth = (await insights()).knowledge_depth;
    expect(depth).toMatchObject({ ckd_score: 0, maturity: 'nascent', golden_set_size: 0, compiled_rules: 0, contradictions_pending: 0, strongest_entity: null });

    // 1. Sanitize: the engine takes the patient "Jordan" for the country.
    const t1 = 'Patient Jordan was admitted on Monday.';
    const t2 = 'Patient Jordan was seen again on Friday, wrote ann.lee@example.org';
    const s1 = await sanitize(t1);
    const s2 = await sanitize(t2);
    expect(placeholderOf(s1, t1, 'Jordan').type).toBe('LOCATION');
    depth = (await insights()).knowledge_depth;
    expect(depth.maturity).toBe('nascent');
    expect(depth.strongest_entity).toMatchObject({ type: expect.any(String), confidence: expect.any(Number) });
    expect(depth.ckd_score).toBeGreaterThan(0);

    // 2. Two agreeing corrections (batch and legacy format) propose a rule.
    const f1 = await call('POST', '/v1/feedback', {
      session_id: s1.session_id,
      corrections: [{ feedback_type: 'misclassification', placeholder: placeholderOf(s1, t1, 'Jordan').placeholder, correct_type: 'PERSON' }],
    });
    expect(f1.body).toMatchObject({ accepted: 1, contradictions_detected: 0, status: 'recorded' });
    const f2 = await call('POST', '/v1/feedback', { session_id: s2.session_id, feedback_type: 'wrong_type', text_snippet: 'Jordan', expected_type: 'PERSON' });
    expect(f2.body).toMatchObject({ accepted: 1, contradictions_detected: 0 });
    const proposal = (await insights()).proposed_improvements.find((i: { type: string }) => i.type === 'rule_proposal');
    expect(proposal).toMatchObject({ status: 'pending', data: { value: 'Jordan', support: 2, proposed_rule: { action: 'retype', to_type: 'PERSON' } } });

    // 3. Approve it: golden examples and a compiled rule; the next sanitize changes.
    const approved = await call('POST', `/v1/insights/${proposal.id}/resolve`, { resolution: 'approve' });
    expect(approved.body).toMatchObject({ status: 'approved', golden_set_entries_created: 2 });
    const again = await sanitize(t1);
    expect(placeholderOf(again, t1, 'Jordan').type).toBe('PERSON');
    expect(again.metadata.disambiguation_applied).toBe(true);

    // 4. The rule is too broad: the country is now a person. The reversal is a contradiction.
    const t3 = 'We visited Jordan last summer.';
    const s3 = await sanitize(t3);
    const wrong = placeholderOf(s3, t3, 'Jordan');
    expect(wrong.type).toBe('PERSON');
    const f3 = await call('POST', '/v1/feedback', { session_id: s3.session_id, corrections: [{ feedback_type: 'wrong_type', placeholder: wrong.placeholder, correct_type: 'LOCATION' }] });
    expect(f3.body.contradictions_detected).toBe(1);
    const afterContradiction = await insights();
    const cluster = afterContradiction.pending_conflicts.find((i: { type: string }) => i.type === 'contradiction_cluster');
    expect(cluster.data).toMatchObject({ value: 'Jordan', outcomes: { PERSON: 2, LOCATION: 1 } });
    expect(afterContradiction.knowledge_depth.contradictions_pending).toBe(1);

    // 5. The contexts split: "patient" means the person. Approving compiles both sides.
    const condition = afterContradiction.proposed_improvements.find((i: { type: string }) => i.type === 'context_condition');
    expect(condition.data).toMatchObject({ to_type: 'PERSON', otherwise_type: 'LOCATION', context_condition: { keywords: expect.arrayContaining(['patient']) } });
    expect(condition.data.dry_run).toMatchObject({ golden_examples_checked: 2, would_break: 0 });
    const resolved = await call('POST', `/v1/insights/${condition.id}/resolve`, { resolution: 'approve' });
    expect(resolved.body).toMatchObject({ status: 'approved', golden_set_entries_created: 3 });
    const replay = await call('POST', `/v1/insights/${condition.id}/resolve`, { resolution: 'approve' });
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe('insight_already_resolved');

    expect(placeholderOf(await sanitize(t3), t3, 'Jordan').type).toBe('LOCATION');
    expect(placeholderOf(await sanitize(t1), t1, 'Jordan').type).toBe('PERSON');
    const t4 = 'Patient Jordan is stable; family flew in from Jordan.';
    const s4 = await sanitize(t4);
    expect(s4.entities.filter((e: Entity) => t4.slice(e.start, e.end) === 'Jordan').map((e: Entity) => e.type)).toEqual(['PERSON', 'LOCATION']);

    // 6. Missed record numbers share a format: a pattern is discovered and approved.
    const t5 = 'Refs: AB-123456, CD-987654 and XY-555123 were filed.';
    const s5 = await sanitize(t5);
    const missed = await call('POST', '/v1/feedback', {
      session_id: s5.session_id,
      corrections: ['AB-123456', 'CD-987654', 'XY-555123'].map((span_text) => ({ feedback_type: 'missed_entity', span_text, correct_type: 'MRN' })),
    });
    expect(missed.body.accepted).toBe(3);
    const discovered = (await insights()).discovered_patterns[0];
    expect(discovered.data).toMatchObject({ pattern: '\\b[A-Z]{2}-\\d{6}\\b', entity_type: 'MRN', example_count: 3 });
    expect((await call('POST', `/v1/insights/${discovered.id}/resolve`, { resolution: 'approve' })).body.status).toBe('approved');
    const t6 = 'Chart QZ-246810 reviewed.';
    expect((await sanitize(t6)).sanitized).toBe('Chart [MRN_1] reviewed.');

    // 7. The organization now knows its data.
    depth = (await insights()).knowledge_depth;
    expect(depth).toMatchObject({ maturity: 'established', contradictions_pending: 0, contradictions_resolved: 1, golden_set_size: 8, compiled_rules: 3 });
    expect(depth.ckd_score).toBeGreaterThanOrEqual(0.5);
    expect(depth.on_demand_hit_rate).toBeGreaterThan(0);
    expect(depth.on_demand_hit_rate).toBeLessThan(1);
    const all = await insights();
    expect([...all.pending_conflicts, ...all.proposed_improvements, ...all.discovered_patterns]).toEqual([]);
  });
});
