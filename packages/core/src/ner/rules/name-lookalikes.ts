import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { COMMONEST_BAND, MOST_FAMOUS, NAME_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };
import { ADDRESSED } from './address-names.js';
import { ROLE_NOUNS } from './name-context.js';

// Words of chat that the tagger can read as names when capitalised ("Bruh she was", "Jimmy xD").
const INTERJECTIONS = wordSet(WORDS['name-lookalikes'].interjections);
// "Aaawww", "Awwwww", "sooo": the same letter three times in a row is a drawn-out word, not a name.
const DRAWN_OUT_RUN = 3;

/**
 * PERSON spans that read as something else, written as chat writes:
 * interjections and drawn-out words ("Bruh", "Aaawww") are dropped, or trimmed
 * off a name's edge ("Jimmy xD"); a lone word among the commonest English
 * words that no list has as a name, capitalised only because it opens a
 * sentence ("So inspiring"), is dropped, and
 * so is a lower-case span with a common word no list has as a name
 * ("fidget spinner"), unless a greeting addresses it ("hey rob"); and so are
 * English words ending in a role noun ("Dear Hiring Manager").
 */
export function dropNameLookalikes(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const kept: TokenSpan[] = [];
  for (const s of spans) {
    const trimmed = s.type === 'PERSON' ? withoutChatEdges(text, f, s) : s;
    if (trimmed && !(trimmed.type === 'PERSON' && readsAsWords(f, trimmed))) kept.push(trimmed);
  }
  return kept;
}

function withoutChatEdges(text: string, f: TokenFacts, s: TokenSpan): TokenSpan | null {
  let { first, last } = s;
  while (first <= last && isChatWord(text, f, first)) first++;
  while (last >= first && isChatWord(text, f, last)) last--;
  if (first > last) return null;
  if (first === s.first && last === s.last) return s;
  return { ...s, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${s.reason}+chat` };
}

function isChatWord(text: string, f: TokenFacts, i: number): boolean {
  if (INTERJECTIONS.has(f.lower[i]!)) return true;
  // Listed names ("Hilll" is one of faker's) and Roman numerals ("Henry VIII") are no drawn-out words.
  if (f.gazetteer.single[i]! & NAME_FLAGS || !drawnOut(text, f.tokens.starts[i]!, f.tokens.ends[i]!)) return false;
  return !ROMAN_NUMERAL.test(text.slice(f.tokens.starts[i], f.tokens.ends[i]));
}

const ROMAN_NUMERAL = /^[IVXLCDM]+$/;

function drawnOut(text: string, start: number, end: number): boolean {
  let run = 1;
  for (let k = start + 1; k < end; k++) {
    run = (text.charCodeAt(k) | 0x20) === (text.charCodeAt(k - 1) | 0x20) ? run + 1 : 1;
    if (run >= DRAWN_OUT_RUN) return true;
  }
  return false;
}

/**
 * A lone lower-case English word that no list has as a given name ("brown",
 * "penny" are family names too, but in lower case mostly colours and coins),
 * unless a famous person is known by it ("trump").
 */
function lowerCaseWord(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.lower && f.gazetteer.commonBand[i] !== 0 && (f.gazetteer.single[i]! & GAZ.first) === 0 && f.gazetteer.famous[i] !== MOST_FAMOUS;
}

/**
 * "Dear Hiring Manager", "Dear Valued Customer": English words ending in a noun
 * for a role, none of them a given name, name the role, not a person.
 */
function namesARole(f: TokenFacts, s: TokenSpan): boolean {
  if (!ROLE_NOUNS.has(f.lower[s.last]!)) return false;
  for (let i = s.first; i <= s.last; i++) if (f.gazetteer.commonBand[i] === 0 || f.gazetteer.single[i]! & GAZ.first) return false;
  return true;
}

function listed(f: TokenFacts, i: number): boolean {
  return (f.gazetteer.single[i]! & NAME_FLAGS) !== 0;
}

function readsAsWords(f: TokenFacts, s: TokenSpan): boolean {
  if (s.first === s.last) {
    const i = s.first;
    // Capitalised only because it opens a sentence; mid-sentence ("We believe in God") it may be a name.
    if (f.gazetteer.commonBand[i] === COMMONEST_BAND && !listed(f, i) && f.casing[i] !== CASING.lower && f.position[i] !== 0) return true;
  }
  // After "hey" or "thanks" the greeting says more than the word's everyday use ("hey rob").
  if (s.first === s.last && lowerCaseWord(f, s.first) && !s.reason.startsWith('addressed') && !s.reason.includes(ADDRESSED)) return true;
  if (namesARole(f, s)) return true;
  let lowerCase = true;
  let commonUnlisted = false;
  for (let i = s.first; i <= s.last; i++) {
    if (f.casing[i] !== CASING.lower) lowerCase = false;
    if (f.gazetteer.commonBand[i] !== 0 && !listed(f, i)) commonUnlisted = true;
  }
  return lowerCase && commonUnlisted;
}
