/**
 * A short all-caps word right before a number or an identifier is the code
 * or label of that identifier, not a name or a place: "NDC 25855-1374-45",
 * "ICD 10", "DEA AB1234563", "NPI 1234567893". Codes are short; a longer
 * all-caps word before a number is often a dateline ("BOMBAY 1996-08-30"),
 * a listed place is never a code ("BONN 1996-08-30", "U.S. 30-year"), and a
 * listed name keeps its reading before a short number ("LEE 12").
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { CharClass, charClass } from '../tokens/tokenizer.js';
import { NAME_FLAGS, PLACE_FLAGS, type TokenSpan } from './rule-words.js';

const MAX_CODE_LETTERS = 4;

/** Drops one-word PERSON and LOCATION spans that are a code before its identifier. */
export function dropCodes(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.filter((s) => s.first !== s.last || !isCode(text, f, s.first));
}

function isCode(text: string, f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.allCaps || f.tokens.ends[i]! - f.tokens.starts[i]! > MAX_CODE_LETTERS) return false;
  const next = i + 1;
  if (next >= f.tokens.count || f.tokens.lineStart[next] || f.gazetteer.single[i]! & PLACE_FLAGS) return false;
  const { letters, digits } = characters(text, f.tokens.starts[next]!, f.tokens.ends[next]!);
  // A listed name ("DEA" is a given name too) is a code only before what can be nothing but an identifier.
  if (f.gazetteer.single[i]! & NAME_FLAGS) return digits >= MIN_ID_DIGITS || (digits > 0 && letters > 0);
  return digits > 0;
}

// Fewer digits than this may be a score, an age or a verse ("LEE 12", "JOHN 3").
const MIN_ID_DIGITS = 5;

function characters(text: string, start: number, end: number): { letters: number; digits: number } {
  let letters = 0;
  let digits = 0;
  for (let k = start; k < end; k++) {
    const c = charClass(text.charCodeAt(k));
    if (c === CharClass.Digit) digits++;
    else if (c === CharClass.Upper || c === CharClass.Lower) letters++;
  }
  return { letters, digits };
}
