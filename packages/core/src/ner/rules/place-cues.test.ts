import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['florence', 'sofia', 'alba', 'harrison'],
  last: ['palermo', 'lisboa', 'mendoza'],
  name: ['palermo', 'lisboa', 'harrison', 'españa'],
  city: ['palermo', 'porto', 'lisboa', 'mendoza', 'florence', 'gent', 'nice', 'graz', 'bern', 'sofia', 'alba'],
  country: ['belgium', 'türkiye', 'austria', 'germany', 'bulgaria', 'españa', 'portugal'],
  region: ['kentucky'],
  regionCode: [],
  commonWords: [['to', 'from', 'fly', 'will', 'the', 'we', 'are', 'moving', 'next', 'month', 'routes', 'planned', 'gent', 'nice', 'tel', 'party', 'going', 'talked', 'residents'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('place cues that outweigh a name', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // A verb or noun of going, then "to"/"from"/"into".
    ['we will fly to Palermo next month', [], ['LOCATION:Palermo']],
    ['we are moving from Lisboa to Porto', [['PERSON', 'Lisboa']], ['LOCATION:Lisboa', 'LOCATION:Porto']],
    ['routes to Mendoza are planned', [['PERSON', 'Mendoza']], ['LOCATION:Mendoza']],
    // Lower case counts in chat (a text written all in lower case).
    ['moving from lisboa lol', [], ['LOCATION:lisboa']],
    // A country or region in brackets after the town.
    ['Gent (Belgium) — residents', [['LOCATION', 'Belgium']], ['LOCATION:Gent', 'LOCATION:Belgium']],
    ['Palermo (Germany) — residents', [['PERSON', 'Palermo'], ['LOCATION', 'Germany']], ['LOCATION:Palermo', 'LOCATION:Germany']],
    // A place key's value in key=value markup.
    ['<user name="Ann" city="Graz">', [['PERSON', 'Ann']], ['PERSON:Ann', 'LOCATION:Graz']],
    ['city=Bern level=INFO', [], ['LOCATION:Bern']],
    // A place preposition before "Place, Country", both names too or not.
    ['Vivo en Lisboa, España desde 2015.', [], ['LOCATION:Lisboa, España']],
    ['Moro em Porto, Portugal.', [], ['LOCATION:Porto, Portugal']],
    // Not a list going on after it: each place its own.
    ['offices in Porto, Portugal and Graz', [], ['LOCATION:Porto', 'LOCATION:Portugal', 'LOCATION:Graz']],
    // Not: no cue word; a common word without its country; a longer name; a possessive; a team with its score;
    // another key; a word in brackets after a person.
    ['we talked to Palermo', [], []],
    ['we fly to Nice', [], []],
    ['going to Florence Clinic', [], []],
    ["going to Florence's party", [], []],
    ['Levski Sofia (Bulgaria) won', [], []],
    ['Alba (Germany) 75', [], []],
    ['server="Graz"', [], []],
    ['Harrison (Kentucky) 11 pts', [['PERSON', 'Harrison']], ['PERSON:Harrison']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('phone labels read as places', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['Tel. 021 888 5624', [['LOCATION', 'Tel']], []],
    ['Tel: +27 21 888 5624', [['LOCATION', 'Tel']], []],
    // A real place named so stays, with no number after it.
    ['We visited Tel on Monday.', [['LOCATION', 'Tel']], ['LOCATION:Tel']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
