import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { IBAN_LENGTHS } from './iban-lengths.js';
import { ibanRecognizer, ibanValid } from './iban.js';

function found(text: string): [string, number, number, number][] {
  return ibanRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('ibanRecognizer', () => {
  it.each([
    ['IBAN: DE89 3704 0044 0532 0130 00', [['DE89 3704 0044 0532 0130 00', 6, 33, 1]]],
    ['pay DE89370400440532013000 today', [['DE89370400440532013000', 4, 26, 0.95]]],
    ['to GB82 WEST 1234 5698 7654 32.', [['GB82 WEST 1234 5698 7654 32', 3, 30, 0.95]]],
    ['FR14 2004 1010 0505 0001 3M02 606', [['FR14 2004 1010 0505 0001 3M02 606', 0, 33, 0.95]]],
    ['NL91ABNA0417164300, BE68539007547034', [['NL91ABNA0417164300', 0, 18, 0.95], ['BE68539007547034', 20, 36, 0.95]]],
    ['Norway NO93 8601 1117 947 ok', [['NO93 8601 1117 947', 7, 25, 0.95]]],
    ['GB82 WEST 1234 5698 7654 32 THEN', [['GB82 WEST 1234 5698 7654 32', 0, 27, 0.95]]],
    // Groups parted by dashes; in lower case beside a bank word.
    ['pay to NL91-ABNA-0417-1643-00 now', [['NL91-ABNA-0417-1643-00', 7, 29, 0.95]]],
    ['iban: de89370400440532013000', [['de89370400440532013000', 6, 28, 1]]],
    ['my iban gb82 west 1234 5698 7654 32', [['gb82 west 1234 5698 7654 32', 8, 35, 1]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'DE89 3704 0044 0532 0130 01',
    'DE88 3704 0044 0532 0130 00',
    'DE89 3704 0044 0532 0130 0',
    'DE89 3704 0044 0532 0130 001',
    'XX89 3704 0044 0532 0130 00',
    'de89 3704 0044 0532 0130 00',
    'ADE89370400440532013000',
    'DE89370400440532013000X',
    'DE89 370 40044 0532 0130 00',
    'DE89-3704 0044-0532 0130 00',
    'commit de89370400440532013000',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['DE89370400440532013000', true],
    ['CH9300762011623852957', true],
    ['MT84MALT011000012345MTLCAST001S', true],
    ['DE00370400440532013000', false],
    ['US89370400440532013000', false],
    ['DE8937040044053201300', false],
  ])('ibanValid(%s) → %s', (iban, expected) => {
    expect(ibanValid(iban)).toBe(expected);
  });

  it('knows each registered country’s length, within ISO 13616’s 15 to 34', () => {
    expect(Object.values(IBAN_LENGTHS).every((n) => n >= 15 && n <= 34)).toBe(true);
    expect([IBAN_LENGTHS.NO, IBAN_LENGTHS.DE, IBAN_LENGTHS.FR, IBAN_LENGTHS.LC]).toEqual([15, 22, 27, 32]);
  });
});
