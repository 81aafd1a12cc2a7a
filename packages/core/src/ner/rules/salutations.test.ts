import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['maryam', 'ann', 'xenia', 'luca', 'ionela'],
  last: ['ahmed', 'seme', 'serban', 'smith'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['dear', 'hi', 'hello', 'will', 'join', 'the', 'call', 'with', 'and'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe("a salutation's name ends at its comma", () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['Dear Maryam, Ann Ahmed will join', [['PERSON', 'Maryam, Ann Ahmed']], ['PERSON:Maryam', 'PERSON:Ann Ahmed']],
    ['Hi Luca, Ionela Serban will call', [['PERSON', 'Luca, Ionela Serban']], ['PERSON:Luca', 'PERSON:Ionela Serban']],
    ['Hello Xenia,', [['PERSON', 'Xenia,']], ['PERSON:Xenia']],
    // Negatives: no greeting before the span, no comma inside it.
    ['with Smith, Ann', [['PERSON', 'Smith, Ann']], ['PERSON:Smith, Ann']],
    ['Dear Ann Ahmed, welcome', [['PERSON', 'Ann Ahmed']], ['PERSON:Ann Ahmed']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
