/**
 * In a line written all in lower case (chat) casing says nothing, so the name lists and the name's
 * place speak: a word the lists know as a given name, no English word, no place, no month or chat
 * spelling, is a name where a name stands ("ask tao if", "escalated by caoimhe", "jing's msg"), and
 * so is such a word with a following name word of the lists ("hidayah osman").
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { CALENDAR_WORDS, coverage, PLACE_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const BEFORE = wordSet(WORDS['lower-case-names'].before);
const AFTER = wordSet(WORDS['lower-case-names'].after);
// Chat spellings of English words ("ive", "cant") are no names, nor are interjections ("haha").
const CHAT_WORDS = wordSet([...WORDS['address-names'].contractions, ...WORDS['name-lookalikes'].interjections]);
const MIN_LENGTH = 3;
const MAX_WORDS = 3;
const LOWER_CASE_SCORE = 0.6;

export function lowerCaseNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  let covered: Uint8Array | null = null;
  let lineLower = false;
  for (let i = 0; i < f.tokens.count; i++) {
    if (i === 0 || f.tokens.lineStart[i]) {
      lineLower = allLower(f, i);
    }
    if (!lineLower || !nameOnly(f, i, GAZ.first)) continue;
    covered ??= coverage(f, spans);
    if (covered[i]) continue;
    let last = i;
    while (last + 1 < f.tokens.count && last + 1 - i < MAX_WORDS && !f.tokens.lineStart[last + 1] && !covered[last + 1] && nameOnly(f, last + 1, GAZ.first | GAZ.last)) last++;
    if (last === i && !nameSlot(f, i)) continue;
    out ??= [...spans];
    out.push({ type: 'PERSON', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: LOWER_CASE_SCORE, reason: 'lower-case-name' });
    i = last;
  }
  return out ?? spans;
}

/** Where a name stands: after "ask", "by", "hi"…, or before "said", "and", "'s"… on its line. */
function nameSlot(f: TokenFacts, i: number): boolean {
  const before = i > 0 && !f.tokens.lineStart[i] && BEFORE.has(f.lower[i - 1]!);
  const after = i + 1 < f.tokens.count && !f.tokens.lineStart[i + 1] && AFTER.has(f.lower[i + 1]!);
  return before || after;
}

// The cheap array checks first: this runs on every token of a lower-case line.
function nameOnly(f: TokenFacts, i: number, flags: number): boolean {
  const g = f.gazetteer.single[i]!;
  if (f.casing[i] !== CASING.lower || (g & flags) === 0 || (g & PLACE_FLAGS) !== 0 || f.gazetteer.commonBand[i] !== 0) return false;
  return f.tokens.ends[i]! - f.tokens.starts[i]! >= MIN_LENGTH && !CALENDAR_WORDS.has(f.lower[i]!) && !CHAT_WORDS.has(f.lower[i]!);
}

/** No capitalised word on the line that starts at token `from`. */
function allLower(f: TokenFacts, from: number): boolean {
  for (let i = from; i < f.tokens.count && (i === from || !f.tokens.lineStart[i]); i++) {
    const c = f.casing[i];
    if (c === CASING.initCap || c === CASING.allCaps || c === CASING.singleUpper) return false;
  }
  return true;
}
