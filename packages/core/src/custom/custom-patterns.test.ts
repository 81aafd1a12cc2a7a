import { describe, expect, it } from 'vitest';
import { createEngine } from '../analyzer/analyzer.js';
import { patternRecognizers } from '../recognizers/index.js';
import { satisfies } from './context-condition.js';
import { HANG_GUARD_MS } from '../test-support/hang-guard.js';

const engine = createEngine(patternRecognizers());
const text = 'Badge 212-555-0188 issued. Call 415-555-0134 today.';
const badge = { name: 'BADGE_ID', pattern: '\\b\\d{3}-555-\\d{4}\\b' };

describe('custom patterns in the engine', () => {
  it('reports a pattern match with the pattern name as type', () => {
    const r = engine.analyze('employee E-123456 joined', { customPatterns: [{ name: 'EMPLOYEE_ID', pattern: '\\bE-\\d{6}\\b' }] });
    expect(r.entities).toMatchObject([{ type: 'EMPLOYEE_ID', start: 9, end: 17, confidence: 0.85 }]);
  });

  it('keeps custom types when config.entities narrows the built-ins', () => {
    const r = engine.analyze('E-123456 at a@b.co', { entities: ['PERSON'], customPatterns: [{ name: 'EMPLOYEE_ID', pattern: 'E-\\d{6}' }] });
    expect(r.entities.map((e) => e.type)).toEqual(['EMPLOYEE_ID']);
  });

  it('wins over the built-in type with precedence over (the default)', () => {
    const r = engine.analyze(text, { customPatterns: [badge] });
    expect(r.entities.map((e) => e.type)).toEqual(['BADGE_ID', 'BADGE_ID']);
    expect(r.disambiguationApplied).toBe(true);
    expect(r.decisions).toContainEqual({ kept: 'BADGE_ID', dropped: 'PHONE_NUMBER', rule: 'custom_precedence' });
  });

  it('yields to the built-in type with precedence under', () => {
    const r = engine.analyze(text, { customPatterns: [{ ...badge, precedence: 'under' }] });
    expect(r.entities.map((e) => e.type)).toEqual(['PHONE_NUMBER', 'PHONE_NUMBER']);
  });

  it('wins only near its keywords with precedence context', () => {
    const r = engine.analyze(text, { customPatterns: [{ ...badge, precedence: 'context', context: { keywords: ['badge'], distance: 2 } }] });
    expect(r.entities.map((e) => e.type)).toEqual(['BADGE_ID', 'PHONE_NUMBER']);
  });

  it('lets a winning custom pattern beat a yielding one, and leaves two winners to the general step', () => {
    const lab = { name: 'LAB_LINE', pattern: '\\b\\d{3}-555-01\\d{2}\\b' };
    const desk = { ...badge, name: 'DESK_LINE', precedence: 'context' as const, context: { keywords: ['desk'], distance: 1 } };
    const r = engine.analyze('Lab 312-555-0101 today', { customPatterns: [desk, lab] });
    expect(r.entities.map((e) => e.type)).toEqual(['LAB_LINE']);
    const both = engine.analyze('Lab 312-555-0101 today', { customPatterns: [{ ...badge, name: 'A_LINE' }, lab] });
    expect(both.entities).toHaveLength(1);
  });

  it('matches case-insensitively with an inline flag', () => {
    const r = engine.analyze('ref emp-123456', { customPatterns: [{ name: 'EMPLOYEE_ID', pattern: '(?i)\\bEMP-\\d{6}\\b' }] });
    expect(r.entities.map((e) => e.type)).toEqual(['EMPLOYEE_ID']);
  });

  it('applies compiled rules and flags disambiguation', () => {
    const r = engine.analyze('Write to ann@example.org', {
      rules: [{ id: 'r', action: 'suppress', match: { value: 'ann@example.org' }, fromType: 'EMAIL_ADDRESS', toType: null, context: null }],
    });
    expect(r.entities).toEqual([]);
    expect(r.ruleHits).toHaveLength(1);
    expect(r.disambiguationApplied).toBe(true);
  });

  it('stays linear with a catastrophic pattern on 100 KB', () => {
    const big = 'a'.repeat(100 * 1024) + '!';
    const r = engine.analyze(big, { customPatterns: [{ name: 'EVIL', pattern: '(a+)+$' }] });
    expect(r.entities).toEqual([]);
  }, HANG_GUARD_MS);
});

describe('context conditions', () => {
  it.each([
    ['she visited Jordan last year', 'visited', 1, true],
    ['she visited the old Jordan', 'visited', 2, false],
    ['she visited the old Jordan', 'visited', 3, true],
    ['Jordan, the country, is', 'the country', 3, true],
    ['Jordan is nice', 'visited', 5, false],
  ])('%s / %s within %i → %s', (text, keyword, distance, expected) => {
    const start = text.indexOf('Jordan');
    expect(satisfies(text, start, start + 6, { keywords: [keyword], distance })).toBe(expected);
  });
});
