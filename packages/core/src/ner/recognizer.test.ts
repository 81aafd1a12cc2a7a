import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { parseNerModel } from './model/model.js';
import { createNerRecognizer } from './recognizer.js';

// The shipped model: these cases are the behaviour the service relies on.
const model = parseNerModel(readFileSync(new URL('../../model/ner-model.json', import.meta.url), 'utf8'));
const recognizer = createNerRecognizer(model);

function found(text: string): string[] {
  return recognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => `${d.type}:${text.slice(d.start, d.end)}`);
}

describe('createNerRecognizer with the shipped model', () => {
  it.each([
    ['Patient: SHANAHAN, ALTA\nDOB: 06/04/2003', ['PERSON:SHANAHAN, ALTA']],
    ['Seen by Dr. A. B. Smith today.', ['PERSON:A. B. Smith']],
    ['Mr Smith called back.', ['PERSON:Smith']],
    ["We took Smith's car to the airport.", ['PERSON:Smith']],
    ['Name: Jordan Lee', ['PERSON:Jordan Lee']],
    ['Attending: Dr. Guglielmo Lucchesi, MD', ['PERSON:Guglielmo Lucchesi']],
    ['From: Minh Nguyen, NP    Phone: 702-570-4234', ['PERSON:Minh Nguyen']],
    ['Dear Oluwaseun,\nThanks for the update.\nBest,\nHailey', ['PERSON:Oluwaseun', 'PERSON:Hailey']],
    ['Patient lives in Sacramento, CA and prefers morning appointments.', ['LOCATION:Sacramento, CA']],
    ['| Name | City |\n|---|---|\n| Maria Lopez | Denver |\n| KIM, JAE | Boston |', ['PERSON:Maria Lopez', 'LOCATION:Denver', 'PERSON:KIM, JAE', 'LOCATION:Boston']],
    ['Work location: Indianapolis, Indiana', ['LOCATION:Indianapolis, Indiana']],
    ['Last May Karelle and I flew from Tampa to Vancouver.', ['PERSON:Karelle', 'LOCATION:Tampa', 'LOCATION:Vancouver']],
    ['Hailey Hilpert wrote.\nThanks, Hailey', ['PERSON:Hailey Hilpert', 'PERSON:Hailey']],
    // All-caps names in forms, and names after a rank the tagger alone misses.
    ['EMERGENCY CONTACT: MARIA LOPEZ (MOTHER)', ['PERSON:MARIA LOPEZ']],
    ['Queen Elizabeth II visited Ottawa.', ['PERSON:Elizabeth II', 'LOCATION:Ottawa']],
    // Person or place.
    ['We saw Paris Hilton in Paris.', ['PERSON:Paris Hilton', 'LOCATION:Paris']],
    ['She grew up in Georgia.', ['LOCATION:Georgia']],
    ['Name: Jordan', ['PERSON:Jordan']],
    ['Team: Ann Lee, Bo Chan, Ruiz, Okafor', ['PERSON:Ann Lee', 'PERSON:Bo Chan', 'PERSON:Ruiz', 'PERSON:Okafor']],
    // A label names its field's first value, not the place after a comma.
    ['Contact: John Smith, Boston', ['PERSON:John Smith', 'LOCATION:Boston']],
    ['Owner: Kwame Mensah, Accra', ['PERSON:Kwame Mensah', 'LOCATION:Accra']],
    // Products named like people.
    ["We had Ben & Jerry's after a Jack Daniel's.", []],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    ['I bought Air Jordan sneakers in May.'],
    ['Deliveries in May go to the loading dock. Grant the courier access at gate 3.'],
    ['ok. Will text when I am close.'],
    ['Mobile: 415-555-0100'],
    ['Vitals: BP 107/97, HR 85, Temp 100.1 F'],
    ['The invoice is due May 2024.'],
  ])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('says why a name-or-place word was read one way', () => {
    const text = 'Paris will call you back. Flights to Jordan are cheap.';
    const reasons = recognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => `${text.slice(d.start, d.end)}:${d.reason}`);
    expect(reasons).toEqual(['Paris:model+person-not-place:verb', 'Jordan:model+place-not-person:preposition']);
  });

  it('is surer of a name that an e-mail address spells', () => {
    const plain = 'Maria Garcia wrote back yesterday.';
    const spelled = `${plain} Reply to maria.garcia@example.com`;
    const score = (text: string) => recognizer.analyze({ text, layout: analyzeLayout(text) })[0]!;
    expect(score(spelled).reason).toBe('model+email');
    expect(score(spelled).score).toBeGreaterThan(score(plain).score);
  });

  it('does not call a whole street address LOCATION', () => {
    const text = 'Send it to 12 Elizabeth Street, Perth WA 6000.';
    for (const hit of found(text)) expect(hit).not.toMatch(/Elizabeth|Street|6000/);
  });

  it('gives UTF-16 offsets and scores within 0..1', () => {
    const text = '😀 Ebru Örge lives in München.';
    const detections = recognizer.analyze({ text, layout: analyzeLayout(text) });
    expect(detections.map((d) => text.slice(d.start, d.end))).toEqual(['Ebru Örge', 'München']);
    for (const d of detections) expect(d.score).toBeGreaterThan(0.5);
    for (const d of detections) expect(d.score).toBeLessThanOrEqual(1);
  });
});
