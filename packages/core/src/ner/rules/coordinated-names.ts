/**
 * Names joined by "&" or "and" to another person: two lone given names ("Jay &
 * Trish are craving …"), and by "and" a given name beside a name the tagger
 * found ("Vin and Dwayne") or beside the writer ("the video Abbey and I
 * posted", "me and Tom").
 * Alone mid-sentence such a name has too little context for the tagger.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { hashString } from '../tokens/hash.js';
import { capitalisedOnLine, COMMONEST_BAND, isNameLookalike, isPunct, onOneLine, owners, PLACE_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const COORDINATED_SCORE = 0.7;
const AMPERSAND = 0x26;
// One word: compared by hash, the commonest test of this step.
const AND = hashString('and');
const WRITER_AFTER = wordSet(['i', 'me']);
const WRITER_BEFORE = wordSet(['me']);
// "McDonald & Co", "Dombey and Son": a firm, not two people.
const FIRM_WORDS = wordSet(WORDS['coordinated-names'].firmWords);

/** Adds a PERSON span for each lone given name joined to another person. */
export function coordinatedNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  const out = [...spans];
  // No closures over owner and out here: they would keep both in a context object the whole loop reads through.
  for (let j = 1; j + 1 < f.tokens.count; j++) {
    const a = j - 1;
    const b = j + 1;
    if (!joins(text, f, j) || FIRM_WORDS.has(f.lower[a]!) || FIRM_WORDS.has(f.lower[b]!) || namesAWork(f, b + 1) || afterNumber(f, a)) continue;
    // Built on the first join only: most texts have none between two words worth a look.
    owner ??= owners(f, spans);
    // A word with a capitalised word or an "&" on its other side belongs to something longer ("Procter & Gamble").
    const nameA = partOfLonger(text, f, a, a - 1) ? NOT_A_NAME : loneName(f, owner, a);
    const nameB = partOfLonger(text, f, b, b + 1) ? NOT_A_NAME : loneName(f, owner, b);
    // Two lone names need one typed given name between them; beside a person, the lone one must be typed.
    // "&" beside a name the tagger found, or beside a family name, is mostly a firm ("Johnson & Johnson", "Steptoe & Johnson").
    const beside = f.lower[j] === AND;
    const firm = !beside && ((f.gazetteer.single[a]! | f.gazetteer.single[b]!) & GAZ.last) !== 0;
    const both = !firm && nameA !== NOT_A_NAME && nameB !== NOT_A_NAME && (nameA === GIVEN_NAME || nameB === GIVEN_NAME);
    const addA = both || (beside && nameA === GIVEN_NAME && (isPerson(out, owner, b) || WRITER_AFTER.has(f.lower[b]!)));
    const addB = both || (beside && nameB === GIVEN_NAME && (isPerson(out, owner, a) || WRITER_BEFORE.has(f.lower[a]!)));
    if (addA) addPerson(f, out, owner, a);
    if (addB) addPerson(f, out, owner, b);
  }
  return out;
}

function isPerson(out: readonly TokenSpan[], owner: Int32Array, i: number): boolean {
  return owner[i]! >= 0 && out[owner[i]!]!.type === 'PERSON';
}

function addPerson(f: TokenFacts, out: TokenSpan[], owner: Int32Array, i: number): void {
  owner[i] = out.length;
  out.push(personSpan(f, i));
}

// "Miley and Mandy show", "Tom and Jerry cartoon": the pair names a work.
const WORK_NOUNS = wordSet(WORDS['coordinated-names'].workNouns);

function namesAWork(f: TokenFacts, i: number): boolean {
  return i < f.tokens.count && !f.tokens.lineStart[i] && WORK_NOUNS.has(f.lower[i]!);
}

/** "22 Jan and Gala evening": after a number the word is a date or a quantity. */
function afterNumber(f: TokenFacts, a: number): boolean {
  return a > 0 && !f.tokens.lineStart[a] && f.casing[a - 1] === CASING.digits;
}

/** Token j is "&" or "and" with a word on either side on the same line. */
function joins(text: string, f: TokenFacts, j: number): boolean {
  const c = f.casing[j];
  if (c === CASING.lower) return f.lower[j] === AND && !f.tokens.lineStart[j] && !f.tokens.lineStart[j + 1];
  return c === CASING.punct && isPunct(text, f, j, AMPERSAND) && !f.tokens.lineStart[j] && !f.tokens.lineStart[j + 1];
}

const NOT_A_NAME = 0;
const UNTYPED_NAME = 1;
const GIVEN_NAME = 2;

/**
 * Whether a capitalised word no span covers is a given name (typed so on the
 * lists, and none of the commonest words: "Will", "Mark"), a name of the untyped
 * list that is no English word ("Trish"; that list holds family names and
 * adjectives too: "Danish"), or neither. Places and words the text also writes
 * in lower case are neither.
 */
function loneName(f: TokenFacts, owner: Int32Array, i: number): number {
  if (owner[i]! >= 0 || f.casing[i] !== CASING.initCap || f.capsLine[i] || f.docUse[i]! & 2) return NOT_A_NAME;
  const g = f.gazetteer.single[i]!;
  if ((g & PLACE_FLAGS) !== 0 || isNameLookalike(f.lower[i]!)) return NOT_A_NAME;
  const band = f.gazetteer.commonBand[i]!;
  if ((g & GAZ.first) !== 0 && band !== COMMONEST_BAND) return GIVEN_NAME;
  return (g & GAZ.name) !== 0 && band === 0 ? UNTYPED_NAME : NOT_A_NAME;
}

/** Token i's other neighbour j is a capitalised word or an "&" on its line. */
function partOfLonger(text: string, f: TokenFacts, i: number, j: number): boolean {
  return capitalisedOnLine(f, i, j) || (onOneLine(f, i, j) && isPunct(text, f, j, AMPERSAND));
}

function personSpan(f: TokenFacts, i: number): TokenSpan {
  return { type: 'PERSON', first: i, last: i, start: f.tokens.starts[i]!, end: f.tokens.ends[i]!, score: COORDINATED_SCORE, reason: 'coordinated' };
}
