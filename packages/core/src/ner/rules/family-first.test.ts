import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['yui', 'minho', 'kim', 'maria'],
  last: ['tanaka', 'smith'],
  name: [],
  city: ['kong', 'beijing'],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['the', 'a', 'of', 'he', 'said', 'long', 'park', 'street', 'global'], ['holdings', 'hours'], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('family name first', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // A listed family name before a word that is no English word.
    ['Customer Ikeda Aoi called', [], ['PERSON:Ikeda Aoi']],
    ['user "Yoshida Ren" logged in', [], ['PERSON:Yoshida Ren']],
    ['86yo F Yoon Soo-ah admitted', [], ['PERSON:Yoon Soo-ah']],
    ['Dr Tanaka Yui said', [], ['PERSON:Tanaka Yui']],
    // A span over one of the two words takes in the other.
    ['owner: Liang Zhiwei', [['PERSON', 'Zhiwei']], ['PERSON:Liang Zhiwei']],
    ['Regards, Yoo Minho', [['PERSON', 'Yoo']], ['PERSON:Yoo Minho']],
    // Negatives: a common English family name, a common word after, a place, a longer run, a compound.
    ['Long Hours ahead', [], []],
    ['Park Street is closed', [], []],
    ['Wang Beijing office', [], []],
    ['Sato Global Holdings', [], []],
    ['a Hong Kong-based group', [], []],
    ['Maria Smith', [['PERSON', 'Maria Smith']], ['PERSON:Maria Smith']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
