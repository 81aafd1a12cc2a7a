/**
 * Famous people named by family name alone ("if you support Trump", "messi
 * watching this game"). The tagger needs context for a lone word; for the
 * family name of someone known the world over, the word itself says enough.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { capitalisedOnLine, COMMONEST_BAND, isCapitalisedWord, isNameLookalike, isPunct, MOST_FAMOUS, onOneLine, owners, PLACE_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const FAMOUS_SCORE = 0.75;
const DOT = 0x2e;
// Words before a name that make it part of something longer: "Nation of Islam", "the Sant' Egidio".
const JOINING_WORDS = wordSet(WORDS['famous-names'].joiningWords);

/**
 * Adds a PERSON span for a famous family name no span covers: capitalised
 * and standing alone (no capitalised word beside it, so not "Trump Tower" or
 * "Dow Jones"), or in lower case on an informal line if the person is known
 * in the most languages. No place on the lists, none of the commonest English
 * words, and not after an abbreviation's full stop ("St. Louis").
 */
export function famousNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const owner = owners(f, spans);
  const out = [...spans];
  for (let i = 0; i < f.tokens.count; i++) {
    if (owner[i]! >= 0 || !isFamous(f, i) || !standsAlone(f, i) || inHandle(f, i)) continue;
    const k = i > 0 && !f.tokens.lineStart[i] ? owner[i - 1]! : -1;
    // Right after the given name the tagger found ("bruno mars" in lower case), the name goes on.
    if (k >= 0 && out[k]!.type === 'PERSON' && out[k]!.last === i - 1) out[k] = { ...out[k]!, last: i, end: f.tokens.ends[i]!, reason: `${out[k]!.reason}+famous` };
    else out.push({ type: 'PERSON', first: i, last: i, start: f.tokens.starts[i]!, end: f.tokens.ends[i]!, score: FAMOUS_SCORE, reason: 'famous' });
  }
  return out;
}

function isFamous(f: TokenFacts, i: number): boolean {
  const band = f.gazetteer.famous[i]!;
  if (band === 0 || f.gazetteer.commonBand[i] === COMMONEST_BAND || f.gazetteer.single[i]! & PLACE_FLAGS || isNameLookalike(f.lower[i]!)) return false;
  const c = f.casing[i]!;
  if (c === CASING.initCap) return !f.capsLine[i];
  return c === CASING.lower && f.informal[i] === 1 && band === MOST_FAMOUS && f.tokens.ends[i]! - f.tokens.starts[i]! >= MIN_LOWER_LENGTH;
}

// In lower case a word this short is far more often a chat spelling or another language's word ("fo sho", "que tal").
const MIN_LOWER_LENGTH = 4;
const AT = 0x40;
const HASH = 0x23;
const UNDERSCORE = 0x5f;

/** Part of a user handle or hashtag ("@Mickey__Rourke", "@Moi_Jaime", "#Eco"): a name of an account or a topic, not a mention of the person. */
function inHandle(f: TokenFacts, i: number): boolean {
  const before = f.text.charCodeAt(f.tokens.starts[i]! - 1);
  return before === AT || before === HASH || before === UNDERSCORE || f.text.charCodeAt(f.tokens.ends[i]!) === UNDERSCORE;
}

function standsAlone(f: TokenFacts, i: number): boolean {
  if (capitalisedOnLine(f, i, i + 1)) return false;
  if (!onOneLine(f, i, i - 1)) return true;
  if (f.position[i] === 0 && (isCapitalisedWord(f, i - 1) || (JOINING_WORDS.has(f.lower[i - 1]!) && capitalisedOnLine(f, i, i - 2)))) return false;
  return !afterAbbreviation(f, i);
}

// "St. Louis", "Mt. Kenya": a full stop after a capitalised word this short.
const MAX_ABBREVIATION = 3;

function afterAbbreviation(f: TokenFacts, i: number): boolean {
  if (i < 2 || f.tokens.lineStart[i - 1] || !isPunct(f.text, f, i - 1, DOT)) return false;
  return isCapitalisedWord(f, i - 2) && f.tokens.ends[i - 2]! - f.tokens.starts[i - 2]! <= MAX_ABBREVIATION;
}
