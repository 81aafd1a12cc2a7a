import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['john', 'maria', 'hiro'],
  last: ['babinski', 'apgar', 'smith', 'wilson', 'hashimoto', 'murphy', 'parkinson'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['of', 'the', 'and', 'a', 'with', 'known', 'in'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('medical eponyms are no people', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // A surname alone before a disease noun, with or without the possessive.
    ["Dx: Parkinson's disease", [['PERSON', 'Parkinson']], []],
    ["known Wilson's disease", [['PERSON', 'Wilson']], []],
    ['Hx Hodgkin lymphoma', [['PERSON', 'Hodgkin']], []],
    ['suspected Guillain-Barré syndrome', [['PERSON', 'Guillain-Barré']], []],
    ["Graves' disease on carbimazole", [['PERSON', 'Graves']], []],
    // In the possessive before a clinical noun.
    ["positive Murphy's sign", [['PERSON', 'Murphy']], []],
    // A listed eponym in the possessive stands for the disease, and before a clinical noun for the sign.
    ['Positive Babinski sign on the left', [['PERSON', 'Babinski']], []],
    ['Apgar score 9', [['PERSON', 'Apgar']], []],
    ["FHx of Alzheimer's in mother", [['PERSON', 'Alzheimer']], []],
    ["known crohn's, in remission", [['PERSON', 'crohn']], []],
    // Negatives: a full name, a title, a name without a clinical noun, a sign without the possessive.
    ["John Smith's disease progressed", [['PERSON', 'John Smith']], ['PERSON:John Smith']],
    ["Dr Hashimoto's clinic", [['PERSON', 'Hashimoto']], ['PERSON:Hashimoto']],
    ["Dr. Parkinson's disease clinic", [['PERSON', 'Parkinson']], ['PERSON:Parkinson']],
    ["Murphy's car was towed", [['PERSON', 'Murphy']], ['PERSON:Murphy']],
    ['please have Maria sign the form', [['PERSON', 'Maria']], ['PERSON:Maria']],
    ["Hiro Hashimoto said. Hashimoto's government fell.", [['PERSON', 'Hiro Hashimoto'], ['PERSON', 'Hashimoto', 20]], ['PERSON:Hiro Hashimoto', 'PERSON:Hashimoto']],
    ["Wilson's report", [['PERSON', 'Wilson']], ['PERSON:Wilson']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
