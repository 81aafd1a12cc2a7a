/**
 * A form's place label names its value: after "City:", "Country:", "Place of birth:",
 * "Destination:" a listed place that fills the value (up to the line's end, a comma or the end of its table cell) is a
 * LOCATION, in lower case too, and the label outweighs a person reading of one word
 * ("City: Vaughan"). "the" before a country stays out ("Country: the Philippines").
 * The label itself is no place, though a place may be called so ("Ville : Lyon": "Ville" is a
 * French town too).
 */
import { LABEL_CLASS } from '../tokens/field-labels.js';
import { hashString } from '../tokens/hash.js';
import type { TokenFacts } from '../tokens/token-facts.js';
import { isListedPlace, isPunct, owners, type TokenSpan } from './rule-words.js';

const LABELLED_PLACE_SCORE = 0.75;
const THE = hashString('the');
const COMMA = 0x2c;
// Words of the longest listed place phrase (gazetteer.ts matches up to five).
const MAX_PLACE_WORDS = 5;

export function labelledPlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  const added: TokenSpan[] = [];
  let relabelled: Set<number> | null = null;
  const { fieldStart, labelClass } = f.fields;
  for (let i = 0; i < fieldStart.length; i++) {
    if (!fieldStart[i] || labelClass[i] !== LABEL_CLASS.location) continue;
    const first = f.lower[i] === THE && i + 1 < f.tokens.count && !f.tokens.lineStart[i + 1] ? i + 1 : i;
    const last = valuePlaceEnd(f, first);
    if (last < 0) continue;
    // Field values do not overlap, so the spans' owners stay true as places are added.
    owner ??= owners(f, spans);
    const k = owner[first]!;
    if (!oneOwner(owner, first, last)) continue;
    if (k < 0) added.push({ type: 'LOCATION', first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, score: LABELLED_PLACE_SCORE, reason: 'labelled-place' });
    else if (spans[k]!.type === 'PERSON' && spans[k]!.first === first && spans[k]!.last === last) (relabelled ??= new Set()).add(k);
  }
  spans = withoutPlaceLabels(f, spans);
  if (!relabelled && added.length === 0) return spans;
  const out = relabelled ? spans.map((s, j) => (relabelled.has(j) ? { ...s, type: 'LOCATION' as const, reason: `${s.reason}+labelled-place` } : s)) : [...spans];
  return added.length ? [...out, ...added] : out;
}

const COLON = 0x3a;

/** Drops a LOCATION span that is the label of a place field: it ends right before the colon of a field with a place label. */
function withoutPlaceLabels(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const { fieldStart, labelClass } = f.fields;
  const isLabel = (s: TokenSpan) => {
    const value = s.last + 2;
    return s.type === 'LOCATION' && value < f.tokens.count && isPunct(f.text, f, s.last + 1, COLON) && !f.tokens.lineStart[value] && fieldStart[value] === 1 && labelClass[value] === LABEL_CLASS.location;
  };
  return spans.some(isLabel) ? spans.filter((s) => !isLabel(s)) : spans;
}

function oneOwner(owner: Int32Array, first: number, last: number): boolean {
  for (let t = first + 1; t <= last; t++) if (owner[t] !== owner[first]) return false;
  return true;
}

/** The last token of a listed place that fills the value from `first`, or -1. */
function valuePlaceEnd(f: TokenFacts, first: number): number {
  for (let last = Math.min(first + MAX_PLACE_WORDS - 1, f.tokens.count - 1); last >= first; last--) {
    if (isListedPlace(f, first, last) && valueEndsAfter(f, last)) return last;
  }
  return -1;
}

function valueEndsAfter(f: TokenFacts, last: number): boolean {
  const next = last + 1;
  // A table cell ends at its bar: the next token is in no field or in another one.
  return next >= f.tokens.count || f.tokens.lineStart[next] === 1 || isPunct(f.text, f, next, COMMA) || f.fields.fieldIndex[next] !== f.fields.fieldIndex[last];
}
