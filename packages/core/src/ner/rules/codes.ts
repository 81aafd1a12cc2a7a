/**
 * A short all-caps word right before a number or an identifier is the code
 * or label of that identifier, and a noun for a spot inside a place before a
 * short code a designation ("Bay 32B"), not a name or a place: "NDC 25855-1374-45",
 * "ICD 10", "DEA AB1234563", "NPI 1234567893". Codes are short; a longer
 * all-caps word before a number is often a dateline ("BOMBAY 1996-08-30"),
 * a listed place is never a code ("BONN 1996-08-30", "U.S. 30-year"), and a
 * listed name keeps its reading before a short number ("LEE 12").
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { CharClass, charClass } from '../tokens/tokenizer.js';
import { isPunct, NAME_FLAGS, PLACE_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const MAX_CODE_LETTERS = 4;

/**
 * Drops one-word PERSON and LOCATION spans that are a code before its identifier or a designation
 * ("Bay 32B"), and trims such a code off the end of a longer one ("Dr Lee DEA: AB1234563").
 */
export function dropCodes(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const out: TokenSpan[] = [];
  for (const s of spans) {
    if (s.first === s.last) {
      if (!isDesignation(text, f, s.first) && !isCode(text, f, s.first)) out.push(s);
    } else if (trimsOff(f, s) && isCode(text, f, s.last)) {
      out.push({ ...s, last: s.last - 1, end: f.tokens.ends[s.last - 1]!, reason: `${s.reason}+code` });
    } else {
      out.push(s);
    }
  }
  return out;
}

/** A code in capitals after a name that is not ("Lee DEA"); a place's last word stays ("HONG KONG 1996-08-30"). */
function trimsOff(f: TokenFacts, s: TokenSpan): boolean {
  return s.type === 'PERSON' && f.casing[s.last - 1] !== CASING.allCaps;
}

const COLON = 0x3a;
const HASH = 0x23;

function isCode(text: string, f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.allCaps || f.tokens.ends[i]! - f.tokens.starts[i]! > MAX_CODE_LETTERS) return false;
  let next = i + 1;
  // "DEA: AB…", "NPI# 12…": the code's own colon or number sign.
  if (next < f.tokens.count && !f.tokens.lineStart[next] && (isPunct(text, f, next, COLON) || isPunct(text, f, next, HASH))) next++;
  if (next >= f.tokens.count || f.tokens.lineStart[next] || f.gazetteer.single[i]! & PLACE_FLAGS) return false;
  const { letters, digits } = characters(text, f.tokens.starts[next]!, f.tokens.ends[next]!);
  // A listed name ("DEA" is a given name too) is a code only before what can be nothing but an identifier.
  if (f.gazetteer.single[i]! & NAME_FLAGS) return digits >= MIN_ID_DIGITS || (digits > 0 && letters > 0);
  return digits > 0;
}

/**
 * A noun for a spot inside a place before a short number or number-letter code names that spot, not
 * a place or a person: "Bay 32B", "Door 3B", "Gate 6C" (surnames and teams before a score are not
 * such nouns: "Cork 176", "Japan 5-0").
 */
function isDesignation(text: string, f: TokenFacts, i: number): boolean {
  if (f.casing[i] !== CASING.initCap || !DESIGNATION_NOUNS.has(f.lower[i]!)) return false;
  const next = i + 1;
  if (next >= f.tokens.count || f.tokens.lineStart[next]) return false;
  const start = f.tokens.starts[next]!;
  const end = f.tokens.ends[next]!;
  return end - start <= MAX_DESIGNATION_CHARS && characters(text, start, end).digits > 0 && charClass(text.charCodeAt(start)) === CharClass.Digit;
}

const MAX_DESIGNATION_CHARS = 4;
const DESIGNATION_NOUNS = wordSet(WORDS.codes.designationNouns);

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
