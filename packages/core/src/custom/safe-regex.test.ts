import { describe, expect, it } from 'vitest';
import { compileNewPattern, compileSafeRegex } from './safe-regex.js';
import { HANG_GUARD_MS } from '../test-support/hang-guard.js';

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

  it('reports the cost of what it accepts: realistic identifier patterns are cheap', () => {
    for (const pattern of ['\\bAB-\\d{6}\\b', 'EMP-\\d{4}-[A-Z]{3}', '(?i)\\b(?:patient|client)\\s+id\\s*:?\\s*\\d{5,12}\\b']) {
      expect(compiled(pattern).cost).toBeGreaterThan(0);
      expect(compiled(pattern).cost).toBeLessThan(60);
    }
    expect(compiled('[a-z]{1,100}[0-9]').cost).toBe(202);
  });

  it.each(['[a-z]{1,1000}[0-9]', '(?:a?){500}a{500}'])('refuses %s as a new pattern: linear, but its program is too large', (pattern) => {
    const r = compileNewPattern(pattern);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('more than the 250 a pattern may cost');
    expect(compileSafeRegex(pattern).ok).toBe(true);
  });

  it('refuses unknown flags', () => {
    const r = compileSafeRegex('a', 'g');
    expect(r.ok).toBe(false);
  });

  it('matches a catastrophic-backtracking pattern on 100 KB in linear time', () => {
    const text = 'a'.repeat(100 * 1024) + 'b';
    // A hang guard only; the backtracking engine takes longer than the age of the universe here.
    expect(compiled('(a+)+$').findAll(text)).toEqual([]);
    expect(compiled('(x+x+)+y').findAll('x'.repeat(100 * 1024))).toEqual([]);
  }, HANG_GUARD_MS);
});
