/**
 * Medical eponyms are no people: a surname written alone before a disease noun ("Wilson's disease",
 * "Hodgkin lymphoma", "Guillain-Barré syndrome"), in the possessive before a clinical noun ("Murphy's
 * sign", "Colles' fracture"), or a listed eponym in the possessive ("FHx of Alzheimer's", "known
 * Crohn's") or before a clinical noun ("Babinski sign") names a condition, sign or procedure. A full name ("John Smith's disease") or a title
 * ("Dr Hashimoto's clinic") keeps the person, and so does a listed eponym that is part of a full
 * name elsewhere in the text ("Ryutaro Hashimoto … Hashimoto's government").
 */
import type { TokenFacts } from '../tokens/token-facts.js';
import { POSSESSIVE_MARKS, TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const LISTS = WORDS.eponyms;
const DISEASE_NOUNS = wordSet(LISTS.diseaseNouns);
const POSSESSIVE_NOUNS = wordSet(LISTS.possessiveNouns);
const EPONYMS = wordSet(LISTS.possessiveEponyms);
const HYPHEN = 0x2d;

export function dropEponyms(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.filter((s) => s.type !== 'PERSON' || !isEponym(text, f, s, spans));
}

function isEponym(text: string, f: TokenFacts, s: TokenSpan, spans: readonly TokenSpan[]): boolean {
  if (!oneWord(f, s) || afterTitle(f, s.first)) return false;
  let next = s.last + 1;
  const possessive = onLine(f, next) && POSSESSIVE_MARKS.has(f.lower[next]!);
  if (possessive) next++;
  if (onLine(f, next) && DISEASE_NOUNS.has(f.lower[next]!)) return true;
  const clinicalNoun = onLine(f, next) && POSSESSIVE_NOUNS.has(f.lower[next]!);
  if (possessive && clinicalNoun) return true;
  if (!possessive && !clinicalNoun) return false;
  return listedEponym(text, f, s) && !inFullName(f, f.lower[s.first]!, spans);
}

/** The word is part of a full name elsewhere in the text ("Ryutaro Hashimoto … Hashimoto's government"). */
function inFullName(f: TokenFacts, word: number, spans: readonly TokenSpan[]): boolean {
  for (const s of spans) {
    if (s.type !== 'PERSON' || s.first === s.last) continue;
    for (let i = s.first; i <= s.last; i++) if (f.lower[i] === word) return true;
  }
  return false;
}

/** One word, or words joined by hyphens ("Guillain-Barré"): no space inside. */
function oneWord(f: TokenFacts, s: TokenSpan): boolean {
  for (let i = s.first + 1; i <= s.last; i++) if (f.tokens.starts[i] !== f.tokens.ends[i - 1]) return false;
  return true;
}

function listedEponym(text: string, f: TokenFacts, s: TokenSpan): boolean {
  for (let i = s.first; i <= s.last; i++) {
    const hyphen = f.tokens.ends[i]! - f.tokens.starts[i]! === 1 && text.charCodeAt(f.tokens.starts[i]!) === HYPHEN;
    if (!hyphen && !EPONYMS.has(f.lower[i]!)) return false;
  }
  return true;
}

function onLine(f: TokenFacts, i: number): boolean {
  return i < f.tokens.count && !f.tokens.lineStart[i];
}

function afterTitle(f: TokenFacts, i: number): boolean {
  let p = i - 1;
  if (p >= 0 && f.tokens.ends[p]! - f.tokens.starts[p]! === 1 && f.text.charCodeAt(f.tokens.starts[p]!) === 0x2e) p--;
  return p >= 0 && !f.tokens.lineStart[i] && TITLES.has(f.lower[p]!);
}
