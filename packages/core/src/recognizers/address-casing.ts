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
const REGION_CODES: ReadonlySet<string> = new Set(REGIONS.filter((r) => r.length <= 3 && r === r.toUpperCase()).map((r) => r.toLowerCase()));
// A state code reads as one when a postcode follows it ("il 62704", "on m5v 3a8", "nsw 2000"), not a house number ("tn 99").
const POSTCODE_NEXT = /^[ \t]+(?:\d{4}|[a-z]\d[a-z])/;
// "1017 gc": the letters after a Dutch postcode's digits.
const DUTCH_LETTERS_BEFORE = /(?<!\d)\d{4}[ \t]?$/;
// "puistokatu 66 a 29": a staircase letter between house and flat numbers.
const NUMBER_BEFORE = /\d[ \t]$/;
const NUMBER_AFTER = /^[ \t]\d/;

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

/** Address words written in capitals ("APO", "PSC", "USS", "NSW"), three letters or more. */
const ACRONYMS: ReadonlySet<string> = new Set(
  flat([WORDS.militaryPostOffices, WORDS.militaryUnitWords, WORDS.militaryShipWords, WORDS.regions])
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
    // Before a postcode a state code is one even when it is also a word ("on m5v 3a8", "or 97401", "in 46204").
    if (REGION_CODES.has(bare) && POSTCODE_NEXT.test(after())) return sameLength(word, word.toUpperCase());
    if (KEEP_LOWER.has(word) || KEEP_LOWER.has(bare)) return word;
    if (HAS_DIGIT_AND_LETTER.test(bare) || ACRONYMS.has(bare)) return sameLength(word, word.toUpperCase());
    if (bare.length === 2 && DUTCH_LETTERS_BEFORE.test(text.slice(Math.max(0, offset - 6), offset))) return sameLength(word, word.toUpperCase());
    return sameLength(word, word[0]!.toUpperCase() + word.slice(1));
  });
}

function sameLength(original: string, changed: string): string {
  return changed.length === original.length ? changed : original;
}

// A stretch with no lower-case letter that opens with a capital or digit: a label written in capitals, as the US and other posts ask.
const UPPER_CASE_RUN = /[\p{Lu}\d][^\p{Ll}]{11,}/gu;
const TWO_CAPITALS = /\p{Lu}\p{Lu}/u;

/**
 * The text with each stretch written in capitals ("123 MAIN ST APT 4B\nSPRINGFIELD IL 62704") read as
 * if its names were capitalised (lower case, then capitaliseNames), or null when no such stretch holds
 * a postcode. Same length, same offsets; `runs` says where the text was changed.
 */
export function capitaliseUpperCaseRuns(text: string): { text: string; runs: { start: number; end: number }[] } | null {
  let out: string | null = null;
  const runs: { start: number; end: number }[] = [];
  UPPER_CASE_RUN.lastIndex = 0;
  for (let m = UPPER_CASE_RUN.exec(text); m; m = UPPER_CASE_RUN.exec(text)) {
    if (!TWO_CAPITALS.test(m[0])) continue;
    const lower = lowerSameLength(m[0]);
    if (!POSTCODE_HINT.test(lower)) continue;
    out = (out ?? text).slice(0, m.index) + capitaliseNames(lower) + (out ?? text).slice(m.index + m[0].length);
    runs.push({ start: m.index, end: m.index + m[0].length });
  }
  return out === null ? null : { text: out, runs };
}

/** Lower case letter by letter, keeping a letter whose lower case is longer ("İ"). */
function lowerSameLength(s: string): string {
  const lower = s.toLowerCase();
  return lower.length === s.length ? lower : [...s].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
}
