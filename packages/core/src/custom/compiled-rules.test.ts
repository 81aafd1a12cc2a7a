import { describe, expect, it } from 'vitest';
import type { Detection } from '../types.js';
import { applyRules, type CompiledRule } from './compiled-rules.js';

const det = (type: string, start: number, end: number, score = 0.8): Detection => ({ type, start, end, score, recognizer: 't' });
const rule = (r: Partial<CompiledRule>): CompiledRule => ({ id: 'r1', action: 'retype', match: { value: 'Jordan' }, fromType: null, toType: null, context: null, ...r });

describe('applyRules', () => {
  const text = 'We visited Jordan in May. Jordan Lee called.';
  //            0123456789012345678901234567890123456789
  const jordan1 = det('PERSON', 11, 17);
  const jordanLee = det('PERSON', 26, 36);

  it('re-types a detection of exactly the value, and reports the hit', () => {
    const r = applyRules([jordan1, jordanLee], text, [rule({ fromType: 'PERSON', toType: 'LOCATION' })]);
    expect(r.detections.map((d) => [d.type, d.start, d.end])).toEqual([
      ['PERSON', 26, 36],
      ['LOCATION', 11, 17],
    ]);
    expect(r.detections.find((d) => d.type === 'LOCATION')!.score).toBeGreaterThanOrEqual(0.95);
    expect(r.hits).toEqual([{ ruleId: 'r1', action: 'retype', fromType: 'PERSON', toType: 'LOCATION', start: 11, end: 17 }]);
  });

  it('leaves other types alone when fromType is set', () => {
    const r = applyRules([det('LOCATION', 11, 17)], text, [rule({ fromType: 'PERSON', toType: 'ADDRESS' })]);
    expect(r.hits).toEqual([]);
    expect(r.detections[0]!.type).toBe('LOCATION');
  });

  it('suppresses a false positive', () => {
    const r = applyRules([jordan1, jordanLee], text, [rule({ action: 'suppress', fromType: 'PERSON' })]);
    expect(r.detections).toEqual([jordanLee]);
    expect(r.hits[0]).toMatchObject({ action: 'suppress', toType: null });
  });

  it('adds a missed value wherever it occurs as whole words, in any case', () => {
    const r = applyRules([], 'code ab-12 and AB-12, not xAB-12', [rule({ action: 'add', match: { value: 'AB-12' }, toType: 'MRN' })]);
    expect(r.detections.map((d) => [d.type, d.start, d.end])).toEqual([
      ['MRN', 5, 10],
      ['MRN', 15, 20],
    ]);
  });

  it('adds by pattern, replacing detections inside the span', () => {
    const r = applyRules([det('PHONE_NUMBER', 3, 9)], 'ID AB-123456', [rule({ action: 'add', match: { pattern: '\\bAB-\\d{6}\\b' }, toType: 'MRN' })]);
    expect(r.detections.map((d) => d.type)).toEqual(['MRN']);
    expect(r.hits[0]).toMatchObject({ fromType: 'PHONE_NUMBER', toType: 'MRN' });
  });

  it('does not count an add the engine already made', () => {
    const r = applyRules([det('MRN', 3, 12)], 'ID AB-123456', [rule({ action: 'add', match: { value: 'AB-123456' }, toType: 'MRN' })]);
    expect(r.hits).toEqual([]);
  });

  it('applies a context condition only with a keyword within the distance', () => {
    const ctx = rule({ id: 'ctx', fromType: 'PERSON', toType: 'LOCATION', context: { keywords: ['visited'], distance: 1 } });
    const far = rule({ id: 'far', fromType: 'PERSON', toType: 'LOCATION', context: { keywords: ['we'], distance: 1 } });
    expect(applyRules([jordan1], text, [ctx]).hits).toHaveLength(1);
    expect(applyRules([jordan1], text, [far]).hits).toHaveLength(0);
  });

  it('lets a conditioned rule claim a span before an unconditioned one', () => {
    const always = rule({ id: 'always', fromType: 'PERSON', toType: 'ADDRESS' });
    const near = rule({ id: 'near', fromType: 'PERSON', toType: 'LOCATION', context: { keywords: ['visited'], distance: 2 } });
    const r = applyRules([jordan1, det('PERSON', 26, 32)], text, [always, near]);
    expect(r.hits.map((h) => [h.ruleId, h.start])).toEqual([
      ['near', 11],
      ['always', 26],
    ]);
  });

  it('returns the input unchanged without rules', () => {
    expect(applyRules([jordan1], text, [])).toEqual({ detections: [jordan1], hits: [] });
  });
});
