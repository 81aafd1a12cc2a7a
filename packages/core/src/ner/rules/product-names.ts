/**
 * Products and brands named like people ("Jack Daniel's", "Ben & Jerry's",
 * "Dr Pepper", "Calvin Klein jeans", "ask Siri") are not people. The tagger
 * reads them by their shape, so the names are listed (words.json) and a PERSON
 * span that starts inside a listed name where it stands in the text is dropped.
 */
import { hashRange } from '../tokens/hash.js';
import { HashIndex } from '../tokens/hash-index.js';
import { tokenize } from '../tokens/tokenizer.js';
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { LABEL_CLASS } from '../tokens/field-labels.js';
import { isPunct, PLACE_FLAGS, POSSESSIVE_MARKS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const LISTS = WORDS['product-names'];
const DOT = 0x2e;
// Voice assistants with no other use as a name.
const ASSISTANTS = wordSet(LISTS.assistants);
// Assistants whose name is also a given name ("Alexa"): the assistant only when woken ("hey Alexa") or
// beside a word for the device; "ask Alexa" or "Alexa said" may be a person.
const ASSISTANT_NAMES = wordSet(LISTS.assistantNames);
const WAKE_WORDS = wordSet(LISTS.assistantCalls);
const DEVICE_WORDS = wordSet(LISTS.deviceWords);
const DEVICE_DISTANCE = 5;

/** A listed name as the hashes of its lower-case words, full stops left out, and whether it ends in "'s". */
interface Product {
  words: Uint32Array;
  possessive: boolean;
  /** Named for a person who is known by the name too: the product only before a product noun. */
  namesake: boolean;
}

const PRODUCTS: readonly Product[] = [
  ...LISTS.products.map((name) => productOf(name, false)),
  ...LISTS.namesakes.map((name) => productOf(name, true)),
];
const PRODUCT_NOUNS = wordSet(LISTS.productNouns);
/** Word hash → the products holding that word, as (product, position) pairs. */
const BY_WORD = indexByWord(PRODUCTS);

export function dropProductNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.filter((s) => !(isModelName(f, s) || (s.type === 'PERSON' && (insideProduct(f, s) || isAssistant(f, s)))));
}

// Makers of cars, devices and furniture: the word after one is a model's name ("Chevrolet Malibu").
const MAKERS = wordSet(LISTS.makers);
// Family names written first ("Suzuki Naoko", "Honda Keisuke") are names as much as listed ones.
const FAMILY_FIRST = wordSet(WORDS['family-first'].familyNames);

/**
 * A person or place span right after a maker, or one that opens with a maker, names the maker's model
 * ("Hyundai Santa Fe", "Chevrolet Tahoe", "Amazon Alexa"). A maker that is also a listed name ("Suzuki",
 * "Mercedes", "Lincoln") names a model only before a number, or an English word or a place that no list holds as a name
 * ("Ford Focus", "Lincoln Navigator"); before any other word it is a person's name ("Suzuki Naoko",
 * "Lincoln Turner", "Lincoln van de Berg").
 */
function isModelName(f: TokenFacts, s: TokenSpan): boolean {
  if (s.type !== 'PERSON' && s.type !== 'LOCATION') return false;
  // A form's person label says the value is a person ("name: Holden Swift").
  if (f.fields.labelClass[s.first] === LABEL_CLASS.person) return false;
  const before = wordBefore(f, s.first);
  if (before >= 0 && MAKERS.has(f.lower[before]!)) return namesModel(f, before, s.first);
  // A place may open with a maker's word ("Dodge City", "the Amazon"); a person's name then is the make.
  if (s.type !== 'PERSON' || !MAKERS.has(f.lower[s.first]!)) return false;
  return s.first === s.last ? isMake(f, s.first) : namesModel(f, s.first, s.first + 1);
}

function namesModel(f: TokenFacts, maker: number, model: number): boolean {
  const names = GAZ.first | GAZ.last;
  if ((f.gazetteer.single[maker]! & names) === 0 && !FAMILY_FIRST.has(f.lower[maker]!)) return true;
  if (f.casing[model] === CASING.digits || hasDigit(f, model)) return true;
  if ((f.gazetteer.single[model]! & names) !== 0 || f.casing[model] === CASING.lower) return false;
  return f.gazetteer.commonBand[model] !== 0 || (f.gazetteer.single[model]! & PLACE_FLAGS) !== 0;
}

const DETERMINERS = wordSet(LISTS.determiners);

/** "V15", "S24": a model number. */
function hasDigit(f: TokenFacts, i: number): boolean {
  for (let k = f.tokens.starts[i]!; k < f.tokens.ends[i]!; k++) {
    const c = f.text.charCodeAt(k);
    if (c >= 0x30 && c <= 0x39) return true;
  }
  return false;
}

/** A lone maker after a determiner or before a product noun is the make ("the Ford order", "my Toyota", "Ford dealership"). */
function isMake(f: TokenFacts, i: number): boolean {
  const next = wordAfter(f, i);
  return afterDeterminer(f, i) || (next >= 0 && PRODUCT_NOUNS.has(f.lower[next]!));
}

/** People's names take no article or possessive before them; things do ("our Hugo Boss rental"). */
function afterDeterminer(f: TokenFacts, i: number): boolean {
  const before = wordBefore(f, i);
  return before >= 0 && DETERMINERS.has(f.lower[before]!);
}

function insideProduct(f: TokenFacts, s: TokenSpan): boolean {
  const entry = BY_WORD.index.get(f.lower[s.first]!);
  if (entry < 0) return false;
  for (const [product, position] of BY_WORD.places[entry]!) {
    if (matchesAt(f, PRODUCTS[product]!, position, s)) return true;
  }
  return false;
}

/**
 * Whether the product stands in the text with word `position` at the span's first token, its possessive
 * written too ("Jack Daniel's" is the whiskey, "Jack Daniel" may be a man). A span that goes on past the
 * product still starts inside it, so it names the product's line ("Rolls Royce Phantom"), not a person.
 */
function matchesAt(f: TokenFacts, { words, possessive, namesake }: Product, position: number, s: TokenSpan): boolean {
  let i = s.first;
  for (let p = position - 1; p >= 0; p--) {
    i = wordBefore(f, i);
    if (i < 0 || f.lower[i] !== words[p]) return false;
  }
  i = s.first;
  for (let p = position + 1; p < words.length; p++) {
    i = wordAfter(f, i);
    if (i < 0 || f.lower[i] !== words[p]) return false;
  }
  if (possessive && !(i + 1 < f.tokens.count && POSSESSIVE_MARKS.has(f.lower[i + 1]!))) return false;
  if (!namesake) return true;
  const first = position === 0 ? s.first : -1;
  if (first >= 0 && afterDeterminer(f, first)) return true;
  let next = wordAfter(f, i);
  if (next >= 0 && POSSESSIVE_MARKS.has(f.lower[next]!)) next = wordAfter(f, next);
  return next >= 0 && PRODUCT_NOUNS.has(f.lower[next]!);
}

/** The word before token `i` on its line, over one full stop ("Dr. Pepper"), or -1. */
function wordBefore(f: TokenFacts, i: number): number {
  if (i === 0 || f.tokens.lineStart[i]) return -1;
  if (!isPunct(f.text, f, i - 1, DOT)) return i - 1;
  return i - 1 === 0 || f.tokens.lineStart[i - 1] ? -1 : i - 2;
}

/** The word after token `i` on its line, over one full stop, or -1. */
function wordAfter(f: TokenFacts, i: number): number {
  const next = i + 1;
  if (next >= f.tokens.count || f.tokens.lineStart[next]) return -1;
  if (!isPunct(f.text, f, next, DOT)) return next;
  return next + 1 >= f.tokens.count || f.tokens.lineStart[next + 1] ? -1 : next + 1;
}

function isAssistant(f: TokenFacts, s: TokenSpan): boolean {
  if (s.first !== s.last) return false;
  const w = f.lower[s.first]!;
  if (ASSISTANTS.has(w)) return true;
  if (!ASSISTANT_NAMES.has(w)) return false;
  const before = wordBefore(f, s.first);
  // "our Alexa rental", "the alexa and the dr pepper": an article or a possessive makes it the device.
  return (before >= 0 && (WAKE_WORDS.has(f.lower[before]!) || DETERMINERS.has(f.lower[before]!))) || deviceNear(f, s.first);
}

function deviceNear(f: TokenFacts, i: number): boolean {
  const from = Math.max(0, i - DEVICE_DISTANCE);
  const to = Math.min(f.tokens.count - 1, i + DEVICE_DISTANCE);
  for (let j = from; j <= to; j++) if (DEVICE_WORDS.has(f.lower[j]!)) return true;
  return false;
}

function productOf(name: string, namesake: boolean): Product {
  const t = tokenize(name);
  const words: number[] = [];
  let possessive = false;
  for (let i = 0; i < t.count; i++) {
    const start = t.starts[i]!;
    const end = t.ends[i]!;
    if (end - start === 1 && name.charCodeAt(start) === DOT) continue;
    const hash = hashRange(name, start, end, true);
    if (i === t.count - 1 && POSSESSIVE_MARKS.has(hash)) possessive = true;
    else words.push(hash);
  }
  return { words: Uint32Array.from(words), possessive, namesake };
}

function indexByWord(products: readonly Product[]): { index: HashIndex; places: [number, number][][] } {
  const index = new HashIndex(products.length * 2);
  const places: [number, number][][] = [];
  products.forEach(({ words }, product) => {
    words.forEach((hash, position) => {
      let entry = index.get(hash);
      if (entry < 0) {
        entry = places.push([]) - 1;
        index.set(hash, entry);
      }
      places[entry]!.push([product, position]);
    });
  });
  return { index, places };
}
