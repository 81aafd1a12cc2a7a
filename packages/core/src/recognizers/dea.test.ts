import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { deaChecksumValid, deaRecognizer } from './dea.js';

function found(text: string): [string, number, number, number][] {
  return deaRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('deaRecognizer', () => {
  it.each([
    ['DEA #: AB1234563', [['AB1234563', 7, 16, 1]]],
    ['DEA: A91234563\n', [['A91234563', 5, 14, 1]]],
    ['| 1234567893 | BM3574161 |', [['BM3574161', 15, 24, 0.85]]],
    ['codes FK1607045, XB1234563', [['FK1607045', 6, 15, 0.85], ['XB1234563', 17, 26, 0.85]]],
    // Typed in lower case, beside a DEA word.
    ['DEA: ab1234563', [['ab1234563', 5, 14, 1]]],
    ['my dea is Ab1234563 ok', [['Ab1234563', 10, 19, 1]]],
    // Letters set apart from the digits, beside a DEA word.
    ['DEA AB 1234563', [['AB 1234563', 4, 14, 1]]],
    ['DEA: AB-1234563', [['AB-1234563', 5, 15, 1]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'DEA: AB1234564',
    'order AB 1234563',
    'DEA AB 1234564',
    'DEA: IB1234563',
    'commit ab1234563 merged',
    'codes fk1607045',
    'DEA: AB12345630',
    'DEA: XAB1234563',
    'Member ID JU783455389',
    'Claim CLM755954665',
    'booking reference IV2196',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['AB1234563', true],
    ['AB1234564', false],
    ['A91234563', true],
    ['AB123456', false],
  ])('deaChecksumValid(%s) → %s', (dea, expected) => {
    expect(deaChecksumValid(dea)).toBe(expected);
  });
});
