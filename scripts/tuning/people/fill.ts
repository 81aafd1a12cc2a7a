/**
 * Fills a sentence template into a DocBuilder. Slots: {person} a full name in its culture's order
 * and one of its forms; {first}, {last} one part; {titled} a title and a name ("Dr Tanaka": the title
 * outside the span); {credentialed} a name and a credential ("Ana Ruiz, MD": the credential outside);
 * {personComma} "Family, Given" (one span); {city}, {placeCity} places (LOCATION); [[eponym]],
 * [[brand]] a listed disease or brand and [[word]] that word, as hard negatives; {num}, {age}… numbers.
 */
import { fillTemplate, slipOneWord, templatesFor } from '../sentence-sets.js';
import type { DocBuilder } from '../addresses/doc-builder.js';
import type { Random } from '../../data-gen/random.js';
import { type Culture, type Name, nameOf } from './names.js';
import W from './words.json' with { type: 'json' };

export interface Slots {
  r: Random;
  cultures: readonly Culture[];
  split: 'dev' | 'test';
  /** Chat: the literal words get a typo now and then. */
  informal: boolean;
}

const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export function fill(b: DocBuilder, s: Slots, template: string): void {
  fillTemplate(b, template, { literal: (text) => literal(s, text), slot: (name) => slot(b, s, name), negative: (word) => negative(b, s, word) });
}

function negative(b: DocBuilder, s: Slots, word: string): void {
  if (word === 'eponym') b.negative(s.r.pick(templatesFor(W.eponyms, s.split)), 'eponym');
  else if (word === 'brand') b.negative(s.r.pick(templatesFor(W.brands, s.split)), 'brand');
  else b.negative(word, 'name_word');
}

function slot(b: DocBuilder, s: Slots, name: string): void {
  const { r } = s;
  switch (name) {
    case 'person': return void b.span(someone(s).full, 'PERSON');
    case 'first': return void b.span(someone(s).given, 'PERSON');
    case 'last': return void b.span(someone(s).family, 'PERSON');
    case 'personComma': {
      const n = someone(s);
      return void b.span(`${n.family}, ${n.given}`, 'PERSON');
    }
    case 'titled': {
      const n = someone(s);
      return void b.add(`${r.pick(W.titles)} `).span(r.chance(0.6) ? n.family : n.full, 'PERSON');
    }
    case 'credentialed': return void b.span(someone(s).full, 'PERSON').add(r.pick(W.credentials));
    case 'city': return void b.span(r.pick(W.cities), 'LOCATION');
    case 'placeCity': return void b.span(r.pick(W.placeCities), 'LOCATION');
    case 'num': return void b.add(String(r.int(10000, 999999)));
    case 'ext': return void b.add(String(r.int(1000, 9999)));
    case 'ext3': return void b.add(String(r.int(1, 254)));
    case 'age': return void b.add(String(r.int(19, 90)));
    case 'year': return void b.add(String(r.int(1940, 2005)));
    case 'day': return void b.add(String(r.int(10, 28)));
    case 'monthNum': return void b.add(String(r.int(1, 12)).padStart(2, '0'));
    case 'month': return void b.add(r.pick(MONTHS));
    case 'weekday': return void b.add(r.pick(WEEKDAYS));
    case 'quarter': return void b.add(String(r.int(1, 4)));
    case 'time': return void b.add(`${r.int(10, 23)}:${r.int(0, 5)}${r.digits(1)}`);
    default: throw new Error(`unknown slot {${name}}`);
  }
}

function someone(s: Slots): Name {
  return nameOf(s.r, s.r.pick(s.cultures));
}

/** In chat, one longer word of a literal stretch now and then loses, doubles or swaps a letter. */
function literal(s: Slots, text: string): string {
  return s.informal && s.r.chance(0.25) ? slipOneWord(s.r, text) : text;
}
