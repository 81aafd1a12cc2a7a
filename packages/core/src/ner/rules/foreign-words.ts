/**
 * Capitalised words of other languages that are no names. A weekday or a month
 * of German, Spanish, French, Portuguese, Polish or Dutch standing alone is a
 * date ("bis Freitag", "el lunes"). German capitalises every noun, so in a
 * German sentence a capitalised word is a name only with evidence: a span of
 * German function words and one word that no list holds as a name is a noun
 * ("Bitte Unterlagen mitbringen", "nicht zu Hause"); a listed name ("Frank"),
 * a name after a title ("Frau Weber") or two unlisted words together
 * ("Oluwaseun Adeyemi") stay.
 */
import type { TokenFacts } from '../tokens/token-facts.js';
import { CASING } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { HONORIFIC_WORDS, TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const CALENDAR = wordSet(WORDS['foreign-words'].calendar);
const GERMAN = wordSet(WORDS['foreign-words'].germanFunctionWords);
// German articles that are English words too ("die", "den"): German only before a capitalised noun.
const GERMAN_ARTICLES = wordSet(['die', 'den', 'dem', 'des']);
const SALUTATIONS = wordSet(WORDS['foreign-words'].salutations);
const CLOSINGS = wordSet(WORDS['foreign-words'].closings);
// Two German function words in a sentence make it German; one may be a loan ("Gesundheit", "bitte").
const GERMAN_CUES = 2;
// How far a sentence is searched for its cues, each way from the span.
const SENTENCE_REACH = 25;
const STOP = new Set([0x2e, 0x21, 0x3f]);

export function dropForeignWords(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  let german: GermanCues | undefined;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    const kept = s.type === 'PERSON' ? withoutForeignWords(f, s, () => (german ??= germanCues(f))) : s;
    if (kept !== s) out ??= spans.slice(0, k);
    if (out && kept) out.push(kept);
  }
  return out ?? spans;
}

function withoutForeignWords(f: TokenFacts, input: TokenSpan, german: () => GermanCues): TokenSpan | null {
  const s = withoutLetterWords(f, input);
  if (!s || (s.first === s.last && CALENDAR.has(f.lower[s.first]!))) return null;
  // Only capitals are read as German nouns; a name in lower case ("von justin bieber") is left alone.
  if (f.casing[s.first] !== CASING.initCap) return s;
  // One pass over the text counts its German words; a text with fewer than two has no German sentence.
  const cues = german();
  if (cues.count < GERMAN_CUES || (!cues.german && !germanSentence(f, s))) return s;
  let { first, last } = s;
  while (first <= last && GERMAN.has(f.lower[first]!)) first++;
  while (last >= first && (GERMAN.has(f.lower[last]!) || f.casing[last] === CASING.lower)) last--;
  if (first > last) return null;
  if (first === last && isGermanNoun(f, first)) return null;
  if (first === s.first && last === s.last) return s;
  return { ...s, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${s.reason}+german` };
}

/**
 * A letter's opening and closing words are no part of a name: "Estimada Valentina Ríos", "Szanowna Pani
 * Agnieszka", "Saludos". A salutation that is also a given name ("Cara") goes only before a given name.
 */
function withoutLetterWords(f: TokenFacts, s: TokenSpan): TokenSpan | null {
  let { first, last } = s;
  while (first < last && isSalutation(f, first)) first++;
  // The title after a salutation ("Szanowna Pani Agnieszka"): trimming kept it inside the span.
  while (first > s.first && first < last && HONORIFIC_WORDS.has(f.lower[first]!)) first++;
  while (last >= first && CLOSINGS.has(f.lower[last]!)) last--;
  // A lone salutation is no name, unless it is a given name too ("— Cara").
  if (first > last || (first === last && SALUTATIONS.has(f.lower[first]!) && (f.gazetteer.single[first]! & GAZ.first) === 0)) return null;
  if (first === s.first && last === s.last) return s;
  return { ...s, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${s.reason}+letter` };
}

function isSalutation(f: TokenFacts, i: number): boolean {
  if (!SALUTATIONS.has(f.lower[i]!)) return false;
  return (f.gazetteer.single[i]! & GAZ.first) === 0 || (f.gazetteer.single[i + 1]! & GAZ.first) !== 0;
}

/**
 * A capitalised word no list holds as a given name, not after a title ("Frau Müller"): German writes a
 * lone family name with its title, and many nouns are family names too ("Hause", "Kosten").
 */
function isGermanNoun(f: TokenFacts, i: number): boolean {
  if ((f.gazetteer.single[i]! & GAZ.first) !== 0) return false;
  return !(i > 0 && TITLES.has(f.lower[i - 1]!));
}

/** At least two German function words in the span's sentence, outside the span. */
function germanSentence(f: TokenFacts, s: TokenSpan): boolean {
  let cues = 0;
  for (let i = s.first - 1, n = 0; i >= 0 && n < SENTENCE_REACH && !isStop(f, i); i--, n++) {
    if (isGermanCue(f, i) && ++cues >= GERMAN_CUES) return true;
    if (f.tokens.lineStart[i]) break;
  }
  for (let i = s.first; i <= s.last; i++) if (isGermanCue(f, i) && ++cues >= GERMAN_CUES) return true;
  for (let i = s.last + 1, n = 0; i < f.tokens.count && n < SENTENCE_REACH && !isStop(f, i) && !f.tokens.lineStart[i]; i++, n++) {
    if (isGermanCue(f, i) && ++cues >= GERMAN_CUES) return true;
  }
  return false;
}

function isGermanCue(f: TokenFacts, i: number): boolean {
  if (GERMAN.has(f.lower[i]!)) return true;
  const next = i + 1;
  return GERMAN_ARTICLES.has(f.lower[i]!) && next < f.tokens.count && !f.tokens.lineStart[next] && f.casing[next] === CASING.initCap;
}

// A text where one word in GERMAN_SHARE is a German function word is German throughout
// ("Bitte Unterlagen mitbringen." after "Guten Tag, die Besprechung …").
const GERMAN_SHARE = 8;
const MIN_GERMAN_WORDS = 3;

interface GermanCues {
  /** German function words in the text. */
  count: number;
  /** The text is German throughout. */
  german: boolean;
}

function germanCues(f: TokenFacts): GermanCues {
  let words = 0;
  let cues = 0;
  for (let i = 0; i < f.tokens.count; i++) {
    if (f.casing[i] === CASING.punct || f.casing[i] === CASING.digits) continue;
    words++;
    if (isGermanCue(f, i)) cues++;
  }
  return { count: cues, german: cues >= MIN_GERMAN_WORDS && cues * GERMAN_SHARE >= words };
}

function isStop(f: TokenFacts, i: number): boolean {
  const start = f.tokens.starts[i]!;
  return f.tokens.ends[i]! - start === 1 && STOP.has(f.text.charCodeAt(start));
}
