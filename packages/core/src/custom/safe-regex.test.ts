import { describe, expect, it } from 'vitest';
import { compileSafeRegex } from './safe-regex.js';

const compiled = (p: string, f?: string) => {
  const r = compileSafeRegex(p, f);
  if (!r.ok) throw new Error(r.reason);
  return r.regex;
};

describe('compileSafeRegex', () => {
  it('finds every match with UTF-16 offsets', () => {
    expect(compiled('\\bAB-\\d{6}\\b').findAll('é😀 AB-123456, AB-654321x AB-111111')).toEqual([
      { start: 4, end: 13 },
      { start: 26, end: 35 },
    ]);
  });

  it('takes JavaScript syntax (named groups) and flags', () => {
    expect(compiled('(?<id>E-\\d+)').findAll('x E-12 y')).toEqual([{ start: 2, end: 6 }]);
    expect(compiled('emp-\\d+', 'i').matchesWhole('EMP-7')).toBe(true);
    expect(compiled('emp-\\d+').matchesWhole('EMP-7')).toBe(false);
  });

  it.each([
    ['(a)\\1', 'backreferences'],
    ['(?<x>a)\\k<x>', 'backreferences'],
    ['\\Aabc', 'means one thing in JavaScript and another in RE2'],
    ['abc\\z', 'means one thing in JavaScript and another in RE2'],
    ['\\Qa.b\\E', 'means one thing in JavaScript and another in RE2'],
    ['(?<=ID )\\d+', 'lookahead and lookbehind'],
    ['\\d+(?!x)', 'lookahead and lookbehind'],
    ['[a-', 'does not compile'],
    ['a*', 'empty string'],
    ['', 'empty'],
    ['x'.repeat(501), 'longer than 500'],
  ])('refuses %s with a reason', (pattern, reason) => {
    const r = compileSafeRegex(pattern);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain(reason);
  });

  it('keeps escapes that mean the same in both, and escaped backslashes', () => {
    expect(compiled('\\bAB-\\d{6}\\b').findAll('x AB-123456 y')).toEqual([{ start: 2, end: 11 }]);
    expect(compiled('\\p{Lu}{2}\\s\\x41\\u0042').matchesWhole('ZZ AB')).toBe(true);
    expect(compiled('C:\\\\Users').matchesWhole('C:\\Users')).toBe(true);
  });

  it('refuses unknown flags', () => {
    const r = compileSafeRegex('a', 'g');
    expect(r.ok).toBe(false);
  });

  it('matches a catastrophic-backtracking pattern on 100 KB in linear time', () => {
    const text = 'a'.repeat(100 * 1024) + 'b';
    const started = performance.now();
    expect(compiled('(a+)+$').findAll(text)).toEqual([]);
    expect(compiled('(x+x+)+y').findAll('x'.repeat(100 * 1024))).toEqual([]);
    // A hang guard only; the backtracking engine takes longer than the age of the universe here.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
