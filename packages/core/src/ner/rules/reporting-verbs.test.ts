import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['emma', 'athalie', 'jukka', 'maria'],
  last: ['pierre', 'gigaba', 'lopez'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['lol', 'said', 'is', 'told', 'the', 'asked', 'me', 'coming'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('no name holds a verb of saying', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['lol emma said athalie pierre is coming', [['PERSON', 'emma said athalie pierre']], ['PERSON:emma', 'PERSON:athalie pierre']],
    ['jukka told sibusiso gigaba', [['PERSON', 'jukka told sibusiso gigaba']], ['PERSON:jukka', 'PERSON:sibusiso gigaba']],
    ['maria asked me', [['PERSON', 'maria asked']], ['PERSON:maria']],
    // Negatives: a capitalised word is no verb here, a span without one stays whole.
    ['Said Lopez is coming', [['PERSON', 'Said Lopez']], ['PERSON:Said Lopez']],
    ['emma pierre is coming', [['PERSON', 'emma pierre']], ['PERSON:emma pierre']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
