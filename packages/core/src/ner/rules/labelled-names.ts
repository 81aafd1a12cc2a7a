/**
 * A form's person label names its value: after "Name:", "Patient:" or under
 * a "Contact" column, a short value of name-like words is a person's name,
 * written in any case and from any culture ("name: ayşe yılmaz", "Patient:
 * nguyễn văn an"). The tagger learns this from the label too, but misses
 * words no list holds; the form says it for them.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { LABEL_CLASS } from '../tokens/field-labels.js';
import { isPunct, NAME_FLAGS, owners, TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const LABELLED_SCORE = 0.8;
// A name runs to four words ("Maria de la Cruz" counts its particles as words too).
const MAX_NAME_WORDS = 5;
const PARTICLES = wordSet(WORDS['lower-case-cuts'].nameParticles);
// What a form writes where no name is given ("none", "n/a", "unknown", "self").
const NO_VALUE = wordSet(WORDS['labelled-names'].noValue);
const COMMA = 0x2c;
const DOT = 0x2e;
const OPEN_BRACKET = 0x28;

/** Adds or widens a PERSON span over each person-labelled field value that reads as a name. */
export function labelledNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  const replaced = new Set<number>();
  const added: TokenSpan[] = [];
  for (let i = 0; i < f.tokens.count; i++) {
    if (!f.fields.fieldStart[i] || f.fields.labelClass[i] !== LABEL_CLASS.person || !isShortLabel(f, i)) continue;
    const name = nameRun(f, i);
    if (!name) continue;
    owner ??= owners(f, spans);
    const span = nameSpan(f, spans, owner, name.first, name.last);
    if (!span) continue;
    for (let k = name.first; k <= name.last; k++) if (owner[k]! >= 0) replaced.add(owner[k]!);
    added.push(span);
  }
  return added.length ? [...spans.filter((_, k) => !replaced.has(k)), ...added] : spans;
}

// "Emergency contact name": a label is a few words; a longer one is a sentence read as a table header.
const MAX_LABEL_WORDS = 4;

function isShortLabel(f: TokenFacts, i: number): boolean {
  const label = f.fields.fields[f.fields.fieldIndex[i]!]?.label ?? '';
  let words = 0;
  for (let k = 0, inWord = false; k < label.length && words <= MAX_LABEL_WORDS; k++) {
    const space = label.charCodeAt(k) <= 0x20;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words <= MAX_LABEL_WORDS;
}

/** The name at the start of the field value from token i: titles skipped, up to a comma, bracket or the field's end. */
function nameRun(f: TokenFacts, i: number): { first: number; last: number } | null {
  let k = i;
  while (inField(f, i, k) && (TITLES.has(f.lower[k]!) || isPunct(f.text, f, k, DOT))) k++;
  const first = k;
  let words = 0;
  let evidence = false;
  for (; inField(f, i, k); k++) {
    if (isPunct(f.text, f, k, COMMA) || isPunct(f.text, f, k, OPEN_BRACKET)) break;
    if (isPunct(f.text, f, k, DOT) && k > first && isInitial(f, k - 1)) continue;
    if (!isNameWord(f, k) || NO_VALUE.has(f.lower[k]!) || ++words > MAX_NAME_WORDS) return null;
    if (!PARTICLES.has(f.lower[k]!)) evidence ||= hasNameEvidence(f, k);
  }
  return words > 0 && evidence && everyWordNameLike(f, first, k - 1) ? { first, last: lastWord(f, first, k - 1) } : null;
}

/** Token k is in the field whose value starts at token i, on its first line. */
function inField(f: TokenFacts, i: number, k: number): boolean {
  return k < f.tokens.count && f.fields.fieldIndex[k] === f.fields.fieldIndex[i] && (k === i || !f.tokens.lineStart[k]);
}

function isNameWord(f: TokenFacts, k: number): boolean {
  const c = f.casing[k]!;
  return c === CASING.lower || c === CASING.initCap || c === CASING.allCaps || c === CASING.singleUpper || c === CASING.initial;
}

function isInitial(f: TokenFacts, k: number): boolean {
  return f.tokens.ends[k]! - f.tokens.starts[k]! === 1 && isNameWord(f, k);
}

/** A listed name, or a word no English word list holds ("Yılmaz"). */
function hasNameEvidence(f: TokenFacts, k: number): boolean {
  return (f.gazetteer.single[k]! & NAME_FLAGS) !== 0 || f.gazetteer.commonBand[k] === 0;
}

/** No everyday English word that no list has as a name ("patient stable", "see notes"). */
function everyWordNameLike(f: TokenFacts, first: number, last: number): boolean {
  for (let k = first; k <= last; k++) {
    if (isPunct(f.text, f, k, DOT) || PARTICLES.has(f.lower[k]!)) continue;
    if (!hasNameEvidence(f, k)) return false;
  }
  return true;
}

function lastWord(f: TokenFacts, first: number, last: number): number {
  let k = last;
  while (k > first && isPunct(f.text, f, k, DOT)) k--;
  return k;
}

/**
 * The name [first, last] as a PERSON span, or null: a PERSON span inside it widens to it; a span of
 * another type over it, or one already the whole name, leaves it as it is.
 */
function nameSpan(f: TokenFacts, spans: readonly TokenSpan[], owner: Int32Array, first: number, last: number): TokenSpan | null {
  const overlapping: TokenSpan[] = [];
  for (let k = first; k <= last; k++) {
    const s = owner[k]! >= 0 ? spans[owner[k]!]! : null;
    if (s && !overlapping.includes(s)) overlapping.push(s);
  }
  if (overlapping.some((s) => s.type !== 'PERSON' || s.first < first || s.last > last)) return null;
  if (overlapping.length === 1 && overlapping[0]!.first === first && overlapping[0]!.last === last) return null;
  const score = Math.max(LABELLED_SCORE, ...overlapping.map((s) => s.score));
  const reason = overlapping.length ? `${overlapping[0]!.reason}+labelled` : 'labelled';
  return { type: 'PERSON', first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, score, reason };
}
