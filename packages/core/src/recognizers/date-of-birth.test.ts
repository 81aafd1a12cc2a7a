import { describe, expect, it } from 'vitest';
import { createEngine } from '../analyzer/analyzer.js';
import { analyzeLayout } from '../structure/layout.js';
import { dateRecognizer } from './date.js';
import { dateOfBirthRecognizer } from './date-of-birth.js';

function found(text: string): [string, number, number, number][] {
  return dateOfBirthRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('dateOfBirthRecognizer', () => {
  it.each([
    ['DOB: 1985-07-14', [['1985-07-14', 5, 15, 0.95]]],
    ['Patient born on March 5, 1961 in Ohio', [['March 5, 1961', 16, 29, 0.95]]],
    ['D.O.B. 12/31/1970', [['12/31/1970', 7, 17, 0.95]]],
    ['Date of birth: 5 June 1990', [['5 June 1990', 15, 26, 0.95]]],
    ['Her birthday is 1990-06-05.', [['1990-06-05', 16, 26, 0.95]]],
    ['Birth date: 01-02-1950', [['01-02-1950', 12, 22, 0.95]]],
    ['DOB 1980-01-01, seen 2024-03-05', [['1980-01-01', 4, 14, 0.95]]],
    ['DOB: 1985-07-14, seen 2024-03-05', [['1985-07-14', 5, 15, 0.95]]],
    ['name | birthdate | visit\nAnn | 1970-01-31 | 2024-03-05', [['1970-01-31', 31, 41, 0.95]]],
    // camelCase and snake_case keys, and the birth words of other languages.
    ['{"dateOfBirth": "1977-08-19"}', [['1977-08-19', 17, 27, 0.95]]],
    ['birth_date=1969-12-02', [['1969-12-02', 11, 21, 0.95]]],
    ['Geburtsdatum: 19.08.1977', [['19.08.1977', 14, 24, 0.95]]],
    ['née le 2 juin 1958', [['2 juin 1958', 7, 18, 0.95]]],
    ['fecha de nacimiento: 5 de abril de 1990', [['5 de abril de 1990', 21, 39, 0.95]]],
    ['data urodzenia 11.11.1961', [['11.11.1961', 15, 25, 0.95]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'Visit on 2024-03-05',
    'DOB: 1985-02-30',
    'DOB: 1985',
    'born in March 1961',
    'Born in Ohio, she moved in 1990 and married on 1995-06-01',
    'The birth rate fell by 2% in the years up to 2020-01-01',
    'Born:\nVisit 2024-03-05',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('DATE and DATE_OF_BIRTH together', () => {
  const engine = createEngine([dateRecognizer, dateOfBirthRecognizer]);
  const text = 'DOB: 1985-07-14\nVisit: 2024-03-05';
  const reported = (entities: string[]) => engine.analyze(text, { entities }).entities.map((e) => [e.type, text.slice(e.start, e.end)]);

  it('prefers DATE_OF_BIRTH where the birth context is, DATE elsewhere', () => {
    expect(reported(['DATE', 'DATE_OF_BIRTH'])).toEqual([['DATE_OF_BIRTH', '1985-07-14'], ['DATE', '2024-03-05']]);
  });

  it('gives each alone what it finds', () => {
    expect(reported(['DATE'])).toEqual([['DATE', '1985-07-14'], ['DATE', '2024-03-05']]);
    expect(reported(['DATE_OF_BIRTH'])).toEqual([['DATE_OF_BIRTH', '1985-07-14']]);
  });

  it('reports neither by default', () => {
    expect(engine.analyze(text).entities).toEqual([]);
  });
});
