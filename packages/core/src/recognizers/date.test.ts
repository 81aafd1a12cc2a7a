import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { realDate } from './calendar-date.js';
import { dateRecognizer } from './date.js';

function found(text: string): [string, number, number, number][] {
  return dateRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('dateRecognizer', () => {
  it.each([
    ['on 2024-03-05.', [['2024-03-05', 3, 13, 0.9]]],
    ['2024/12/31T23:59', [['2024/12/31', 0, 10, 0.9]]],
    ['due 03/05/2024 ok', [['03/05/2024', 4, 14, 0.9]]],
    ['due 31/12/2024', [['31/12/2024', 4, 14, 0.9]]],
    ['am 5.3.2024 um', [['5.3.2024', 3, 11, 0.9]]],
    ['seen 03/05/24', [['03/05/24', 5, 13, 0.6]]],
    ['on 5 March 2024', [['5 March 2024', 3, 15, 0.9]]],
    ['March 5, 2024 it was', [['March 5, 2024', 0, 13, 0.9]]],
    ['filed 5-Mar-2024', [['5-Mar-2024', 6, 16, 0.9]]],
    ['the 5th of March 2024', [['5th of March 2024', 4, 21, 0.9]]],
    ['Sept. 30th, 1999', [['Sept. 30th, 1999', 0, 16, 0.9]]],
    ['29 FEB 2024', [['29 FEB 2024', 0, 11, 0.9]]],
    ['from 2024-01-02 to 2024-01-09', [['2024-01-02', 5, 15, 0.9], ['2024-01-09', 19, 29, 0.9]]],
    // Month names of other languages, with their own joins: German "3.", French "1er", Spanish/Portuguese "de", Polish genitive.
    ['am 3. Oktober 2021', [['3. Oktober 2021', 3, 18, 0.9]]],
    ['le 1er février 2022', [['1er février 2022', 3, 19, 0.9]]],
    ['el 9 de diciembre de 2020', [['9 de diciembre de 2020', 3, 25, 0.9]]],
    ['em 14 de março de 2019', [['14 de março de 2019', 3, 22, 0.9]]],
    ['dnia 7 października 2018', [['7 października 2018', 5, 24, 0.9]]],
    ['il 30 settembre 2017', [['30 settembre 2017', 3, 20, 0.9]]],
    ['op 2 maart 2016', [['2 maart 2016', 3, 15, 0.9]]],
    // Year first with dots (East Asian, Hungarian use).
    ['signed 2015.11.04', [['2015.11.04', 7, 17, 0.9]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'on 2024-02-30',
    'release 2024.03.05',
    '30 de febrero de 2020',
    '30 February 2024',
    'February 29, 2023',
    '31/31/2024',
    '13/13/2024',
    'in 2024',
    'in March 2024',
    'March 2024 report',
    'Q3 2024',
    'version 4.12.2024',
    'build v1.2.2024',
    '10.12.2024.1',
    'ip 10.1.20.24',
    'ratio 3-5-24',
    'ratio 3.5.24',
    '12/2024',
    '2024-03',
    '20240305',
    'May 35, 2024',
    '0999-01-01',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 12, 31, true],
    [2024, 0, 1, false],
    [2024, 1, 0, false],
  ])('realDate(%i, %i, %i) → %s', (y, m, d, expected) => {
    expect(realDate(y, m, d)).toBe(expected);
  });
});
