import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['jordan'],
  last: [],
  name: [],
  city: ['stockholm', 'dubai', 'san josé', 'reading', 'jordan'],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['the', 'our', 'joining', 'office', 'branch', 'reading', 'proud', 'to', 'at', 'we', 'opened', 'i', 'am'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('a listed place before a place noun', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['Proud to be joining the Stockholm office!', [], ['LOCATION:Stockholm']],
    ['we opened our Dubai branch', [], ['LOCATION:Dubai']],
    ['lol i am joining the san josé office', [], ['LOCATION:san josé']],
    // Sites and gatherings held somewhere are place nouns too.
    ["Who's coming to the Stockholm meetup?", [], ['LOCATION:Stockholm']],
    ['we opened our Dubai warehouse', [], ['LOCATION:Dubai']],
    // A name too, an English word, part of a company name, lower case outside chat: no.
    ['at the Jordan office', [], []],
    ['at the Reading office', [], []],
    ['at the Acme Stockholm office', [['PERSON', 'Acme']], ['PERSON:Acme']],
    ['The report said the stockholm office closed.', [], []],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
