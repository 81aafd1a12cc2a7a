/**
 * Chinese, Japanese and Korean names put the family name first ("Tanaka Yui", "Yoon Soo-ah",
 * "Liang Zhiwei"). A listed family name before a capitalised word that is no common English word
 * and no place is a person, and a PERSON span over only one of the two words takes in the other.
 * Family names that are common English words ("Long", "Park"), two words inside a longer run of
 * capitalised words ("Sato Global Holdings") and English compounds ("Hong Kong-based") are left alone.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { coverage, PLACE_FLAGS, TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const FAMILY_NAMES = wordSet(WORDS['family-first'].familyNames);
const COMPOUND_ENDINGS = new Set(WORDS['family-first'].compoundEndings);
const HYPHEN = '-';
// Bands 1 and 2 are the commonest English words ("He", "Long", "Park"); band 3 and unlisted words may be names.
const RAREST_COMMON_BAND = 3;
const FAMILY_FIRST_SCORE = 0.8;

export function familyFirstNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  let covered: Uint8Array | null = null;
  for (let i = 0; i + 1 < f.tokens.count; i++) {
    if (f.casing[i] !== CASING.initCap || !FAMILY_NAMES.has(f.lower[i]!) || !rare(f, i)) continue;
    if (!standsAlone(f, i) || !isGivenPart(f, i + 1)) continue;
    covered ??= coverage(f, spans);
    out ??= [...spans];
    out = joined(f, out, covered, i);
  }
  return out ?? spans;
}

/** The two words as one PERSON span: a new span, or a span over one of them widened. */
function joined(f: TokenFacts, spans: TokenSpan[], covered: Uint8Array, i: number): TokenSpan[] {
  const start = f.tokens.starts[i]!;
  const end = f.tokens.ends[i + 1]!;
  if (!covered[i] && !covered[i + 1]) {
    return [...spans, { type: 'PERSON', first: i, last: i + 1, start, end, score: FAMILY_FIRST_SCORE, reason: 'family-first' }];
  }
  const k = spans.findIndex((s) => s.type === 'PERSON' && (s.first === i + 1 || s.last === i) && s.first >= i && s.last <= i + 1);
  if (k < 0 || covered[i]! + covered[i + 1]! !== 1) return spans;
  const s = spans[k]!;
  const widened = { ...s, first: i, last: i + 1, start, end, reason: `${s.reason}+family-first` };
  return spans.map((x, m) => (m === k ? widened : x));
}

function rare(f: TokenFacts, i: number): boolean {
  const band = f.gazetteer.commonBand[i]!;
  return band === 0 || band >= RAREST_COMMON_BAND;
}

/** No capitalised word (other than a title) right before, none right after the given name. */
function standsAlone(f: TokenFacts, i: number): boolean {
  const before = i > 0 && !f.tokens.lineStart[i] && capitalised(f, i - 1) && !TITLES.has(f.lower[i - 1]!);
  const after = i + 2 < f.tokens.count && !f.tokens.lineStart[i + 2] && capitalised(f, i + 2);
  return !before && !after;
}

function isGivenPart(f: TokenFacts, j: number): boolean {
  if (f.tokens.lineStart[j] || f.casing[j] !== CASING.initCap || f.tokens.starts[j] !== f.tokens.ends[j - 1]! + 1) return false;
  if (f.gazetteer.single[j]! & PLACE_FLAGS || TITLES.has(f.lower[j]!)) return false;
  if (compound(f, j)) return false;
  const nameListed = (f.gazetteer.single[j]! & GAZ.first) !== 0;
  return f.gazetteer.commonBand[j] === 0 || (nameListed && rare(f, j));
}

/** "Kong-based": a place and an English compound ending, not a hyphenated given name ("Soo-ah"). */
function compound(f: TokenFacts, j: number): boolean {
  const word = f.text.slice(f.tokens.starts[j]!, f.tokens.ends[j]!);
  const hyphen = word.lastIndexOf(HYPHEN);
  return hyphen > 0 && COMPOUND_ENDINGS.has(word.slice(hyphen + 1).toLowerCase());
}

function capitalised(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps;
}
