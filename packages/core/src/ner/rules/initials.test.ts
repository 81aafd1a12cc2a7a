import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['olavi'],
  last: ['feld', 'lesch', 'volkov', 'xavier', 'madsen', 'smith', 'seguin', 'tomczak'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['a', 'i', 'by', 'the', 'see', 'on', 'plan', 'copied', 'told'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('initials join the name after them', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['written by N. L. Volkov today', [['PERSON', 'Volkov']], ['PERSON:N. L. Volkov']],
    ['reviewers: [J.M. Lesch, Olavi]', [['PERSON', 'Lesch']], ['PERSON:J.M. Lesch']],
    ['copied p.n. tomczak on this', [['PERSON', 'tomczak']], ['PERSON:p.n. tomczak']],
    ['updated by C Feld', [['PERSON', 'Feld']], ['PERSON:C Feld']],
    ['176396;N Xavier;Calgary', [['PERSON', 'Xavier']], ['PERSON:N Xavier']],
    ['| A Madsen | Clerk |', [['PERSON', 'Madsen']], ['PERSON:A Madsen']],
    ['Dr J. Smith', [['PERSON', 'Smith']], ['PERSON:J. Smith']],
    // Negatives: after a capitalised word, a number, an apostrophe; "A" and "I" as words; abbreviations.
    ['Plan B. Smith said', [['PERSON', 'Smith']], ['PERSON:Smith']],
    ['37yo F Smith admitted', [['PERSON', 'Smith']], ['PERSON:Smith']],
    ["PANAMA 'S SMITH WINS", [['PERSON', 'SMITH']], ['PERSON:SMITH']],
    ['A Seguin spokeswoman said', [['PERSON', 'Seguin']], ['PERSON:Seguin']],
    ['then I told Smith', [['PERSON', 'Smith']], ['PERSON:Smith']],
    ['see e.g. Smith', [['PERSON', 'Smith']], ['PERSON:Smith']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
