import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['will', 'bill', 'mark', 'sue', 'rob', 'hope', 'maria', 'ivan', 'jack', 'pat', 'frank'],
  last: [],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['will', 'bill', 'mark', 'sue', 'rob', 'hope', 'the', 'me', 'you', 'as', 'for', 'jack', 'pat', 'frank', 'be', 'dry', 'to'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('given names used as English words', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // Opening a sentence before an article, a determiner, an object pronoun or a particle: the word.
    ['Will the promo run on Friday?', [['PERSON', 'Will']], []],
    ['ok. Bill me later', [['PERSON', 'Bill']], []],
    ['Mark as read', [['PERSON', 'Mark']], []],
    ["Hope you're well!", [['PERSON', 'Hope']], []],
    ['Sue for damages.', [['PERSON', 'Sue']], []],
    ['Rob the bank.', [['PERSON', 'Rob']], []],
    ['Pat dry and apply the dressing.', [['PERSON', 'Pat']], []],
    ['To be frank, the numbers are off.', [['PERSON', 'frank']], []],
    ['honestly to be frank idk', [['PERSON', 'frank']], []],
    // Before a verb, after a word, before a capitalised epithet, or a name that is no English word: a name.
    ['Will said the promo runs.', [['PERSON', 'Will']], ['PERSON:Will']],
    ['I asked Will the day before.', [['PERSON', 'Will']], ['PERSON:Will']],
    ['Ivan the Terrible ruled.', [['PERSON', 'Ivan']], ['PERSON:Ivan']],
    ['Jack the Ripper was never caught.', [['PERSON', 'Jack']], ['PERSON:Jack']],
    ['Maria you are late', [['PERSON', 'Maria']], ['PERSON:Maria']],
    ['Mark Smith for the win', [['PERSON', 'Mark Smith']], ['PERSON:Mark Smith']],
    ['The winner will be Frank, not me.', [['PERSON', 'Frank']], ['PERSON:Frank']],
    ['Pat Dry signed the form.', [['PERSON', 'Pat Dry']], ['PERSON:Pat Dry']],
    ['Pat said dry is fine.', [['PERSON', 'Pat']], ['PERSON:Pat']],
    ['it was going to be Frank', [['PERSON', 'Frank']], ['PERSON:Frank']],
    ['we will be frank and anna', [['PERSON', 'frank']], ['PERSON:frank']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
