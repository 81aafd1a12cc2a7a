import { describe, expect, it } from 'vitest';
import { compileSafeRegex } from './safe-regex.js';
import { inducePattern, isFormatShape, shapeKey, valueShape } from './shape.js';

describe('discovered-pattern induction', () => {
  it.each([
    [['AB-123456', 'CD-987654', 'XY-555123'], '\\b[A-Z]{2}-\\d{6}\\b'],
    [['E-12', 'E-1234'], '\\b[A-Z]-\\d{2,4}\\b'],
    [['#4411', '#1'], '#\\d{1,4}\\b'],
    [['ab.12', 'cd.34'], '\\b[a-z]{2}\\.\\d{2}\\b'],
  ])('induces the narrowest pattern for %j', (values, expected) => {
    const pattern = inducePattern(values);
    expect(pattern).toBe(expected);
    const compiled = compileSafeRegex(pattern!);
    expect(compiled.ok && values.every((v) => compiled.regex.matchesWhole(v))).toBe(true);
  });

  it('refuses values of different shapes', () => {
    expect(inducePattern(['AB-123', '123-AB'])).toBeNull();
    expect(inducePattern([])).toBeNull();
  });

  it('keys and describes shapes without the value', () => {
    expect(shapeKey('AB-123456')).toBe(shapeKey('ZZ-1'));
    expect(valueShape('AB-123456')).toBe('XX-999999');
    expect(valueShape('Jordan')).toBe('Xxxxxx');
  });

  it('tells formats from words', () => {
    expect(isFormatShape('AB-123456')).toBe(true);
    expect(isFormatShape('Jordan')).toBe(false);
    expect(isFormatShape('12')).toBe(false);
  });

  it('never carries a control character into a shape or an induced pattern', () => {
    expect(valueShape('AB\u0000-12')).toBe('XX\uFFFD-99');
    expect(inducePattern(['AB\u0000-12', 'CD\u0000-34'])).toBe('\\b[A-Z]{2}\\x00-\\d{2}\\b');
  });
});
