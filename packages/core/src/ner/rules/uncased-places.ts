/**
 * Scripts without letter case (Han, Kana, Hangul, Ethiopic, Arabic, Hebrew, Devanagari,
 * Thai, Georgian…) give the tagger no capital to see, so "日本", "ኢትዮጵያ", "भारत" or
 * "საქართველო" read to it like lower-case words. A word of such a script that the lists
 * know only as a place (a country, region or city, not a person's name) is that place,
 * wherever it stands: in a Latin-script text it is the place's own name, and in its own
 * script a person is not written with a country's name. A listed place phrase is taken whole.
 * Running text without spaces ("我住在日本") makes one long token, which no list has: no span.
 */
import { charClass, CharClass } from '../tokens/tokenizer.js';
import type { TokenFacts } from '../tokens/token-facts.js';
import { isListedPlace, NAME_FLAGS, owners, PLACE_FLAGS, type TokenSpan } from './rule-words.js';

const UNCASED_PLACE_SCORE = 0.75;
// Words of the longest listed place phrase (gazetteer.ts matches up to five).
const MAX_PLACE_WORDS = 5;

// Georgian Mkhedruli has capitals (Mtavruli) in Unicode since 11.0, but text is written without them.
const GEORGIAN_FROM = 0x10d0;
const GEORGIAN_TO = 0x10ff;

// 1 for a letter with no upper- or lower-case form as text is written: one table load per token.
const UNCASED = Uint8Array.from({ length: 0x10000 }, (_, c) => {
  if (charClass(c) !== CharClass.Lower) return 0;
  if (c >= GEORGIAN_FROM && c <= GEORGIAN_TO) return 1;
  const ch = String.fromCharCode(c);
  return ch.toUpperCase() === ch && ch.toLowerCase() === ch ? 1 : 0;
});

/** Whether token i starts with a letter of a script without case. */
export function isUncasedWord(f: TokenFacts, i: number): boolean {
  return UNCASED[f.text.charCodeAt(f.tokens.starts[i]!)] === 1;
}

/** Adds a LOCATION for each listed place in a script without case; a PERSON span over exactly such a place becomes it. */
export function uncasedPlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out: TokenSpan[] | null = null;
  const g = f.gazetteer;
  for (let i = 0; i < f.tokens.count; i++) {
    // The list look-up comes first: most tokens are on no place list.
    const flags = g.single[i]! | (g.phraseBegin[i] ? g.phrase[i]! : 0);
    if (!(flags & PLACE_FLAGS) || !isUncasedWord(f, i)) continue;
    const last = placeEnd(f, i);
    if (last < 0) continue;
    owner ??= owners(f, spans);
    const k = owner[i]!;
    const span: TokenSpan = { type: 'LOCATION', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: UNCASED_PLACE_SCORE, reason: 'uncased-place' };
    if (k < 0 && unownedRun(owner, i, last)) (out ??= [...spans]).push(span);
    else if (k >= 0 && spans[k]!.type === 'PERSON' && spans[k]!.first === i && spans[k]!.last === last) {
      out ??= [...spans];
      out[k] = { ...spans[k]!, type: 'LOCATION', reason: `${spans[k]!.reason}+uncased-place` };
    }
    i = last;
  }
  return out ?? spans;
}

function unownedRun(owner: Int32Array, first: number, last: number): boolean {
  for (let t = first; t <= last; t++) if (owner[t]! >= 0) return false;
  return true;
}

/** The last token of the longest listed place from `first` (one word: a place and no name), or -1. */
function placeEnd(f: TokenFacts, first: number): number {
  for (let last = Math.min(first + MAX_PLACE_WORDS - 1, f.tokens.count - 1); last > first; last--) {
    if (!f.tokens.lineStart[last] && isListedPlace(f, first, last)) return last;
  }
  const g = f.gazetteer.single[first]!;
  return (g & PLACE_FLAGS) !== 0 && (g & NAME_FLAGS) === 0 && isListedPlace(f, first, first) ? first : -1;
}
