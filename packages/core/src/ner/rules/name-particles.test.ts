import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['jari', 'razak', 'jan', 'omar', 'sara', 'maria'],
  last: ['dohring', 'kamal', 'gogh', 'cruz', 'santos', 'ihly'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['of', 'the', 'and', 'a', 'in', 'to', 'put', 'it', 'van', 'de', 'bin', 'da', 'recycle'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('name particles join a name', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // On over the particles to the capitalised word after.
    ['Jari zu Dohring admitted', [['PERSON', 'Jari']], ['PERSON:Jari zu Dohring']],
    ['Sara de la Cruz wrote', [['PERSON', 'Sara']], ['PERSON:Sara de la Cruz']],
    // Two names the tagger parted become one.
    ['Assigned to Razak binti Kamal.', [['PERSON', 'Razak'], ['PERSON', 'Kamal']], ['PERSON:Razak binti Kamal']],
    // Back over them to a title (which stays out) or a known given name.
    ['Dear Dr von Ihly,', [['PERSON', 'Ihly']], ['PERSON:von Ihly']],
    ['Hello Dr. dos Santos,', [['PERSON', 'Santos']], ['PERSON:dos Santos']],
    ['a painting by Jan van Gogh', [['PERSON', 'Gogh']], ['PERSON:Jan van Gogh']],
    // Before a patronymic, any capitalised word is the bearer's given name.
    ['Cc: Malte; Amirul binti Osman', [['PERSON', 'Osman']], ['PERSON:Amirul binti Osman']],
    ['letter from Rhys ap Gruffydd', [['PERSON', 'Gruffydd']], ['PERSON:Rhys ap Gruffydd']],
    ['Apologies from Zainal bin Hassan.', [['PERSON', 'Hassan']], ['PERSON:Zainal bin Hassan']],
    // An Arabic family name joined to its article.
    ['Customer Omar al-Rashid called', [['PERSON', 'Omar']], ['PERSON:Omar al-Rashid']],
    // Negatives: no capitalised word after, an inner particle alone, a line break, lower-case words.
    ['Maria de la casa', [['PERSON', 'Maria']], ['PERSON:Maria']],
    ['ask Maria la Cruz', [['PERSON', 'Cruz']], ['PERSON:Cruz']],
    ['Sara van\nCruz', [['PERSON', 'Sara']], ['PERSON:Sara']],
    ['put it in the bin Kamal said', [['PERSON', 'Kamal']], ['PERSON:Kamal']],
    ['Put it in the Recycle bin Kamal said', [['PERSON', 'Kamal']], ['PERSON:Kamal']],
    ['Omar al-kabir', [['PERSON', 'Omar']], ['PERSON:Omar']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
