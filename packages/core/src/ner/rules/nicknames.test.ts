import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['roberto', 'james', 'ann', 'willie'],
  last: ['duran', 'nichols', 'vega', 'wicky', 'lee'],
  name: ['leo'],
  city: ['cagliari'],
  country: ['germany'],
  region: [],
  regionCode: [],
  commonWords: [['of', 'the', 'and'], ['hands', 'stone', 'big'], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('a nickname between a given name and a family name', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['legend Roberto " Hands of Stone " Duran climbs', [['PERSON', 'Roberto'], ['PERSON', 'Duran']], ['PERSON:Roberto " Hands of Stone " Duran']],
    ['after James Leander ( Leo ) Nichols , a friend', [['PERSON', 'James Leander'], ['PERSON', 'Leo'], ['PERSON', 'Nichols']], ['PERSON:James Leander ( Leo ) Nichols']],
    ['singer Willie Mae “ Big Mama ” Thornton', [['PERSON', 'Willie Mae']], ['PERSON:Willie Mae “ Big Mama ” Thornton']],
    // A place or team in brackets, a second full name after, an acronym or a lower-case word: no nickname.
    ['Ann Lee ( Germany ) Telekom', [['PERSON', 'Ann Lee'], ['LOCATION', 'Germany']], ['PERSON:Ann Lee', 'LOCATION:Germany']],
    ['Ramon Vega ( Cagliari ) Raphael Wicky', [['PERSON', 'Ramon Vega'], ['PERSON', 'Raphael Wicky']], ['PERSON:Ramon Vega', 'PERSON:Raphael Wicky']],
    ['Ann Lee ( NYC ) Smith', [['PERSON', 'Ann Lee'], ['PERSON', 'Smith']], ['PERSON:Ann Lee', 'PERSON:Smith']],
    ['Ann Lee ( mother ) Smith', [['PERSON', 'Ann Lee'], ['PERSON', 'Smith']], ['PERSON:Ann Lee', 'PERSON:Smith']],
    ['Ann Lee ( Leo )\nNichols', [['PERSON', 'Ann Lee'], ['PERSON', 'Nichols']], ['PERSON:Ann Lee', 'PERSON:Nichols']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
