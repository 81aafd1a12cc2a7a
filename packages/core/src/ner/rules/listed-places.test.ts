import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['paris', 'austin', 'john'],
  last: [],
  name: [],
  city: ['dubai', 'kuala lumpur', 'reading', 'paris', 'pinecrest', 'ho', 'austin', 'manila', 'perth', 'cincinnati', 'vientiane'],
  country: ['rwanda', 'netherlands', 'philippines', 'united states', 'france', 'germany', 'laos', 'estados unidos', 'brasil', 'canada'],
  region: ['ut', 'texas', 'western australia', 'oklahoma', 'bavaria', 'austin texas region'],
  regionCode: [],
  commonWords: [['in', 'from', 'to', 'my', 'said', 'hi', 'i', 'we', 'met', 'reading', 'the', 'moved', 'trip', 'office'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('listed places after a place preposition', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['my friend in dubai said hi', [], ['LOCATION:dubai']],
    ['i work in kuala lumpur now', [], ['LOCATION:kuala lumpur']],
    ['Refugees from Rwanda arrived', [], ['LOCATION:Rwanda']],
    // A common English word, a name too, part of a longer name, a code in capitals, a short word, or lower case outside chat: no.
    ['we met in reading', [], []],
    ['She flew in Paris yesterday', [], []],
    ['results from Pinecrest Family Clinic', [], []],
    ['from UT today', [], []],
    ['born in Ho .', [], []],
    ['The report said the money went to dubai accounts.', [], []],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('countries after "the", and a country closing a place', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['We moved to the Netherlands', [], ['LOCATION:Netherlands']],
    ['the trip to the Philippines', [], ['LOCATION:Philippines']],
    // Articles of other languages, and a preposition and article in one word, before a country.
    ['Vivimos en los Estados Unidos.', [], ['LOCATION:Estados Unidos']],
    ['Moramos nos Estados Unidos.', [], ['LOCATION:Estados Unidos']],
    ['Il travaille au Canada.', [], ['LOCATION:Canada']],
    // Not a city after them: those need a preposition of their own.
    ['no Dubai trip', [], []],
    // Only countries take the article: a city after "the" is part of something else (before a place
    // noun it is a place again: places-before-nouns.ts).
    ['the trip to the Dubai mall', [], []],
    ['Manila, Philippines', [['LOCATION', 'Manila']], ['LOCATION:Manila, Philippines']],
    // A spaced comma is a token list's: each place its own span (the second from the list, place-lists.ts).
    ['Manila , Philippines', [['LOCATION', 'Manila']], ['LOCATION:Manila', 'LOCATION:Philippines']],
    ['Ann Lee, Philippines', [['PERSON', 'Ann Lee']], ['PERSON:Ann Lee']],
    // A region after a listed city and a comma takes the city in, whatever the tagger made of it.
    ['texts from Austin, Texas', [['LOCATION', 'Texas']], ['LOCATION:Austin, Texas']],
    ['texts from Austin, Texas', [['PERSON', 'Austin'], ['LOCATION', 'Texas']], ['LOCATION:Austin, Texas']],
    ['Paris, Rwanda', [['LOCATION', 'Paris'], ['LOCATION', 'Rwanda']], ['LOCATION:Paris, Rwanda']],
    // A lone city read as a person, with a region after its comma, is the place (after a given name it stays a name: below).
    ['in Austin, Texas reports', [['PERSON', 'Austin']], ['LOCATION:Austin, Texas']],
    // A region opens a pair before a country; two regions or two countries stay a list.
    ['Munich is in Bavaria, Germany', [['LOCATION', 'Bavaria'], ['LOCATION', 'Germany']], ['LOCATION:Bavaria, Germany']],
    ['Texas, Oklahoma', [['LOCATION', 'Texas'], ['LOCATION', 'Oklahoma']], ['LOCATION:Texas', 'LOCATION:Oklahoma']],
    ['France, Germany', [['LOCATION', 'France'], ['LOCATION', 'Germany']], ['LOCATION:France', 'LOCATION:Germany']],
    // A listed region after "City, " read as a person whose words no name list has is the region.
    ['Lives in Perth, Western Australia.', [['LOCATION', 'Perth'], ['PERSON', 'Western Australia']], ['LOCATION:Perth, Western Australia']],
    ['Paris, Rwanda', [['LOCATION', 'Paris'], ['PERSON', 'Rwanda']], ['LOCATION:Paris, Rwanda']],
    // Not when a name list has a word of it.
    ['Perth, John', [['LOCATION', 'Perth'], ['PERSON', 'John']], ['LOCATION:Perth', 'PERSON:John']],
    // A listed region phrase is read whole, though a word of it is a name ("Austin" here).
    ['Perth, Austin Texas Region.', [['LOCATION', 'Perth'], ['PERSON', 'Austin Texas Region']], ['LOCATION:Perth, Austin Texas Region']],
    ['Customer Ann Lee in Manila, Philippines', [['PERSON', 'Ann Lee'], ['PERSON', 'Manila']], ['PERSON:Ann Lee', 'LOCATION:Manila, Philippines']],
    // Not the last word of a longer name.
    ['thanks John Austin, Texas is great', [['PERSON', 'John Austin'], ['LOCATION', 'Texas']], ['PERSON:John Austin', 'LOCATION:Texas']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('a place and a country or region span after its comma are one place', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['grew up in Cincinnati, United States, then', [['LOCATION', 'Cincinnati'], ['LOCATION', 'United States']], ['LOCATION:Cincinnati, United States']],
    ['fulya (perth, western australia) asked', [['LOCATION', 'western australia'], ['LOCATION', 'perth']], ['LOCATION:perth, western australia']],
    ['Kuala Lumpur, United States', [['LOCATION', 'Kuala Lumpur'], ['LOCATION', 'United States']], ['LOCATION:Kuala Lumpur, United States']],
    ['in Vientiane, Laos reports', [['LOCATION', 'Vientiane'], ['LOCATION', 'Laos']], ['LOCATION:Vientiane, Laos']],
    ['from Kuala Lumpur, Rwanda in 1993', [['LOCATION', 'Kuala Lumpur'], ['LOCATION', 'Rwanda']], ['LOCATION:Kuala Lumpur, Rwanda']],
    // A list going on after the second place keeps its items apart.
    ['offices in Manila, Rwanda, and Dubai', [['LOCATION', 'Manila'], ['LOCATION', 'Rwanda'], ['LOCATION', 'Dubai']], ['LOCATION:Manila', 'LOCATION:Rwanda', 'LOCATION:Dubai']],
    ['users in Paris, Rwanda & Dubai', [['LOCATION', 'Paris'], ['LOCATION', 'Rwanda']], ['LOCATION:Paris', 'LOCATION:Rwanda', 'LOCATION:Dubai']],
    ['users in Manila, Philippines & Dubai', [['LOCATION', 'Manila']], ['LOCATION:Manila', 'LOCATION:Philippines', 'LOCATION:Dubai']],
    // Lists of countries and states stay lists; a spaced comma is a token list's; a longer name is no region.
    ['sold in France, United States and Rwanda', [['LOCATION', 'France'], ['LOCATION', 'United States'], ['LOCATION', 'Rwanda']], ['LOCATION:France', 'LOCATION:United States', 'LOCATION:Rwanda']],
    ['Oklahoma, Western Australia', [['LOCATION', 'Oklahoma'], ['LOCATION', 'Western Australia']], ['LOCATION:Oklahoma', 'LOCATION:Western Australia']],
    ['Perth , Western Australia', [['LOCATION', 'Perth'], ['LOCATION', 'Western Australia']], ['LOCATION:Perth', 'LOCATION:Western Australia']],
    ['Perth, United States Army', [['LOCATION', 'Perth'], ['LOCATION', 'United States']], ['LOCATION:Perth', 'LOCATION:United States']],
    // A comma against both neighbours separates fields (a CSV row): one place in each field.
    ['924,Olga,Perth,Western Australia', [['LOCATION', 'Perth'], ['LOCATION', 'Western Australia']], ['LOCATION:Perth', 'LOCATION:Western Australia']],
    ['12,Manila,Philippines', [['LOCATION', 'Manila']], ['LOCATION:Manila', 'LOCATION:Philippines']],
    ['7,Austin,Texas', [['LOCATION', 'Texas']], ['LOCATION:Austin', 'LOCATION:Texas']],
    ['Manila,Philippines', [['LOCATION', 'Manila'], ['LOCATION', 'Philippines']], ['LOCATION:Manila', 'LOCATION:Philippines']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
