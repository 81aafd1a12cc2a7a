import type { AnalyzedEntity } from '@sanitizer/core';
import { describe, expect, it } from 'vitest';
import { KNOWN_VALUE_RECOGNIZER, planTurn, withoutNeverStored } from './plan-turn.js';

const entity = (text: string, value: string, type = 'PERSON'): AnalyzedEntity => {
  const start = text.indexOf(value);
  return { type, start, end: start + value.length, confidence: 0.9, structure: null, recognizer: 'test' } as AnalyzedEntity;
};

describe('planTurn', () => {
  it('replaces a value the session holds where detection missed it this turn, as a whole word', () => {
    const text = 'Maria Garcia paid; Marias and Bob Stone did not.';
    const planned = planTurn(text, [entity(text, 'Bob Stone')], { '[PERSON_1]': 'Maria Garcia' }, { neverStore: new Set() });
    expect(planned.sanitized).toBe('[PERSON_1] paid; Marias and [PERSON_2] did not.');
    const recurring = planned.entities.find((e) => e.placeholder === '[PERSON_1]')!;
    expect(recurring).toMatchObject({ start: 0, end: 12, confidence: 1, recognizer: KNOWN_VALUE_RECOGNIZER, structure: { line: 1 } });
  });

  it('lets a held value that covers a detected part of it win, and yields where it crosses an entity', () => {
    const text = 'ok so Quenby Zorblatt then; Quenby Zorblatt-Smith too';
    const detected = [entity(text, 'Zorblatt'), entity(text, 'Zorblatt-Smith')];
    const planned = planTurn(text, detected, { '[PERSON_1]': 'Quenby Zorblatt' }, { neverStore: new Set() });
    expect(planned.sanitized).toBe('ok so [PERSON_1] then; Quenby [PERSON_2] too');
  });

  it('replaces values found elsewhere in the same request', () => {
    const text = 'cc Ann Lee';
    expect(planTurn(text, [], {}, { neverStore: new Set(), known: [{ type: 'PERSON', value: 'Ann Lee' }] }).sanitized).toBe('cc [PERSON_1]');
  });

  it('leaves a recurring value of a built-in type the call did not ask for, but not a custom type', () => {
    const text = 'Ann Lee has EMP-1234';
    const previous = { '[PERSON_1]': 'Ann Lee', '[EMPLOYEE_ID_1]': 'EMP-1234' };
    expect(planTurn(text, [], previous, { neverStore: new Set(), entities: ['EMAIL_ADDRESS'] }).sanitized).toBe('Ann Lee has [EMPLOYEE_ID_1]');
    expect(planTurn(text, [], previous, { neverStore: new Set(), entities: ['PERSON'] }).sanitized).toBe('[PERSON_1] has [EMPLOYEE_ID_1]');
  });

  it('does not restore a value held without its original (storage tier 1)', () => {
    const text = 'SSN 123-45-6789';
    const planned = planTurn(text, [entity(text, '123-45-6789', 'SSN')], {}, { neverStore: new Set(['SSN']) });
    expect(planned.mapping).toEqual({ '[SSN_1]': '[SSN_1]' });
    expect(withoutNeverStored(planned, new Set())).toBe(planned.mapping);
  });
});
