/**
 * Names hold no everyday lower-case words: "hooker" in "All Black hooker Sean
 * Fitzpatrick" or "born" in "James Alfred Van Allen born" sits outside the
 * name the tagger ran across it. A capitalised PERSON span is cut at each
 * lower-case English word that is no name particle ("de", "van", "bin"), and keeps its longest part (the later one of
 * equals: descriptions come before names).
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { COMMONEST_BAND, NAME_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const PARTICLES = wordSet(WORDS['lower-case-cuts'].nameParticles);

/** Each capitalised PERSON span cut to its longest part between lower-case English words. */
export function lowerCaseCuts(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.map((s) => (s.type === 'PERSON' && s.last > s.first ? longestPart(f, s) : s));
}

function longestPart(f: TokenFacts, s: TokenSpan): TokenSpan {
  let best = { first: s.first, last: s.first - 1 };
  let from = s.first;
  let cut = false;
  let capitalised = false;
  for (let i = s.first; i <= s.last + 1; i++) {
    if (i <= s.last && !isEverydayWord(f, i, i === s.last)) {
      if (f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps) capitalised = true;
      continue;
    }
    if (i <= s.last) cut = true;
    if (i - from >= best.last - best.first + 1 && i > from) best = { first: from, last: i - 1 };
    from = i + 1;
  }
  if (!cut || !capitalised || best.last < best.first) return s;
  return { ...s, first: best.first, last: best.last, start: f.tokens.starts[best.first]!, end: f.tokens.ends[best.last]!, reason: `${s.reason}+lower-case-cut` };
}

/**
 * Inside capitalised words a lower-case word is the word, even one listed as
 * a family name ("hooker"). Last, after a given name, a listed name that is
 * none of the commonest words is a family name typed in lower case, as chat
 * does ("Brad paisley"); "born" and "said" stay words.
 */
function isEverydayWord(f: TokenFacts, i: number, last: boolean): boolean {
  if (f.casing[i] !== CASING.lower || f.gazetteer.commonBand[i] === 0 || PARTICLES.has(f.lower[i]!)) return false;
  return !(last && f.gazetteer.single[i]! & NAME_FLAGS && f.gazetteer.commonBand[i] !== COMMONEST_BAND);
}
