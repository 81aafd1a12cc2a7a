import { describe, expect, it } from 'vitest';
import { contextMatcher, hasContext, hasContextBefore } from './context-words.js';

describe('contextMatcher', () => {
  const m = contextMatcher(['dea', 'medical record', 'ssn']);
  it.each([
    ['DEA: AB1234563', true],
    ['the Medical Record no.', true],
    ['medical-record', true],
    ['SSN#', true],
    ['the dean said', false],
    ['ideal', false],
    ['assns', false],
    ['medicalrecord', false],
  ])('%j → %s', (text, expected) => {
    expect(m.test(text)).toBe(expected);
  });
});

describe('hasContext', () => {
  const m = contextMatcher(['npi']);
  const text = 'Provider NPI 1234567893 on file';
  const start = text.indexOf('1234567893');
  it('finds words inside the window', () => {
    expect(hasContext(text, start, start + 10, m)).toBe(true);
    expect(hasContextBefore(text, start, m)).toBe(true);
  });
  it('ignores words outside the window', () => {
    expect(hasContext(text, start, start + 10, m, { before: 3, after: 3 })).toBe(false);
  });
});
