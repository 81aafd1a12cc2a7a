import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

// A small world: given names, a few surnames, places, and common English words by band.
const gazetteer = compileGazetteer({
  first: ['valery', 'howard', 'severine', 'rachel', 'jose', 'miguel', 'bob', 'will', 'el', 'june', 'salomon', 'mark', 'ann', 'vin', 'dwayne', 'augustine', 'gabriela', 'rosario'],
  last: ['smith', 'lee'],
  name: [],
  city: ['paris', 'lancaster', 'rosario'],
  country: ['france'],
  region: [],
  regionCode: [],
  commonWords: [
    ['the', 'will', 'name', 'price', 'said', 'and', 'of', 'was', 'to', 'mark', 'general', 'bill', 'big', 'mother'],
    ['potty', 'motors', 'lee', 'daddy', 'assembly'],
    ['honda'],
  ],
});

/** `TYPE:text:reason` of each final span, after the tagger found `found`. */
function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found);
}

describe('names before an age', () => {
  it.each([
    ['vendor Valery Ivankov , 41 , was trading', ['PERSON:Valery Ivankov:age']],
    ['and Severine Potty , 19 , had gone', ['PERSON:Severine Potty:age']],
    ['and Severine Potty , 19 -- were missing', ['PERSON:Severine Potty:age']],
    ['Jeerasak Densakul, 24, was arrested', ['PERSON:Jeerasak Densakul:age']],
    ['seen by Onarheim (29).', []],
    // Numbers that are no age: decimals, thousands, or too large.
    ['Reynard Honda , 53.980 ( 113.576 mph )', []],
    ['sailors and Marines , 6,000 servicemen', []],
    ['Zycie Warszawy , 150 , said', []],
    // Places, common words, and runs that go on to the left are left alone.
    ['in Paris , 12 , streets', ['LOCATION:Paris:listed-place']],
    ['The Price , 12 , was paid', []],
    ['the Big Daddy Densakul , 24 , said', []],
  ])('%s', (text, expected) => {
    expect(rules(text)).toEqual(expected);
  });
});

describe('names after a role noun', () => {
  it.each([
    ['said broker Khurshid Alam today', ['PERSON:Khurshid Alam:role']],
    ['his colleague , Chen Longde , said', ['PERSON:Chen Longde:role']],
    ['fast bowler Martin McCague took four', ['PERSON:Martin McCague:role']],
    ['democracy leader Aung San Suu Kyi hit out', ['PERSON:Aung San Suu Kyi:role']],
    ['Legal Aid — supervisor Rosario Falzone, +1 313 380 0606', ['PERSON:Rosario Falzone:role+person-not-place:full-name']],
    ['- Neighbor: Augustine — +1-808-739-6862', ['PERSON:Augustine:role']],
    ['Member: GABRIELA KARDACHE SSN: 101643099', ['PERSON:GABRIELA KARDACHE:role']],
    ['MEMBER: WILL SSN: 101643099', []],
    // Vendors are companies more often than people.
    ['Vendor: Northwind Analytics', []],
    // A field label, common words, and a longer capitalised run are not a name.
    ['Patient Name: none given', []],
    ['the patient Will said', []],
    ['spokesman General Motors said', []],
  ])('%s', (text, expected) => {
    expect(rules(text)).toEqual(expected);
  });
});

describe('a known given name before a word that is no English word', () => {
  it.each([
    ['envoy to Burundi , Howard Wolpe , and', ['PERSON:Howard Wolpe:given-name']],
    ['64 Bob Estes\n65 Billy', ['PERSON:Bob Estes:given-name']],
    // Months, two-letter names, company endings, places and the commonest words are not given names here.
    ['From January to June Comelf exported', []],
    ['the crash of an El Al freighter', []],
    ['said Salomon Bros . today', []],
    ['Will Wolpe said', []],
    ['Howard Lancaster said', []],
  ])('%s', (text, expected) => {
    expect(rules(text)).toEqual(expected);
  });
});

describe('span shapes no name has', () => {
  it('cuts a PERSON span at a comma with a space before it', () => {
    // Two whole names after the cut make a list, so "Ty" joins them (name-evidence.ts).
    expect(rules('keep Vin , Dwayne , Ty', [['PERSON', 'Vin , Dwayne']])).toEqual(['PERSON:Vin:model+split', 'PERSON:Dwayne:model+split', 'PERSON:Ty:list']);
  });

  it('keeps "Last, First" whole', () => {
    expect(rules('RE: Smith, Ann today', [['PERSON', 'Smith, Ann']])).toEqual(['PERSON:Smith, Ann:model']);
    expect(rules('Referral for Barreto Sanabria, Reina, MRN', [['PERSON', 'Barreto Sanabria, Reina']])).toEqual(['PERSON:Barreto Sanabria, Reina:model']);
  });

  it.each([
    // A comma after a whole name: two names of a list.
    ['Team: Ann Lee, Bo Chan, Ruiz', [['PERSON', 'Ann Lee, Bo Chan']], ['PERSON:Ann Lee:model+split', 'PERSON:Bo Chan:model+split', 'PERSON:Ruiz:list']],
    // Brackets, colons and bars never sit inside a name; a part of common words only goes.
    ['EMERGENCY CONTACT: MARIA LOPEZ (MOTHER)', [['PERSON', 'MARIA LOPEZ (MOTHER']], ['PERSON:MARIA LOPEZ:model+split']],
    ['Owner: Rachel Lee | Bob Smith', [['PERSON', 'Rachel Lee | Bob Smith']], ['PERSON:Rachel Lee:model+split', 'PERSON:Bob Smith:model+split']],
    ['Jose & Miguel came', [['PERSON', 'Jose & Miguel']], ['PERSON:Jose:model+split', 'PERSON:Miguel:model+split']],
    // A place keeps its "&" and its comma here; two listed places joined by "&" are then two (place-lists.ts).
    ['flew to Paris & France', [['LOCATION', 'Paris & France']], ['LOCATION:Paris:model+split', 'LOCATION:France:model+split']],
    ['flew to Paris (France)', [['LOCATION', 'Paris (France']], ['LOCATION:Paris:model+split', 'LOCATION:France:model+split']],
  ] as Array<[string, FoundSpan[], string[]]>)('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });

  it.each([
    // No name runs across a sentence end; what opens the next sentence stays only if it is a listed name, not an acronym.
    ['Patient: Rachel Lee. DEA number on file', [['PERSON', 'Rachel Lee. DEA']], ['PERSON:Rachel Lee:model+split']],
    ['Patient: Rachel Lee. Bob Smith is her son.', [['PERSON', 'Rachel Lee. Bob Smith']], ['PERSON:Rachel Lee:model+split', 'PERSON:Bob Smith:model+split']],
    ['Seen by Rachel Lee. Hospital course was fine', [['PERSON', 'Rachel Lee. Hospital']], ['PERSON:Rachel Lee:model+split']],
    // Initials, saints and generations, and a lone two-letter abbreviated name, keep their periods.
    ['Met J. R. Smith today', [['PERSON', 'J. R. Smith']], ['PERSON:J. R. Smith:model']],
    ['Met St. Augustine today', [['PERSON', 'St. Augustine']], ['PERSON:St. Augustine:model']],
    ['by Mr Cz. Sławski (Rule 36)', [['PERSON', 'Cz. Sławski']], ['PERSON:Cz. Sławski:model']],
  ] as Array<[string, FoundSpan[], string[]]>)('sentence ends: %j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });

  it('drops a weekday at the end of a name', () => {
    expect(rules('will meet Jose Miguel Insulza Monday for talks', [['PERSON', 'Jose Miguel Insulza Monday']])).toEqual(['PERSON:Jose Miguel Insulza:model+weekday']);
  });
});

describe('titles before names nobody listed', () => {
  it.each([
    ['as Cardinal Wolsey , in', ['PERSON:Wolsey:title']],
    ["Cambodia 's King Norodom Sihanouk on Friday", ['PERSON:Norodom Sihanouk:title']],
    ['shares of General Motors fell', []],
    ['the General Assembly met', []],
  ])('%s', (text, expected) => {
    expect(rules(text)).toEqual(expected);
  });
});

describe('signatures', () => {
  it.each([
    ['See you in Barcelona in May. Talk soon,\nBo', ['PERSON:Bo:signature']],
    ['Thanks for everything. Best regards,\nRachel Lee', ['PERSON:Rachel Lee:signature']],
    ['Please fix it or refund me. — Gabriela"', ['PERSON:Gabriela:signature']],
    // Headings, datelines and a dash inside a sentence are no signatures.
    ['PRESCRIPTION — Bayside Orthopedics\nPrescriber: none', []],
    ['sits wife Naina in hospital - Interfax .', ['PERSON:Naina:role']],
    ['Talk soon,\nThe Price Team', []],
  ])('%s', (text, expected) => {
    expect(rules(text)).toEqual(expected);
  });

  it('turns a one-word place reading of a signature into PERSON', () => {
    expect(rules('I want a refund. — Rosario', [['LOCATION', 'Rosario']])).toEqual(['PERSON:Rosario:model+signature+person-not-place:context']);
  });
});
