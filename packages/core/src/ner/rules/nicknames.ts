/**
 * A nickname written between a given name and a family name, in quotes or
 * brackets, is part of the name: 'Roberto " Hands of Stone " Duran',
 * "James Leander ( Leo ) Nichols". The breaks step cut the tagger's span at the
 * brackets, and the tagger often reads the two sides as two names; here they
 * become one span from the given name to the family name.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { isCapitalisedWord, nameEvidence, onOneLine, owners, PLACE_FLAGS, wordSet, type TokenSpan } from './rule-words.js';

const MAX_NICKNAME_WORDS = 4;
// The opening mark and the mark that closes it.
const CLOSING: ReadonlyMap<string, string> = new Map([['"', '"'], ['“', '”'], ['(', ')']]);
// Small words a nickname may hold between capitalised ones ("Hands of Stone").
const NICKNAME_JOINERS = wordSet(['of', 'the', 'de', 'el', 'la']);

/** Joins a PERSON span, a quoted or bracketed nickname and the family name after it into one span. */
export function nicknameNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out = spans;
  for (const a of spans) {
    if (a.type !== 'PERSON') continue;
    const close = nicknameEnd(text, f, a.last + 1);
    const family = close + 1;
    if (close < 0 || family >= f.tokens.count || !onOneLine(f, a.last, family) || !isCapitalisedWord(f, family)) continue;
    owner ??= owners(f, spans);
    const b = owner[family]! >= 0 ? spans[owner[family]!]! : null;
    // After the nickname comes one family name; a full name there is a second person ("Vega ( Cagliari ) Raphael Wicky").
    if (b ? b.type !== 'PERSON' || b.first !== family || b.last !== family : !nameEvidence(f, family)) continue;
    if (namesAPlace(f, owner, spans, a.last + 2, close - 1)) continue;
    const last = family;
    const joined: TokenSpan = { ...a, last, end: f.tokens.ends[last]!, reason: `${a.reason}+nickname` };
    out = [...out.filter((s) => s !== a && !(s.first > a.last && s.last <= last)), joined];
  }
  return out;
}

/** "( Germany )", "( Inter Milan )": a place or a team between two names is no nickname. */
function namesAPlace(f: TokenFacts, owner: Int32Array, spans: readonly TokenSpan[], first: number, last: number): boolean {
  for (let i = first; i <= last; i++) {
    if (f.gazetteer.single[i]! & PLACE_FLAGS) return true;
    if (owner[i]! >= 0 && spans[owner[i]!]!.type === 'LOCATION') return true;
  }
  return false;
}

/** Index of the closing mark of a nickname opening at token `open`, or -1. */
function nicknameEnd(text: string, f: TokenFacts, open: number): number {
  if (open >= f.tokens.count || f.tokens.ends[open]! - f.tokens.starts[open]! !== 1) return -1;
  const closing = CLOSING.get(text[f.tokens.starts[open]!]!);
  if (!closing) return -1;
  let capitalised = 0;
  for (let i = open + 1; i < f.tokens.count && i <= open + MAX_NICKNAME_WORDS + 1; i++) {
    if (f.tokens.lineStart[i]) return -1;
    if (text.slice(f.tokens.starts[i], f.tokens.ends[i]) === closing) return capitalised > 0 ? i : -1;
    // A word in capitals is an acronym ("(NYC)"), no nickname.
    if (f.casing[i] === CASING.initCap) capitalised++;
    else if (!NICKNAME_JOINERS.has(f.lower[i]!) && !isInitials(text, f, i)) return -1;
  }
  return -1;
}

const INITIALS = /^(?:\p{Lu}\.)+$/u;

/** "A.J.P.": initials written with their stops (a word in lower case, digits or punctuation is none). */
function isInitials(text: string, f: TokenFacts, i: number): boolean {
  const c = f.casing[i];
  if (c !== CASING.allCaps && c !== CASING.initial && c !== CASING.singleUpper) return false;
  return INITIALS.test(text.slice(f.tokens.starts[i], f.tokens.ends[i]));
}
