/**
 * Initials before a name are part of it: "J. R. Smith", "J.M. Lesch", "p.n. tomczak", and in forms,
 * tables and signatures a bare capital ("C Feld", "N Xavier,IT"). Up to three initials, each one
 * space from the next, join a PERSON span. After another capitalised word the letter ends something
 * else ("Plan B. Smith"), after a number it is a sex ("37yo F"), after an apostrophe a possessive
 * ("PANAMA 'S"), and "A" and "I" are words unless they open a field ("| A Madsen |").
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const ABBREVIATIONS = wordSet(WORDS.initials.abbreviations);
const MAX_INITIALS = 3;
const DOTTED = /^(?:\p{L}\.){1,3}$/u;
const BARE = /^\p{Lu}$/u;
const WORD_LETTERS = /^[AI]$/;
const FIELD_OPENERS = new Set([',', ';', '|', '[', '(', '"', "'", '\t', ':', '=']);
const SPACE = 0x20;

export function joinInitials(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.type !== 'PERSON') continue;
    const first = initialsBefore(text, f, s.first);
    if (first === s.first) continue;
    out ??= [...spans];
    out[k] = { ...s, first, start: f.tokens.starts[first]!, reason: `${s.reason}+initials` };
  }
  return out ?? spans;
}

function initialsBefore(text: string, f: TokenFacts, first: number): number {
  let p = first;
  while (first - p < MAX_INITIALS && oneSpaceBefore(text, f, p) && isInitial(text, f, p - 1)) p--;
  if (p === first || !freeStanding(text, f, p)) return first;
  const letter = text.slice(f.tokens.starts[p]!, f.tokens.ends[p]!);
  return WORD_LETTERS.test(letter) && !opensField(text, f, p) ? first : p;
}

/**
 * What stands before the initials lets them open a name: the line's start, a separator, a title or
 * a lower-case word; not a capitalised word ("Plan B."), a number ("37yo F" is the sex) or an
 * apostrophe ("PANAMA 'S").
 */
function freeStanding(text: string, f: TokenFacts, p: number): boolean {
  const before = p - 1;
  if (before < 0 || f.tokens.lineStart[p]) return true;
  if (TITLES.has(f.lower[before]!)) return true;
  const c = f.casing[before];
  if (c === CASING.initCap || c === CASING.allCaps || c === CASING.digits || /\d/.test(text.slice(f.tokens.starts[before]!, f.tokens.ends[before]!))) return false;
  const ch = text[f.tokens.ends[before]! - 1]!;
  return ch !== "'" && ch !== '\u2019';
}

function isInitial(text: string, f: TokenFacts, i: number): boolean {
  const word = text.slice(f.tokens.starts[i]!, f.tokens.ends[i]!);
  if (BARE.test(word)) return true;
  return DOTTED.test(word) && !ABBREVIATIONS.has(f.lower[i]!);
}

/** The token follows a field separator ("176396;N Xavier", "| A Madsen |"). */
function opensField(text: string, f: TokenFacts, i: number): boolean {
  // At a line's start "A" and "I" are most often the article and the pronoun ("A Seguin spokeswoman").
  if (i === 0 || f.tokens.lineStart[i]) return false;
  const start = f.tokens.starts[i]!;
  let c = start - 1;
  while (c > 0 && text.charCodeAt(c) === SPACE) c--;
  return FIELD_OPENERS.has(text[c]!);
}

function oneSpaceBefore(text: string, f: TokenFacts, i: number): boolean {
  if (i <= 0 || f.tokens.lineStart[i]) return false;
  return f.tokens.starts[i]! - f.tokens.ends[i - 1]! === 1 && text.charCodeAt(f.tokens.ends[i - 1]!) === SPACE;
}
