import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['caoimhe', 'tao', 'hidayah', 'will', 'jo', 'sofia'],
  last: ['osman', 'brown'],
  name: [],
  city: ['sofia'],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['ask', 'if', 'by', 'at', 'see', 'the', 'got', 'job', 'will', 'brown', 'do', 'it'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('given names in lines all in lower case', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['ask tao if', [], ['PERSON:tao']],
    ['escalated by caoimhe at 12:53', [], ['PERSON:caoimhe']],
    ['hidayah osman got the job', [], ['PERSON:hidayah osman']],
    // Negatives: an English word, a place, a short word, a line with capitals, a covered word.
    ['will do it', [], []],
    ['see sofia', [], []],
    ['ask jo if', [], []],
    ['Ask tao if', [], []],
    ['tao brown', [], []],
    ["did u see tao's msg", [], ['PERSON:tao']],
    // Where no name stands, a listed given name is left alone.
    ['the tao of it', [], []],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
