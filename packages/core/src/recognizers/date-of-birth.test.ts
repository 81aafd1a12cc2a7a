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
    // Every way of writing the cue: DoB, D.O.B., birthdate, birthday, born in, "b." in a bio, né(e) le, geboren am, data de nascimento, BDAY.
    ['DoB 3/4/1980', [['3/4/1980', 4, 12, 0.95]]],
    ['The patient (DOB 3/4/1980, 44y) presented', [['3/4/1980', 17, 25, 0.95]]],
    ['Jane Doe (b. 12 May 1950) is a writer', [['12 May 1950', 13, 24, 0.95]]],
    ['né(e) le 03/04/1980', [['03/04/1980', 9, 19, 0.95]]],
    ['geboren am 3. März 1980', [['3. März 1980', 11, 23, 0.95]]],
    ['data de nascimento: 03/04/1980', [['03/04/1980', 20, 30, 0.95]]],
    ['BDAY;VALUE=date:1980-03-04', [['1980-03-04', 16, 26, 0.95]]],
    // Further from its label with only a format hint, dot leaders or filler words between.
    ['Date of Birth (MM/DD/YYYY): 03/04/1980', [['03/04/1980', 28, 38, 0.95]]],
    ['Date of birth ................ 03/04/1980', [['03/04/1980', 31, 41, 0.95]]],
    ['Date of birth of the patient is recorded as 03/04/1980', [['03/04/1980', 44, 54, 0.95]]],
    ['Geburtsdatum (TT.MM.JJJJ): 03.04.1980', [['03.04.1980', 27, 37, 0.95]]],
    ['was born in Lyon, France on 3 March 1980', [['3 March 1980', 28, 40, 0.95]]],
    // The label on the line above (forms), or bracketed after the date.
    ['Date of Birth:\n03/04/1980', [['03/04/1980', 15, 25, 0.95]]],
    ['12/03/1980 (DOB)', [['12/03/1980', 0, 10, 0.95]]],
    // Keys: YAML, JSON, snake and camel case; a CSV column with quoted cells; a fixed-width table.
    ['birth_date: 1980-03-04', [['1980-03-04', 12, 22, 0.95]]],
    ['{"patient": {"DateOfBirth": "1980-03-04"}}', [['1980-03-04', 29, 39, 0.95]]],
    ['name,dob,visit\n"Ann","1970-01-31","2024-03-05"\n"Bo","1980-02-11","2024-03-06"', [['1970-01-31', 22, 32, 0.95], ['1980-02-11', 53, 63, 0.95]]],
    ['Name      Birth Date   Visit\nAnn Lee   1970-01-31   2024-03-05\nBo Chan   03/04/1980   2024-03-06', [['1970-01-31', 39, 49, 0.95], ['03/04/1980', 73, 83, 0.95]]],
    // The compact YYYYMMDD form after a birth label, and HL7's PID-7 (date and time of birth).
    ['dob: 19800304', [['19800304', 5, 13, 0.95]]],
    ['BDAY:19800304', [['19800304', 5, 13, 0.95]]],
    ['PID|1||12345^^^H^MR||DOE^JOHN||198003041230|M', [['198003041230', 31, 43, 0.95]]],
    // A two-digit year with dashes or dots, after a birth label only.
    ['DOB: 03-04-80', [['03-04-80', 5, 13, 0.95]]],
    ['D.O.B. 3.4.80', [['3.4.80', 7, 13, 0.95]]],
    // X12 DMG*D8; a claim form's boxes after its format hint; Portuguese "DN".
    ['REF*SY*257448017~DMG*D8*19811201*F~', [['19811201', 24, 32, 0.95]]],
    ["3. PATIENT'S BIRTH DATE  MM DD YY  05 23 2008   SEX F", [['05 23 2008', 35, 45, 0.95]]],
    ['DN: 17/01/1950', [['17/01/1950', 4, 14, 0.95]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'Visit on 2024-03-05',
    // A date of another segment or box: DTP (eligibility), a spaced date with no birth label.
    'DTP*291*D8*20240315~',
    '14. DATE OF CURRENT ILLNESS  05 23 2024',
    'DOB: 1985-02-30',
    'DOB: 1985',
    'born in March 1961',
    'Born in Ohio, she moved in 1990 and married on 1995-06-01',
    'The birth rate fell by 2% in the years up to 2020-01-01',
    'Born:\nVisit 2024-03-05',
    // Words that are no birth label, a birth word whose own value is not the date, a far cue.
    'NATO summit on 2024-07-09',
    'Visit date: 2024-03-05, DOB unknown',
    'Birth weight 3.2 kg; delivered by caesarean section on 2024-03-05',
    'Born in Ohio, she moved to Texas and on 1995-06-01 opened a shop',
    'Name      Visit        Ward\nAnn Lee   2024-03-05   4B',
    'order 20240305 shipped',
    'dob: 19801304',
    'b.2024-03-05',
    'Plan b: call on 2024-03-05',
    'Version: 03-04-80',
    'DOB: 31-31-80',
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
