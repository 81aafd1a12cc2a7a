import { describe, expect, it } from 'vitest';
import { contextMatcher, hasContext, hasContextBefore, windowAfter, windowBefore } from './context-words.js';

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
    expect(hasContext(text, start, start + 10, m, { before: 1, after: 3 })).toBe(false);
  });
});

describe('window edges', () => {
  const line = contextMatcher(['line']);
  it('never reads the end of a cut word as a word ("Cora|line")', () => {
    const text = 'supervisor Coraline Rolland, (919) 308-4593';
    const start = text.indexOf('(919)');
    expect(windowBefore(text, start, 14)).toBe('Coraline Rolland, ');
    expect(hasContextBefore(text, start, line, 14)).toBe(false);
  });
  it('keeps a word the window cuts into whole ("tele|phone")', () => {
    const text = 'telephone: 555';
    expect(hasContextBefore(text, 11, contextMatcher(['telephone']), 8)).toBe(true);
    expect(windowAfter('555 telephone', 3, 6)).toBe(' telephone');
  });
  it('leaves a window that ends between words as it is', () => {
    expect(windowBefore('ab cd ef', 8, 3)).toBe(' ef');
    expect(windowBefore('ab cd ef', 8, 2)).toBe('ef');
  });
});
