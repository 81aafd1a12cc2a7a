import { hashString, mix } from './hash.js';
import { HashIndex, type HashIndexData } from './hash-index.js';
import { CharClass, charClass, tokenize, type Tokens } from './tokenizer.js';
import { wordIds, type WordIds } from './word-ids.js';

/** Name and place lists, lowercased (regionCode: upper case), as stored in model/gazetteer.json. */
export interface Gazetteer {
  first: string[];
  last: string[];
  /** People's names of any kind (given or family), from a wider list than first/last. */
  name: string[];
  city: string[];
  country: string[];
  region: string[];
  /** Postal codes of states ("CA"); they only count written in capitals. */
  regionCode: string[];
  /** Lower-case English words by frequency band, commonest first (not names or places: a feature of their own). */
  commonWords: string[][];
  /**
   * Words grouped by a packed class code learned from word embeddings
   * (scripts/word-classes/build.ts): see WORD_CLASS for the fields.
   */
  wordClasses?: Array<[code: number, words: string]>;
  /**
   * Family names (and one-word names) of globally famous people, lowercased,
   * in fame bands: [0] known in 50 or more languages, [1] in 30 or more. Used by
   * the rules only (famous-names.ts), never as a feature.
   */
  famous?: string[][];
}

/** Fields of a packed word-class code. */
export const WORD_CLASS = {
  /** Fine cluster of the word's embedding. */
  fine: (code: number) => code & 0x3ff,
  /** Coarse cluster (a cluster of the fine clusters). */
  coarse: (code: number) => (code >>> 10) & 0x7f,
  /** 0–3: how much the embedding looks like a person's name (0 = not). */
  person: (code: number) => (code >>> 17) & 3,
  /** 0–3: how much the embedding looks like a place name. */
  place: (code: number) => (code >>> 19) & 3,
} as const;

/** Word class of a word with no embedding (not in the list). */
export const NO_WORD_CLASS = -1;

/** Bit flags of gazetteer membership. */
export const GAZ = { first: 1, last: 2, city: 4, country: 8, region: 16, regionCode: 32, name: 64 } as const;
// Marks a hash that starts a longer phrase, so matching stops as soon as no phrase can continue.
const PREFIX = 128;
const CATEGORIES = ['first', 'last', 'name', 'city', 'country', 'region', 'regionCode'] as const;

/** Phrases keyed by the hash of their lowercased tokens, for matching without building strings. */
export interface CompiledGazetteer {
  readonly phrases: HashIndex;
  readonly maxTokens: number;
  /** Lowercased word hash → its common-word band (1 = commonest). */
  readonly commonWords: HashIndex;
  /** Lowercased word hash → packed word-class code. */
  readonly wordClasses: HashIndex;
  /** Lowercased word hash → fame band of a famous person's family name (1 = most widely known). */
  readonly famous: HashIndex;
}

/** A compiled gazetteer as plain data (typed arrays and numbers), for another thread. */
export interface CompiledGazetteerData {
  readonly phrases: HashIndexData;
  readonly maxTokens: number;
  readonly commonWords: HashIndexData;
  readonly wordClasses: HashIndexData;
  readonly famous: HashIndexData;
}

/** The gazetteer's memory (not a copy) as plain data. */
export function gazetteerData(g: CompiledGazetteer): CompiledGazetteerData {
  return { phrases: g.phrases.data(), maxTokens: g.maxTokens, commonWords: g.commonWords.data(), wordClasses: g.wordClasses.data(), famous: g.famous.data() };
}

/** A gazetteer reading the memory of `data`, as `gazetteerData` gave it. */
export function gazetteerFromData(data: CompiledGazetteerData): CompiledGazetteer {
  return {
    phrases: new HashIndex(data.phrases),
    maxTokens: data.maxTokens,
    commonWords: new HashIndex(data.commonWords),
    wordClasses: new HashIndex(data.wordClasses),
    famous: new HashIndex(data.famous),
  };
}

/** Per-token gazetteer facts for one text. */
export interface GazetteerMatches {
  /** Flags of the token on its own. */
  readonly single: Uint8Array;
  /** Flags of the longest multi-token phrase covering the token, else 0. */
  readonly phrase: Uint8Array;
  /** 1 where that phrase begins. */
  readonly phraseBegin: Uint8Array;
  /** Common-word band of the token (1 = commonest), 0 when it is no common English word. */
  readonly commonBand: Uint8Array;
  /** Packed word-class code of the token, NO_WORD_CLASS when it has none. */
  readonly wordClass: Int32Array;
  /** Fame band of the token as a famous person's family name (1 = most widely known), 0 when it is none. */
  readonly famous: Uint8Array;
}

const PHRASE_SEED = 0x2545f491;

/** Compiles the lists once per model. */
export function compileGazetteer(g: Gazetteer): CompiledGazetteer {
  const phrases = new HashIndex(1 << 17);
  let maxTokens = 1;
  for (const category of CATEGORIES) {
    for (const entry of g[category]) {
      const tokens = tokenize(entry);
      let h = PHRASE_SEED;
      for (let t = 0; t < tokens.count; t++) {
        h = mix(h, hashString(entry.slice(tokens.starts[t], tokens.ends[t]), true));
        const flag = t === tokens.count - 1 ? GAZ[category] : PREFIX;
        phrases.set(h, Math.max(0, phrases.get(h)) | flag);
      }
      maxTokens = Math.max(maxTokens, tokens.count);
    }
  }
  return {
    phrases,
    maxTokens: Math.min(maxTokens, 5),
    commonWords: compileBands(g.commonWords),
    wordClasses: compileWordClasses(g.wordClasses ?? []),
    famous: compileBands(g.famous ?? []),
  };
}

function compileWordClasses(groups: ReadonlyArray<readonly [number, string]>): HashIndex {
  const words = groups.map(([code, list]) => [code, list.split(' ')] as const);
  const index = new HashIndex(words.reduce((n, [, w]) => n + w.length, 0));
  for (const [code, list] of words) for (const w of list) index.set(hashString(w, true), code);
  return index;
}

/** Words in bands (first band = 1); a word in several keeps its first. */
function compileBands(bands: readonly string[][]): HashIndex {
  const index = new HashIndex(bands.reduce((n, b) => n + b.length, 0));
  bands.forEach((words, b) => {
    for (const w of words) {
      const h = hashString(w, true);
      if (index.get(h) < 0) index.set(h, b + 1);
    }
  });
  return index;
}

/**
 * Looks every token and every run of up to `maxTokens` tokens on one line up.
 * `lowerHashes[i]` is the lowercased hash of token i; `words` numbers them, so
 * each distinct word is looked up in the (multi-megabyte) lists only once.
 */
export function matchGazetteer(g: CompiledGazetteer, text: string, tokens: Tokens, lowerHashes: Uint32Array, words: WordIds = wordIds(lowerHashes)): GazetteerMatches {
  const n = tokens.count;
  const single = new Uint8Array(n);
  const phrase = new Uint8Array(n);
  const phraseBegin = new Uint8Array(n);
  const phraseLength = new Uint8Array(n);
  const commonBand = new Uint8Array(n);
  const wordClass = new Int32Array(n).fill(NO_WORD_CLASS);
  const famous = new Uint8Array(n);
  const known = new WordLookups(words.count);
  for (let i = 0; i < n; i++) {
    // Names and places start with a letter; skipping numbers and punctuation saves most look-ups there.
    const first = charClass(text.charCodeAt(tokens.starts[i]!));
    if (first !== CharClass.Upper && first !== CharClass.Lower) continue;
    const id = words.ids[i]!;
    if (!known.done[id]) known.lookUp(g, id, lowerHashes[i]!);
    commonBand[i] = known.commonBand[id]!;
    wordClass[i] = known.wordClass[id]!;
    famous[i] = known.famous[id]!;
    let found = known.phrase[id]!;
    let h = 0;
    for (let len = 1; len <= g.maxTokens && i + len <= n; len++) {
      const j = i + len - 1;
      if (len > 1) {
        if (tokens.lineStart[j]) break;
        h = mix(len === 2 ? mix(PHRASE_SEED, lowerHashes[i]!) : h, lowerHashes[j]!);
        found = g.phrases.get(h);
      }
      if (found < 0) break;
      let flags = found & ~PREFIX;
      if (flags & GAZ.regionCode && !isUpperCode(text, tokens.starts[j]!, tokens.ends[j]!)) flags &= ~GAZ.regionCode;
      if (len === 1) single[i] = flags;
      else if (flags) markPhrase(phrase, phraseBegin, phraseLength, i, len, flags);
      if (!(found & PREFIX)) break;
    }
  }
  return { single, phrase, phraseBegin, commonBand, wordClass, famous };
}

/** What the lists say of each word on its own, looked up the first time a token of it is met. */
class WordLookups {
  readonly done: Uint8Array;
  readonly commonBand: Uint8Array;
  readonly wordClass: Int32Array;
  readonly famous: Uint8Array;
  /** The phrase index's value for the word as a one-token phrase, or -1. */
  readonly phrase: Int32Array;

  constructor(words: number) {
    this.done = new Uint8Array(words);
    this.commonBand = new Uint8Array(words);
    this.wordClass = new Int32Array(words);
    this.famous = new Uint8Array(words);
    this.phrase = new Int32Array(words);
  }

  lookUp(g: CompiledGazetteer, id: number, lower: number): void {
    this.done[id] = 1;
    this.commonBand[id] = Math.max(0, g.commonWords.get(lower));
    this.wordClass[id] = g.wordClasses.get(lower);
    this.famous[id] = Math.max(0, g.famous.get(lower));
    this.phrase[id] = g.phrases.get(mix(PHRASE_SEED, lower));
  }
}

function markPhrase(phrase: Uint8Array, begin: Uint8Array, length: Uint8Array, from: number, len: number, flags: number): void {
  for (let k = from; k < from + len; k++) {
    if (length[k]! >= len) continue;
    length[k] = len;
    phrase[k] = flags;
    begin[k] = k === from ? 1 : 0;
  }
}

function isUpperCode(text: string, start: number, end: number): boolean {
  if (end - start !== 2) return false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return true;
}
