/**
 * English place names are built from endings no person's name has: "-borough",
 * "-burgh", "-shire", "-ville", "-mouth", "-chester", "-furt", "-stad"
 * ("Kevinborough", "Lake Ryanshire", "Port Danielmouth"). A capitalised word
 * with such an ending that no list has as a given or family name is a place:
 * a PERSON span of it, alone or after words like "Lake" or "North", becomes
 * LOCATION, and after "in", "from", "to"… it is a place even if the tagger
 * left it out.
 */
import { GAZ } from '../tokens/gazetteer.js';
import { lowerCode } from '../tokens/hash.js';
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { afterPlacePreposition, owners, wordSet, type TokenSpan } from './rule-words.js';

const PLACE_ENDINGS = ['borough', 'burgh', 'shire', 'ville', 'mouth', 'chester', 'furt', 'stad'];
const PLACE_ENDING = new RegExp(`(?:${PLACE_ENDINGS.join('|')})$`);
const ENDING_CODES = PLACE_ENDINGS.map((e) => Array.from(e, (c) => c.charCodeAt(0)));
const MIN_STEM = 3;
const PLACE_SHAPE_SCORE = 0.7;

/** Relabels PERSON spans ending in a place-shaped word, and adds one after a place preposition. */
export function placeShapedNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out = spans;
  for (let i = 0; i < f.tokens.count; i++) {
    if (f.casing[i] !== CASING.initCap || !placeShaped(text, f, i)) continue;
    owner ??= owners(f, spans);
    const k = owner[i]!;
    if (k >= 0 && spans[k]!.type === 'PERSON' && spans[k]!.last === i && onlyPrefixesBefore(f, spans[k]!.first, i)) {
      out = asPlace(out, spans[k]!);
    } else if (k < 0 && afterPlacePreposition(f, i)) {
      out = [...out, { type: 'LOCATION', first: i, last: i, start: f.tokens.starts[i]!, end: f.tokens.ends[i]!, score: PLACE_SHAPE_SCORE, reason: 'place-shape' }];
    }
  }
  return out;
}

/**
 * The spans with `person` read as a place. Not a closure in the token loop: one there makes
 * V8 allocate a context for the loop's variables on every token.
 */
function asPlace(spans: readonly TokenSpan[], person: TokenSpan): TokenSpan[] {
  return spans.map((s) => (s === person ? { ...s, type: 'LOCATION' as const, reason: `${s.reason}+place-shape` } : s));
}

// Words that open place names ("Lake Ryanshire", "North Tammyville"); a given name before the word makes a
// person of it instead ("Glenn Somerville", "Richard Kettleborough").
const PLACE_PREFIXES = wordSet(['lake', 'port', 'fort', 'mount', 'new', 'north', 'south', 'east', 'west', 'saint', 'st', 'san', 'santa', 'upper', 'lower', 'great', 'little', 'old']);

function onlyPrefixesBefore(f: TokenFacts, first: number, i: number): boolean {
  for (let k = first; k < i; k++) if (!PLACE_PREFIXES.has(f.lower[k]!) && f.casing[k] !== CASING.punct) return false;
  return true;
}

function placeShaped(text: string, f: TokenFacts, i: number): boolean {
  if (!mayEndLikePlace(text, f.tokens.starts[i]!, f.tokens.ends[i]!)) return false;
  const word = text.slice(f.tokens.starts[i], f.tokens.ends[i]).toLowerCase();
  const m = PLACE_ENDING.exec(word);
  return m !== null && m.index >= MIN_STEM && (f.gazetteer.single[i]! & (GAZ.first | GAZ.last)) === 0;
}

/**
 * Whether the word's last characters, lowercased one by one, spell an ending: true of every
 * word whose lowercased copy ends in one (the endings are ASCII letters, which only ASCII
 * letters lowercase to there), so words failing it need no copy and no match.
 */
function mayEndLikePlace(text: string, start: number, end: number): boolean {
  const last = lowerCode(text.charCodeAt(end - 1));
  for (const ending of ENDING_CODES) {
    if (ending[ending.length - 1] !== last || end - start < ending.length) continue;
    let k = 2;
    while (k <= ending.length && lowerCode(text.charCodeAt(end - k)) === ending[ending.length - k]) k++;
    if (k > ending.length) return true;
  }
  return false;
}
