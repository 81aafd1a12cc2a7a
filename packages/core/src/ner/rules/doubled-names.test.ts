import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['ben', 'jerry', 'mary'],
  last: ['johnson', 'smith', 'jones'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['the', 'of', 'shares', 'in', 'and'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('a name joined by & to the same name is a firm', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['shares in Johnson & Johnson', [['PERSON', 'Johnson'], ['PERSON', 'Johnson', 20]], []],
    ['the johnson & johnson store', [['PERSON', 'johnson']], []],
    ['Smith & Smith solicitors', [['PERSON', 'Smith']], []],
    // Negatives: two different names, a full name, no ampersand.
    ['Mary & Ben came', [['PERSON', 'Mary'], ['PERSON', 'Ben']], ['PERSON:Mary', 'PERSON:Ben']],
    ['Mary Smith & Smith', [['PERSON', 'Mary Smith']], ['PERSON:Mary Smith']],
    ['Johnson and Johnson', [['PERSON', 'Johnson']], ['PERSON:Johnson']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
