import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['ann', 'li'],
  last: ['lee'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['the', 'to', 'see', 'via'], ['stable', 'overnight', 'notes', 'email', 'widget', 'pro', 'team', 'mother'], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe("a person label's value", () => {
  it.each<[string, FoundSpan[], string[]]>([
    // Names no list holds, in any case, are names after a person label.
    ['name: ayşe yılmaz', [], ['PERSON:ayşe yılmaz']],
    ['Emergency contact name: KOFI BOATENG', [], ['PERSON:KOFI BOATENG']],
    ['Name,Phone,Plan\nayşe yılmaz,555,basic', [], ['PERSON:ayşe yılmaz']],
    // The tagger's part of the name widens to the whole value.
    ['Patient: li wei', [['PERSON', 'li']], ['PERSON:li wei']],
    // Titles before, credentials after a comma and a bracketed relation stay out; initials stay in.
    ['Name: Dr. Ann Lee, MD', [], ['PERSON:Ann Lee']],
    ['Contact: Ann Lee (mother)', [], ['PERSON:Ann Lee']],
    ['Name: J. R. Okafor', [], ['PERSON:J. R. Okafor']],
    // Everyday words, numbers, other labels and sentences are no names.
    ['Patient: stable overnight', [], []],
    ['Contact: via email', [], []],
    ['Name: Widget Pro 3000', [], []],
    ['Notes: ayşe yılmaz', [], []],
    ['To: the team', [], []],
    ['Prescriber: none', [], []],
    ['Patient Name: not given', [], []],
    ['Name: ayşe yılmaz\nnotes', [], ['PERSON:ayşe yılmaz']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
