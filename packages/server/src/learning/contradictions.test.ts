import { describe, expect, it } from 'vitest';
import { contradicts, findContextSplit, majorityTarget, reverses, targetCounts } from './contradictions.js';

const c = (originalType: string | null, correctedType: string | null, before = '', after = '') => ({ originalType, correctedType, context: { before, after } });

describe('contradiction detection', () => {
  it.each([
    ['a reversal (LOCATION→PERSON, then PERSON→LOCATION)', c('LOCATION', 'PERSON'), c('PERSON', 'LOCATION'), true],
    ['two different types for one value', c('PERSON', 'LOCATION'), c('PERSON', 'ADDRESS'), true],
    ['a type against a false positive', c('PERSON', 'LOCATION'), c('PERSON', null), true],
    ['a missed entity against a false positive', c(null, 'MRN'), c('MRN', null), true],
    ['two agreeing corrections', c('LOCATION', 'PERSON'), c('LOCATION', 'PERSON'), false],
    ['agreement from different original types', c('LOCATION', 'PERSON'), c('ADDRESS', 'PERSON'), false],
    ['two false positives', c('PERSON', null), c('LOCATION', null), false],
  ])('%s → %s', (_name, earlier, later, expected) => {
    expect(contradicts(earlier, later)).toBe(expected);
  });

  it('tells a reversal from another disagreement', () => {
    expect(reverses(c('LOCATION', 'PERSON'), c('PERSON', 'LOCATION'))).toBe(true);
    expect(reverses(c('LOCATION', 'PERSON'), c('PERSON', 'ADDRESS'))).toBe(false);
  });

  it('takes the majority outcome, ties to the most recent, and not-sensitive as null', () => {
    expect(majorityTarget([c('A', 'PERSON'), c('A', 'LOCATION'), c('A', 'PERSON')])).toBe('PERSON');
    expect(majorityTarget([c('A', 'PERSON'), c('A', 'LOCATION')])).toBe('LOCATION');
    expect(majorityTarget([c('A', null), c('A', null), c('A', 'PERSON')])).toBeNull();
    expect(targetCounts([c('A', null), c('A', 'PERSON')])).toEqual({ NOT_SENSITIVE: 1, PERSON: 1 });
  });
});

describe('context split', () => {
  it('finds the words that separate the outcomes', () => {
    const split = findContextSplit([
      c('LOCATION', 'PERSON', 'Patient ', ' was admitted on Monday.'),
      c('LOCATION', 'PERSON', 'Patient ', ' was seen again on Friday.'),
      c('PERSON', 'LOCATION', 'We visited ', ' last summer.'),
    ]);
    expect(split).toEqual({ target: 'PERSON', keywords: ['patient'], distance: 1, otherwise: 'LOCATION', support: 2 });
  });

  it('ignores stop words, numbers and placeholders', () => {
    const split = findContextSplit([c('X', 'PERSON', 'the [PERSON_2] and 42 ', ''), c('X', 'LOCATION', 'to the ', ' near 7')]);
    expect(split?.keywords ?? []).not.toContain('person_2');
    expect(split).toBeNull();
  });

  it('needs two outcomes with context', () => {
    expect(findContextSplit([c('A', 'PERSON', 'Dr. ', ''), c('A', 'PERSON', 'Mr. ', '')])).toBeNull();
    expect(findContextSplit([c('A', 'PERSON', 'Dr. ', ''), c('A', 'LOCATION')])).toBeNull();
  });
});
