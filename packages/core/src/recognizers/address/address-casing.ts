/**
 * Text written all in lower case has no capitals to tell a street or city name
 * from the words around it. It is read a second time as if names were
 * capitalised: each word takes a capital, except the words that are never part
 * of a name (English function and chat words, and the lower-case address words
 * of address-words.json: "ul.", "rue", "utca", "nr."); a postcode-like word
 * with letters and digits ("k1a", "sw1a") and a state code before a postcode
 * ("il 62704") are written in capitals. Every character keeps its length, so
 * offsets hold (a letter whose capital is longer is left as it is).
 */
import WORDS from './address-words.json' with { type: 'json' };
import { REGIONS } from './address-vocabulary.js';

const ANY_CAPITAL = /\p{Lu}/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*\.?/gu;
const HAS_DIGIT_AND_LETTER = /^(?=.*\d)(?=.*\p{L})/u;
// "3rd", "42nd": an ordinal keeps its lower-case ending ("3rd floor", "42nd street"); other words of digits and letters are codes ("k1a").
const ORDINAL_WORD = /^\d{1,4}(?:st|nd|rd|th)$/;
const REGION_CODES: ReadonlySet<string> = new Set(REGIONS.filter((r) => r.length <= 3 && r === r.toUpperCase()).map((r) => r.toLowerCase()));
// A state code reads as one when a postcode follows it ("il 62704", "on m5v 3a8", "nsw 2000"), not a house number ("tn 99").
const POSTCODE_NEXT = /^[ \t]+(?:\d{4}|[a-z]\d[a-z])/;
// "1017 gc": the letters after a Dutch postcode's digits.
const DUTCH_LETTERS_BEFORE = /(?<!\d)\d{4}[ \t]?$/;
// "puistokatu 66 a 29": a staircase letter between house and flat numbers.
const NUMBER_BEFORE = /\d[ \t]$/;
const NUMBER_AFTER = /^[ \t]\d/;
// "depto. a", "apt b": a flat's letter after its unit word is written as a capital ("Depto. A").
const UNIT_WORD_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${[...new Set(flat([WORDS.unitWords, WORDS.unitWordsIntl]).map((w) => w.toLowerCase().replace(/[.:]$/, '')))].filter((w) => /^\p{L}+$/u.test(w)).join('|')})\\.?[ \\t]$`,
  'u',
);

/** Lists of words written inside an address (not the cue words before one, such as "street" or "home"). */
// Not the leading street types ("rue", "avenue"): they are matched in either case, and capitalised they also open a name-first street ("Rue de la Loi 16").
const ADDRESS_WORD_LISTS = [
  WORDS.nameParticles, WORDS.nameFirstStreetTypes, WORDS.trailingStreetWords, WORDS.genitiveStreetWords,
  WORDS.houseNumberMarkers, WORDS.unitWordsIntl, WORDS.floorSideWords, WORDS.floorAlone,
];

function flat(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(flat);
  return v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [];
}

function lowerInitialAddressWords(): string[] {
  return flat(ADDRESS_WORD_LISTS).filter((w) => /^\p{Ll}/u.test(w)).flatMap((w) => w.split(' '));
}

/** Address words written in capitals ("APO", "PSC", "USS", "NSW", "POB"), three letters or more. */
const ACRONYMS: ReadonlySet<string> = new Set(
  flat([WORDS.militaryPostOffices, WORDS.militaryUnitWords, WORDS.militaryShipWords, WORDS.regions, WORDS.poBoxWords])
    .filter((w, _i, all) => w.length >= 3 && /^[A-Z]+$/.test(w) && !all.includes(w[0] + w.slice(1).toLowerCase()))
    .map((w) => w.toLowerCase()),
);

const KEEP_LOWER: ReadonlySet<string> = new Set([
  ...WORDS.lowerCaseReading.functionWords, ...WORDS.lowerCaseReading.chatWords, ...lowerInitialAddressWords(),
]);

// Every address read this way holds a postcode, so a text without four digits in a row or a
// letter-digit postcode ("k1a 0b6", "m14 2qw", "h91 d6t8", "00-950", "111 22") is not read again; nor one
// without a Vietnamese ward or district word, which stands for a postcode there.
const POSTCODE_HINT = /\d{4}|\d{2,3}[- ]\d{2,3}|[a-z]\d[a-z\d]? ?\d[a-z]|[a-z]\d[\dw] ?[a-z\d]{4}|phường|quận/;

/** True when the text is all in lower case (letters but not one capital) and holds something like a postcode. */
export function worthReadingCapitalised(text: string): boolean {
  return POSTCODE_HINT.test(text) && !ANY_CAPITAL.test(text) && /\p{Ll}/u.test(text);
}

/** The text as it would be written with its names capitalised (same length, same offsets). */
export function capitaliseNames(text: string): string {
  return text.replace(WORD, (word, offset: number) => {
    const bare = word.replace(/\.$/, '');
    const after = (): string => text.slice(offset + word.length, offset + word.length + 12);
    if (word.length === 1 && word <= 'h' && NUMBER_BEFORE.test(text.slice(Math.max(0, offset - 2), offset)) && NUMBER_AFTER.test(after())) {
      return word.toUpperCase();
    }
    if (word.length === 1 && word <= 'h' && UNIT_WORD_BEFORE.test(text.slice(Math.max(0, offset - 14), offset))) return word.toUpperCase();
    // Before a postcode a state code is one even when it is also a word ("on m5v 3a8", "or 97401", "in 46204").
    if (REGION_CODES.has(bare) && POSTCODE_NEXT.test(after())) return sameLength(word, word.toUpperCase());
    if (KEEP_LOWER.has(word) || KEEP_LOWER.has(bare) || ORDINAL_WORD.test(bare)) return word;
    if (HAS_DIGIT_AND_LETTER.test(bare) || ACRONYMS.has(bare)) return sameLength(word, word.toUpperCase());
    if (bare.length === 2 && DUTCH_LETTERS_BEFORE.test(text.slice(Math.max(0, offset - 6), offset))) return sameLength(word, word.toUpperCase());
    return sameLength(word, word[0]!.toUpperCase() + word.slice(1));
  });
}

function sameLength(original: string, changed: string): string {
  return changed.length === original.length ? changed : original;
}

// Two words in capitals side by side ("MAIN ST", "ROSE LANE", "PO BOX"), or a postcode and a city ("10115 BERLIN"):
// where a stretch written in capitals may hold an address.
// Without the u flag (Latin-1 capitals by range): a scan of every text, kept cheap.
const CAPITAL_WORDS = /(?:[A-Z\u00C0-\u00DE]{2,}|\d{3,5})[ \t]+[A-Z\u00C0-\u00DE]{2,}(?![a-z\u00DF-\u00FF])/g;
const LOWER_LETTER = /\p{Ll}/u;
const MIN_RUN_CHARS = 12;

/**
 * Each stretch written in capitals ("123 MAIN ST APT 4B\nSPRINGFIELD IL 62704") that holds something like a
 * postcode, read as if its names were capitalised (lower case, then capitaliseNames), with blanks everywhere
 * else: a text of the same length (offsets hold) that only those stretches fill, or null when there is none.
 */
export function capitaliseUpperCaseRuns(text: string): { text: string; runs: { start: number; end: number }[] } | null {
  const pieces: string[] = [];
  const runs: { start: number; end: number }[] = [];
  let done = 0;
  CAPITAL_WORDS.lastIndex = 0;
  for (let m = CAPITAL_WORDS.exec(text); m; m = CAPITAL_WORDS.exec(text)) {
    const start = runEdge(text, m.index, -1, done);
    const end = runEdge(text, m.index + m[0].length, 1, text.length);
    CAPITAL_WORDS.lastIndex = end;
    const lower = lowerSameLength(text.slice(start, end));
    if (end - start < MIN_RUN_CHARS || !POSTCODE_HINT.test(lower)) continue;
    pieces.push(' '.repeat(start - done), capitaliseNames(lower));
    done = end;
    runs.push({ start, end });
  }
  if (runs.length === 0) return null;
  pieces.push(' '.repeat(text.length - done));
  return { text: pieces.join(''), runs };
}

/** Where the stretch with no lower-case letter around `at` ends, going back (step -1, not before `limit`) or on (step 1, up to `limit`). */
function runEdge(text: string, at: number, step: 1 | -1, limit: number): number {
  let i = at;
  while (step < 0 ? i > limit && !isLower(text.charCodeAt(i - 1)) : i < limit && !isLower(text.charCodeAt(i))) i += step;
  return i;
}

function isLower(code: number): boolean {
  if (code < 128) return code >= 97 && code <= 122;
  return LOWER_LETTER.test(String.fromCharCode(code));
}

/** Lower case letter by letter, keeping a letter whose lower case is longer ("İ"). */
function lowerSameLength(s: string): string {
  const lower = s.toLowerCase();
  return lower.length === s.length ? lower : [...s].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
}
