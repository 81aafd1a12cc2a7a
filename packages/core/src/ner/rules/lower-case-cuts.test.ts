import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['sean', 'james', 'brad', 'maria'],
  last: ['fitzpatrick', 'allen', 'hooker'],
  name: ['paisley', 'born'],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['born', 'the', 'said'], ['hooker'], ['paisley']],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('lower-case English words inside a capitalised name', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // Cut at the word; the longest part stays, the later one of equals.
    ['before All Black hooker Sean Fitzpatrick scored', [['PERSON', 'Black hooker Sean Fitzpatrick']], ['PERSON:Sean Fitzpatrick']],
    ['1914 - James Alfred Van Allen born .', [['PERSON', 'James Alfred Van Allen born']], ['PERSON:James Alfred Van Allen']],
    ['beat the Rza today', [['PERSON', 'the Rza']], ['PERSON:Rza']],
    // Name particles, a family name typed in lower case after a given name, and lower-case names stay.
    ['Maria de la Cruz called', [['PERSON', 'Maria de la Cruz']], ['PERSON:Maria de la Cruz']],
    ['love Brad paisley songs', [['PERSON', 'Brad paisley']], ['PERSON:Brad paisley']],
    ['i met brad paisley', [['PERSON', 'brad paisley']], ['PERSON:brad paisley']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
