import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { tokenFacts } from './features.js';
import { compileGazetteer } from './gazetteer.js';
import { applyRules } from './rules.js';
import type { TaggedSpan } from './tagger.js';
import type { NerType } from './tags.js';
import { tokenize } from './tokenizer.js';

const gazetteer = compileGazetteer({ first: [], last: [], city: [], country: [], region: [], regionCode: [] });

/** Runs the rules on `text` as if the tagger had found `found` (type and exact text, first occurrence after `from`). */
function rules(text: string, found: Array<[NerType, string, number?]>): string[] {
  const tokens = tokenize(text);
  const facts = tokenFacts(text, tokens, gazetteer, analyzeLayout(text));
  const spans: TaggedSpan[] = found.map(([type, part, from]) => {
    const start = text.indexOf(part, from ?? 0);
    const end = start + part.length;
    let first = 0;
    while (tokens.starts[first]! < start) first++;
    let last = first;
    while (tokens.ends[last]! < end) last++;
    return { type, first, last, start, end, score: 0.9 };
  });
  return applyRules(text, facts, spans).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

describe('applyRules: edges', () => {
  it.each([
    ['Seen by Dr. Raj Khanna today', 'Dr. Raj Khanna', 'PERSON:Raj Khanna'],
    ['Seen by Dr Raj Khanna today', 'Dr Raj Khanna', 'PERSON:Raj Khanna'],
    ['Mr Smith called', 'Mr Smith', 'PERSON:Smith'],
    ['Attending: Guglielmo Lucchesi, MD', 'Guglielmo Lucchesi, MD', 'PERSON:Guglielmo Lucchesi'],
    ['From: Minh Nguyen, NP today', 'Minh Nguyen, NP', 'PERSON:Minh Nguyen'],
    ["We took Smith's car", "Smith's", 'PERSON:Smith'],
    ['We took Smith’s car', 'Smith’s', 'PERSON:Smith'],
    ['Hello (Ann Lee) there', '(Ann Lee)', 'PERSON:Ann Lee'],
    ['RE: SHANAHAN, ALTA', 'SHANAHAN, ALTA', 'PERSON:SHANAHAN, ALTA'],
    ['Patient lives in Sacramento, CA now', 'Sacramento, CA', 'LOCATION:Sacramento, CA'],
    ['Dr. A. B. Smith', 'Dr. A. B. Smith', 'PERSON:A. B. Smith'],
    ['From: Scotty Cremin <sc@x.io>', 'Scotty Cremin <', 'PERSON:Scotty Cremin'],
    ['Neighbor: Rageswari — 1-267-501-2125', 'Rageswari —', 'PERSON:Rageswari'],
    ['Patient: Lila Gupta   DOB 1962-07-11', 'Lila Gupta   DOB', 'PERSON:Lila Gupta'],
    ['Patient: Lemke, Ila\tDOB 1978-12-08', 'Lemke, Ila\tDOB', 'PERSON:Lemke, Ila'],
  ])('%s', (text, found, expected) => {
    const type = expected.startsWith('PERSON') ? 'PERSON' : 'LOCATION';
    expect(rules(text, [[type, found]])).toEqual([expected]);
  });

  it('drops a span that is only a title', () => {
    expect(rules('Dear Dr. and team', [['PERSON', 'Dr']])).toEqual([]);
  });

  it('keeps a surname that looks like a credential when written as a name ("Do")', () => {
    expect(rules('Met Anh Do today', [['PERSON', 'Anh Do']])).toEqual(['PERSON:Anh Do']);
  });
});

describe('applyRules: document consistency', () => {
  it('finds later mentions of a full name and its parts', () => {
    const text = 'Tiger Woods won.\nWOODS MAKES PRO DEBUT.\nLater, Woods said Tiger is fine.';
    expect(rules(text, [['PERSON', 'Tiger Woods']])).toEqual(['PERSON:Tiger Woods', 'PERSON:WOODS', 'PERSON:Woods', 'PERSON:Tiger']);
  });

  it('turns a one-word LOCATION into PERSON when the word is part of a name in the text', () => {
    const text = 'MaliVai Washington lost.\nWashington came back.';
    expect(rules(text, [['PERSON', 'MaliVai Washington'], ['LOCATION', 'Washington', 20]])).toEqual(['PERSON:MaliVai Washington', 'PERSON:Washington']);
  });

  it('leaves a name word that is part of a longer capitalised run', () => {
    expect(rules('Ann Johnson called.\nJohnson Controls Inc rose.', [['PERSON', 'Ann Johnson']])).toEqual(['PERSON:Ann Johnson']);
  });

  it('leaves a name word the text also uses in lower case', () => {
    expect(rules('Will Grant signed.\nGrant access. We grant it.', [['PERSON', 'Will Grant']])).toEqual(['PERSON:Will Grant']);
  });

  it('does not learn from one-word spans', () => {
    expect(rules('Paris agreed.\nParis again.', [['PERSON', 'Paris']])).toEqual(['PERSON:Paris']);
  });
});
