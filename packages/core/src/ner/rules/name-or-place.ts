import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { LABEL_CLASS } from '../tokens/field-labels.js';
import { GAZ } from '../tokens/gazetteer.js';
import { afterPlacePreposition, COMMONEST_BAND, isPlaceOnly, isPunct, NAME_FLAGS, onOneLine, PLACE_FLAGS, TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };
import { COORDINATED_TYPE } from './coordinated-types.js';

/**
 * Person or place, for spans made of a word that is both a name and a place
 * ("Jordan", "Georgia", "Paris"). A field label, a title before the span, a
 * verb of speaking or contact after it ("Jordan will call") or a place noun
 * after it ("Adelaide office") or "he", "her" … soon after it ("Nick for his") settles it; otherwise the model's reading
 * stands. The pronoun also turns the model's place reading of a word listed only
 * as a name into a person ("the faces Shasta makes every time he …"), and a
 * possessive before a noun only people have turns any one-word place reading
 * but a country's or region's ("Mal's blonde hair"), and a place noun after
 * words listed only as places turns a person reading ("München office"). The reason gets the reading and its cue:
 * `person-not-place:<title|label|verb|pronoun|possessive|full-name|context>` or
 * `place-not-person:<label|preposition|place-noun|region|context>`.
 */
const PLACE_CUE = 'place-cue:';

export function explainNameOrPlace(f: TokenFacts, span: TokenSpan): TokenSpan {
  // The other side of "and" settled it (coordinated-types.ts): stronger than a pronoun a few words on.
  if (span.reason.includes(COORDINATED_TYPE)) return span;
  // So did a place cue (place-cues.ts: "fly to Paris", "İzmir (Türkiye)", city="Graz").
  if (span.reason.includes(PLACE_CUE)) return span;
  if (isListedNameOnly(f, span) && pronounFollows(f, span)) return { ...span, type: 'PERSON', reason: `${span.reason}+person-not-place:pronoun` };
  if (span.type === 'LOCATION' && possessesPersonNoun(f, span)) return { ...span, type: 'PERSON', reason: `${span.reason}+person-not-place:possessive` };
  if (span.type === 'PERSON' && placeOnlyWords(f, span) && beforePlaceNoun(f, span.last)) return { ...span, type: 'LOCATION', reason: `${span.reason}+place-not-person:place-noun` };
  let ambiguous = false;
  for (let i = span.first; i <= span.last; i++) {
    const g = f.gazetteer.single[i]!;
    if (g & NAME_FLAGS && g & PLACE_FLAGS) ambiguous = true;
  }
  if (!ambiguous) return span;
  const label = labelOf(f, span);
  const titled = span.first > 0 && TITLES.has(f.lower[span.first - 1]!);
  const person = titled || label === LABEL_CLASS.person || (label !== LABEL_CLASS.location && (beforePersonVerb(f, span.last) || pronounFollows(f, span)));
  const type = person ? 'PERSON' : label === LABEL_CLASS.location || beforePlaceNoun(f, span.last) ? 'LOCATION' : span.type;
  const cue = type === 'PERSON' ? personCue(f, span) : placeCue(f, span);
  return { ...span, type, reason: `${span.reason}+${type === 'PERSON' ? 'person-not-place' : 'place-not-person'}:${cue}` };
}

/**
 * The class of the label the span's field has. A label names the field's first value: a span after a
 * comma in the value is another item ("Contact: John Smith, Boston"), and the label says nothing of it.
 */
function labelOf(f: TokenFacts, span: TokenSpan): number {
  const i = span.first;
  const afterComma = i > 0 && !f.fields.fieldStart[i] && isPunct(f.text, f, i - 1, COMMA);
  return afterComma ? LABEL_CLASS.none : f.fields.labelClass[i]!;
}

const COMMA = 0x2c;

/** Every word of the span is listed as a place and none as a name ("München" of "München office"). */
function placeOnlyWords(f: TokenFacts, span: TokenSpan): boolean {
  for (let i = span.first; i <= span.last; i++) if (!isPlaceOnly(f, i)) return false;
  return true;
}

/** A one-word LOCATION span of a word the lists know as a name and not as a place ("dana ! He wants …"). */
function isListedNameOnly(f: TokenFacts, span: TokenSpan): boolean {
  const g = f.gazetteer.single[span.first]!;
  // The commonest words are directions and such ("heading South wrote his wife").
  if (f.gazetteer.commonBand[span.first] === COMMONEST_BAND) return false;
  return span.type === 'LOCATION' && span.first === span.last && (g & NAME_FLAGS) !== 0 && (g & PLACE_FLAGS) === 0;
}

const POSSESSIVE = wordSet(["'s", '’s']);
const APOSTROPHE = wordSet(["'", '’']);
const S = wordSet(['s']);
// What a person has and a place has not: "Mal's blonde hair", "Jordan's wife".
const OWNED_BY_PEOPLE = wordSet(WORDS['name-or-place'].ownedByPeople);

/**
 * A one-word span, no country or region, followed by a possessive and a noun
 * only people have, maybe after one lower-case word ("Mal ' s blonde hair").
 */
function possessesPersonNoun(f: TokenFacts, span: TokenSpan): boolean {
  if (span.first !== span.last || f.gazetteer.single[span.last]! & (GAZ.country | GAZ.region)) return false;
  const sameLine = (i: number) => onOneLine(f, span.last, i);
  let i = span.last + 1;
  if (sameLine(i) && POSSESSIVE.has(f.lower[i]!)) i++;
  else if (sameLine(i + 1) && APOSTROPHE.has(f.lower[i]!) && S.has(f.lower[i + 1]!)) i += 2;
  else return false;
  if (sameLine(i + 1) && f.casing[i] === CASING.lower && !OWNED_BY_PEOPLE.has(f.lower[i]!)) i++;
  return sameLine(i) && f.casing[i] === CASING.lower && OWNED_BY_PEOPLE.has(f.lower[i]!);
}

// Nouns that make the word before them a place: "(Adelaide office)", "Georgia campus".
const PLACE_NOUNS = wordSet(WORDS['name-or-place'].placeNouns);

export function beforePlaceNoun(f: TokenFacts, i: number): boolean {
  return i + 1 < f.tokens.count && !f.tokens.lineStart[i + 1] && f.casing[i + 1] === CASING.lower && PLACE_NOUNS.has(f.lower[i + 1]!);
}

// What people do and places do not: "Georgia will call back". Not "said" or
// "agreed": news writes them of countries ("Jordan said on Monday").
const PERSON_VERBS = wordSet(WORDS['name-or-place'].personVerbs);
const AUXILIARIES = wordSet(WORDS['name-or-place'].auxiliaries);

function beforePersonVerb(f: TokenFacts, last: number): boolean {
  if (f.gazetteer.single[last]! & GAZ.country) return false;
  let i = last + 1;
  if (i < f.tokens.count && !f.tokens.lineStart[i] && AUXILIARIES.has(f.lower[i]!) && f.casing[i] === CASING.lower) i++;
  return i < f.tokens.count && !f.tokens.lineStart[i] && f.casing[i] === CASING.lower && PERSON_VERBS.has(f.lower[i]!);
}

const PERSONAL_PRONOUNS = wordSet(WORDS['name-or-place'].personalPronouns);
const SPEECH_VERBS = wordSet(WORDS['name-or-place'].speechVerbs);
const PLACE_ONLY_PREPOSITIONS = wordSet(WORDS['name-or-place'].placeOnlyPrepositions);
// How far on the same line a pronoun may follow: "Hats off to Nick for his love", "Poor Carson . . . he almost".
const PRONOUN_REACH = 6;

/**
 * "he", "his", "her" … soon after a one-word span, with no capitalised word
 * between that the pronoun could be about instead, and the span not after
 * "in", "from", "at", "near" or "of". Countries never take it ("Jordan's King
 * Hussein said he").
 */
function pronounFollows(f: TokenFacts, span: TokenSpan): boolean {
  const last = span.last;
  if (span.first !== last || f.gazetteer.single[last]! & GAZ.country) return false;
  if (last > 0 && !f.tokens.lineStart[last] && PLACE_ONLY_PREPOSITIONS.has(f.lower[last - 1]!)) return false;
  return pronounSoonAfter(f, last);
}

/** "he", "his", "She" … within a few words after token `last` on its line, no capitalised word between. */
export function pronounSoonAfter(f: TokenFacts, last: number): boolean {
  for (let i = last + 1; i < f.tokens.count && i <= last + PRONOUN_REACH && !f.tokens.lineStart[i]; i++) {
    // "…, he said": the one who reports, not the word before.
    if (PERSONAL_PRONOUNS.has(f.lower[i]!)) return i + 1 >= f.tokens.count || !SPEECH_VERBS.has(f.lower[i + 1]!);
    if (f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps) return false;
  }
  return false;
}

function personCue(f: TokenFacts, span: TokenSpan): string {
  if (span.first > 0 && TITLES.has(f.lower[span.first - 1]!)) return 'title';
  if (f.fields.labelClass[span.first] === LABEL_CLASS.person) return 'label';
  if (beforePersonVerb(f, span.last)) return 'verb';
  if (pronounFollows(f, span)) return 'pronoun';
  if (span.last > span.first) return 'full-name';
  return 'context';
}

function placeCue(f: TokenFacts, span: TokenSpan): string {
  if (f.fields.labelClass[span.first] === LABEL_CLASS.location) return 'label';
  if (afterPlacePreposition(f, span.first)) return 'preposition';
  if (beforePlaceNoun(f, span.last)) return 'place-noun';
  for (let i = span.first; i <= span.last; i++) if (f.gazetteer.single[i]! & GAZ.regionCode) return 'region';
  return 'context';
}
