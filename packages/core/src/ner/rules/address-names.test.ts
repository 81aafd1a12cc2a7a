import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['tom', 'summer', 'kelsey', 'paris', 'can', 'hope', 'grant', 'tanner', 'mom'],
  last: ['tanner', 'lee'],
  name: ['capwin', 'rob', 'bud', 'liz', 'im'],
  city: ['paris', 'brooklyn'],
  country: [],
  region: [],
  regionCode: ['NY'],
  commonWords: [['can', 'hope', 'you', 'thank', 'thanks', 'hi', 'hey', 'all', 'love', 'much'], ['summer', 'grant', 'rob', 'bud'], ['tanner']],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found);
}

describe('names of the person spoken to', () => {
  it.each([
    // After a greeting or thanks, a listed given name or a word no list has as an English word.
    ['Hi Tom, the invoice is attached.', [], ['PERSON:Tom:addressed']],
    ['Thank you Kelsey for the video', [], ['PERSON:Kelsey:addressed']],
    ['Thanks , Capwin Tom !', [], ['PERSON:Capwin Tom:addressed']],
    // A contraction or a polite form of address after a greeting is no name.
    ["hey , I'm fine thanks", [], []],
    ["Hi We'll see you later", [], []],
    ['Dear Mam , i am a fan', [], []],
    ["Thank you Ma'am for the help", [], []],
    ["Hi O'Dell , welcome", [], ["PERSON:O'Dell:addressed"]],
    ['Bye Capwin !', [], ['PERSON:Capwin:addressed']],
    ['hey tanner do another hide and seek', [], ['PERSON:tanner:addressed']],
    // In lower-case chat a greeting makes any listed name that is no commonest word a name, even an untyped short form
    // and even one that is also an everyday word; terms of address are no names.
    ['hey rob can you check this', [], ['PERSON:rob:addressed']],
    ['ok thanks liz see you', [], ['PERSON:liz:addressed']],
    ['hey rob can you check this', [['PERSON', 'rob']], ['PERSON:rob:model+addressed']],
    ['they rob banks', [['PERSON', 'rob']], []],
    ['hey bud whats up', [], []],
    // A greeting turns a one-word place reading of a given name into a person.
    ['Hi Paris, see you soon', [['LOCATION', 'Paris']], ['PERSON:Paris:model+addressed+person-not-place:context']],
    // Greetings to no one in particular.
    ['Hi All, thanks for coming', [], []],
    ['Thanks Mom for everything', [], []],
    // A vocative opening a sentence: the name, then "you" or a comma.
    ['Kelsey you should dye your hair', [], ['PERSON:Kelsey:addressed']],
    ['Great stream. Tanner, you rock', [], ['PERSON:Tanner:addressed']],
    // … and closing one: a comma, the name, the sentence's end.
    ['Nice shooting , Kelsey ! ! !', [], ['PERSON:Kelsey:addressed']],
    // The commonest words, places and abbreviations are no vocatives.
    ['Can you polish this cover letter?', [], []],
    ['Hope you got the house', [], []],
    ['9569 North Sunset Ter.\nBrooklyn, NY 11201', [], []],
    ['Where are my keys , Hope ?', [], []],
  ] as Array<[string, FoundSpan[], string[]]>)('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe("the writer's own name after an introduction", () => {
  it.each<[string, FoundSpan[], string[]]>([
    // In lower-case chat, a listed name after "im", "i am", "call me", "name's".
    ['hi im tanner btw', [], ['PERSON:tanner:addressed']],
    ["i'm kelsey from billing", [], ['PERSON:kelsey:addressed']],
    ['call me liz', [], ['PERSON:liz:addressed']],
    ["name's rob", [], ['PERSON:rob:addressed']],
    // A contraction is no name even where a list has it, and what is no listed name is no name.
    ['im tired', [], []],
    ['i am much better', [], []],
    // Across a line break nothing is introduced.
    ['im\ntanner', [], []],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
