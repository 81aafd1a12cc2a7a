import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { parseNerModel } from './model/model.js';
import { createNerRecognizer } from './recognizer.js';

// The shipped model with its lists: country names in every language and script (Unicode CLDR,
// scripts/gazetteer/build-country-names.ts) and first-level subdivisions (iso-3166).
const model = parseNerModel(readFileSync(new URL('../../model/ner-model.json', import.meta.url), 'utf8'));
const recognizer = createNerRecognizer(model);

function found(text: string): string[] {
  return recognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => `${d.type}:${text.slice(d.start, d.end)}`);
}

describe('country and region names in their own languages and scripts', () => {
  it.each([
    ['Country: Deutschland', ['LOCATION:Deutschland']],
    ['Country: Česko', ['LOCATION:Česko']],
    ['Country: Україна', ['LOCATION:Україна']],
    ['Country: 日本', ['LOCATION:日本']],
    ['Country: ኢትዮጵያ', ['LOCATION:ኢትዮጵያ']],
    ['Country: مصر', ['LOCATION:مصر']],
    ['We shipped it from 日本 yesterday.', ['LOCATION:日本']],
    ['中国', ['LOCATION:中国']],
    ['대한민국', ['LOCATION:대한민국']],
    ['भारत', ['LOCATION:भारत']],
    ['Deutschland\nÖsterreich\nSchweiz', ['LOCATION:Deutschland', 'LOCATION:Österreich', 'LOCATION:Schweiz']],
    ['Nous habitons en Belgique depuis 2019.', ['LOCATION:Belgique']],
    ['Vivo en España.', ['LOCATION:España']],
    ['Region: Bavaria', ['LOCATION:Bavaria']],
    ['Lives in Pune, Maharashtra.', ['LOCATION:Pune, Maharashtra']],
    ['Office: Kraków, Małopolskie', ['LOCATION:Kraków, Małopolskie']],
    ['from Lagos, Lagos State', ['LOCATION:Lagos, Lagos State']],
    ['The plant is in Guangdong.', ['LOCATION:Guangdong']],
    // Place labels of other languages, their label word not taken for a town.
    ['País: Egito', ['LOCATION:Egito']],
    ['Ville : Calgary', ['LOCATION:Calgary']],
    ['Kraj: Kanada\nMiasto: Wrocław', ['LOCATION:Kanada', 'LOCATION:Wrocław']],
    ['Moro em Riyadh, Arábia Saudita.', ['LOCATION:Riyadh, Arábia Saudita']],
    ['Moro em Tabriz, Irã.', ['LOCATION:Tabriz, Irã']],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  // Country names that are also words, people or English adjectives keep their other reading.
  it.each([
    ['I ate rice from the china dishes.', []],
    ['Chad Smith called.', ['PERSON:Chad Smith']],
    ['Michael Jordan scored.', ['PERSON:Michael Jordan']],
    ['Israeli officials met Swiss firms.', []],
    ['the Swede birdied six holes', []],
    ['Argentine striker scores', []],
    ['He writes Java code.', []],
    // Countries named like words or people: the context decides.
    ['Jordan said he would come.', ['PERSON:Jordan']],
    ['She moved to Jordan in 2019.', ['LOCATION:Jordan']],
    ['Name: Jordan', ['PERSON:Jordan']],
    ['Thanks, Georgia!', ['PERSON:Georgia']],
    ['I grew up in Georgia.', ['LOCATION:Georgia']],
    ['We ate turkey for dinner.', []],
    ['He travelled to Turkey.', ['LOCATION:Turkey']],
    ['Put the good china away.', []],
    ['Made in China.', ['LOCATION:China']],
    ['Country: Chad', ['LOCATION:Chad']],
    ['Conakry, Guinea', ['LOCATION:Conakry, Guinea']],
    ['Country: Niger', ['LOCATION:Niger']],
    ['İzmir (Türkiye) — residents welcomed the plan', ['LOCATION:İzmir', 'LOCATION:Türkiye']],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});
