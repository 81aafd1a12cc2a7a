import { CASING, type TokenFacts } from './features.js';
import { LABEL_CLASS } from './field-labels.js';
import { GAZ } from './gazetteer.js';
import { afterPlacePreposition, NAME_FLAGS, PLACE_FLAGS, TITLES, wordSet, type TokenSpan } from './rule-words.js';

/**
 * Person or place, for spans made of a word that is both a name and a place
 * ("Jordan", "Georgia", "Paris"). A field label, a title before the span or
 * a place noun after it ("Adelaide office") settles it; otherwise the model's
 * reading stands. The reason gets the reading and its cue: `person-not-place:<title|label|full-name|context>` or
 * `place-not-person:<label|preposition|place-noun|region|context>`.
 */
export function explainNameOrPlace(f: TokenFacts, span: TokenSpan): TokenSpan {
  let ambiguous = false;
  for (let i = span.first; i <= span.last; i++) {
    const g = f.gazetteer.single[i]!;
    if (g & NAME_FLAGS && g & PLACE_FLAGS) ambiguous = true;
  }
  if (!ambiguous) return span;
  const label = f.fields.labelClass[span.first];
  const titled = span.first > 0 && TITLES.has(f.lower[span.first - 1]!);
  const type = titled || label === LABEL_CLASS.person ? 'PERSON' : label === LABEL_CLASS.location || beforePlaceNoun(f, span.last) ? 'LOCATION' : span.type;
  const cue = type === 'PERSON' ? personCue(f, span) : placeCue(f, span);
  return { ...span, type, reason: `${span.reason}+${type === 'PERSON' ? 'person-not-place' : 'place-not-person'}:${cue}` };
}

// Nouns that make the word before them a place: "(Adelaide office)", "Georgia campus".
const PLACE_NOUNS = wordSet(['office', 'branch', 'campus', 'airport', 'area', 'county', 'headquarters', 'hq', 'site', 'store', 'clinic', 'hospital']);

export function beforePlaceNoun(f: TokenFacts, i: number): boolean {
  return i + 1 < f.tokens.count && !f.tokens.lineStart[i + 1] && f.casing[i + 1] === CASING.lower && PLACE_NOUNS.has(f.lower[i + 1]!);
}

function personCue(f: TokenFacts, span: TokenSpan): string {
  if (span.first > 0 && TITLES.has(f.lower[span.first - 1]!)) return 'title';
  if (f.fields.labelClass[span.first] === LABEL_CLASS.person) return 'label';
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
