import { NO_WORD_CLASS, WORD_CLASS } from '../tokens/gazetteer.js';
import { hashRange, mix } from '../tokens/hash.js';
import { CASING, tokenLength, type TokenFacts } from '../tokens/token-facts.js';

export { CASING, tokenFacts, type TokenFacts } from '../tokens/token-facts.js';


/** A slot value meaning "no feature here": never looked up, never trained. */
export const ABSENT = 0;

/** Features per token; every slot is always filled (maybe with ABSENT) so the array is a plain stride. */
export const FEATURES_PER_TOKEN = 42;

const BOS = 0x1b0b0b0b;
const EOS = 0x0e0e0e0e;

const CAPITALISED = (1 << CASING.initCap) | (1 << CASING.allCaps) | (1 << CASING.singleUpper) | (1 << CASING.initial);

/**
 * Marks the tokens of [from, to) worth scoring: capitalised words, gazetteer
 * words and their neighbours. The rest (lower-case words, numbers and
 * punctuation away from any of those) are tagged O without features, which
 * makes the tagger several times faster on ordinary text. Returns whether any token is.
 */
export function scoringMask(f: TokenFacts, from: number, to: number, out: Uint8Array): boolean {
  let any = false;
  for (let i = from; i < to; i++) {
    const c = f.casing[i]!;
    const informalWord = f.informal[i] === 1 && c === CASING.lower && tokenLength(f, i) > 1;
    const here = (CAPITALISED >> c) & 1 || informalWord || f.gazetteer.single[i]! !== 0 || f.gazetteer.phrase[i]! !== 0;
    out[i - from] = here ? 1 : 0;
    if (here) any = true;
  }
  // Neighbours are marked only next to marked tokens: with none, there is nothing more to mark.
  if (!any) return false;
  // Neighbours that can sit inside a name ("Sacramento , CA", "Rio de Janeiro") are scored too.
  for (let k = 0; k < to - from; k++) {
    if (out[k] !== 1) continue;
    if (k > 0 && out[k - 1] === 0 && canJoin(f, from + k - 1)) out[k - 1] = 2;
    if (k + 1 < to - from && out[k + 1] === 0 && canJoin(f, from + k + 1)) out[k + 1] = 2;
  }
  return true;
}

const MAX_JOINING_WORD = 3;

function canJoin(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  if (c === CASING.lower) return tokenLength(f, i) <= MAX_JOINING_WORD;
  return c === CASING.punct && JOINING_MARKS.has(f.text.charCodeAt(f.tokens.starts[i]!));
}

// Marks that can stand inside a name or place ("Sacramento , CA", "J . Smith", "O ' Neill", "Procter & Gamble",
// "Konstancin‑Jeziorna" with a non-breaking hyphen): brackets, colons, quotes and the like never do (the rules cut
// spans there anyway), so they are not worth scoring.
const JOINING_MARKS = new Set([0x2c, 0x2d, 0x2e, 0x27, 0x26, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2018, 0x2019, 0x02bc]);

/** The first SELF_FEATURES slots depend only on the token's own string, so their weights can be cached per word. */
export const SELF_FEATURES = 14;

/**
 * Fills `out` (FEATURES_PER_TOKEN slots per token) with the hashed features of
 * tokens [from, to), one line. Neighbours never cross the line. With `mask`,
 * tokens whose mask is 0 are skipped.
 */
export function lineFeatures(f: TokenFacts, from: number, to: number, out: Uint32Array, mask?: Uint8Array): void {
  for (let i = from; i < to; i++) {
    if (mask && mask[i - from] === 0) continue;
    const o = (i - from) * FEATURES_PER_TOKEN;
    selfFeatures(f, i, out, o);
    contextFeatures(f, from, to, i, out, o + SELF_FEATURES);
  }
}

/** Key of the token's own-string features: equal keys mean equal self features. */
export function selfKey(f: TokenFacts, i: number): number {
  return mix(mix(f.lower[i]!, f.shape[i]!), f.casing[i]! | (f.gazetteer.single[i]! << 8) | (Math.min(tokenLength(f, i), 12) << 16));
}

/** Features of the token's own string: word, shape, affixes, casing, gazetteer entry, common-word band. */
export function selfFeatures(f: TokenFacts, i: number, out: Uint32Array, o: number): void {
  const w = f.lower[i]!;
  const c = f.casing[i]!;
  const s = f.tokens.starts[i]!;
  const e = f.tokens.ends[i]!;
  out[o] = 1;
  out[o + 1] = mix(2, w);
  out[o + 2] = mix(3, f.shape[i]!);
  out[o + 3] = mix(5, hashRange(f.text, s, Math.min(e, s + 3), true));
  out[o + 4] = mix(6, hashRange(f.text, Math.max(s, e - 2), e, true));
  out[o + 5] = mix(7, hashRange(f.text, Math.max(s, e - 3), e, true));
  out[o + 6] = mix(8, hashRange(f.text, Math.max(s, e - 4), e, true));
  out[o + 7] = mix(18, f.gazetteer.single[i]! | (c << 8));
  out[o + 8] = mix(32, Math.min(tokenLength(f, i), 12) | (c << 4));
  out[o + 9] = mix(mix(35, w), c);
  // A capitalised word that is no common English word is most often a name, even one never seen.
  out[o + 10] = mix(44, f.gazetteer.commonBand[i]! | (c << 2));
  wordClassFeatures(f, i, c, out, o);
}

const NO_CLASS = 0xfff;

/** Self slots 11–13: the word's embedding clusters and how much it looks like a name or a place. */
function wordClassFeatures(f: TokenFacts, i: number, c: number, out: Uint32Array, o: number): void {
  const code = f.gazetteer.wordClass[i]!;
  if (code === NO_WORD_CLASS) {
    out[o + 11] = mix(46, NO_CLASS | (c << 12));
    out[o + 12] = mix(47, NO_CLASS);
    out[o + 13] = mix(48, NO_CLASS | (c << 12));
    return;
  }
  out[o + 11] = mix(46, WORD_CLASS.person(code) | (WORD_CLASS.place(code) << 2) | (c << 12));
  out[o + 12] = mix(47, WORD_CLASS.fine(code));
  out[o + 13] = mix(48, WORD_CLASS.coarse(code) | (c << 12));
}

// Slots that hold the token's own word (alone or joined with a neighbour or casing).
const WORD_SLOTS = [1, 9, SELF_FEATURES + 5, SELF_FEATURES + 6, SELF_FEATURES + 22];
const UNKNOWN_WORD = 0x0badf00d;

/**
 * Training only: turns the token's word-identity features into "unknown word"
 * ones, so the model also learns to find names from shape, gazetteers and
 * context, as it must for names it never saw.
 */
export function dropWordFeatures(out: Uint32Array, o: number): void {
  for (const k of WORD_SLOTS) if (out[o + k] !== ABSENT) out[o + k] = mix(UNKNOWN_WORD, k);
}

/**
 * Context features whose input is a small integer (casings, list flags, bands, clusters):
 * the feature is mix(template, value) with value < 2^bits. Training hashes them
 * like any other; the tagger reads their weights by value from tables built when
 * the model loads (model.ts), which saves a hash and a table probe each.
 */
export const SMALL_CONTEXT: ReadonlyArray<SmallContextFeature> = [
  { slot: 0, template: 4, bits: 7 },
  { slot: 9, template: 17, bits: 12 },
  { slot: 10, template: 19, bits: 11 },
  { slot: 11, template: 20, bits: 11 },
  { slot: 12, template: 21, bits: 12 },
  { slot: 14, template: 23, bits: 15 },
  { slot: 15, template: 24, bits: 11 },
  { slot: 24, template: 45, bits: 13 },
  { slot: 27, template: 51, bits: 12 },
  { slot: 25, template: 49, bits: 11, hashed: coarseFeatureValue },
  { slot: 26, template: 50, bits: 11, hashed: coarseFeatureValue },
];

interface SmallContextFeature {
  readonly slot: number;
  readonly template: number;
  readonly bits: number;
  /** The value hashed, when it is not the small value itself. */
  readonly hashed?: (value: number) => number;
}

/** Hash of SMALL_CONTEXT feature k with the given value. */
export function smallFeatureHash(k: number, value: number): number {
  const { template, hashed } = SMALL_CONTEXT[k]!;
  return mix(template, hashed ? hashed(value) : value);
}

const smallValues = new Uint32Array(SMALL_CONTEXT.length);

/** Features of the token in its line, document and layout. */
export function contextFeatures(f: TokenFacts, from: number, to: number, i: number, out: Uint32Array, o: number): void {
  hashedContextFeatures(f, from, to, i, out, o);
  smallContextValues(f, from, to, i, smallValues);
  for (let k = 0; k < SMALL_CONTEXT.length; k++) out[o + SMALL_CONTEXT[k]!.slot] = smallFeatureHash(k, smallValues[k]!);
}

/** The context features other than SMALL_CONTEXT, whose slots it leaves as they are. */
export function hashedContextFeatures(f: TokenFacts, from: number, to: number, i: number, out: Uint32Array, o: number): void {
  // In groups of at most eight hashes: V8 inlines only so many `mix` calls into one
  // function, and each call it does not inline boxes its 32-bit arguments and result.
  neighbourFeatures(f, from, to, i, out, o);
  wordPairFeatures(f, from, to, i, out, o);
  fieldAndInformalFeatures(f, from, to, i, out, o);
  gazetteerNeighbourFeatures(f, from, to, i, out, o);
}

/**
 * Writes the values of the SMALL_CONTEXT features of token i, in that order: casing,
 * position and gazetteer entries of the token and its neighbours, common-word bands
 * and name-likeness around it.
 */
export function smallContextValues(f: TokenFacts, from: number, to: number, i: number, out: Uint32Array): void {
  const { casing } = f;
  const g = f.gazetteer;
  const band = g.commonBand;
  const hasPrev = i - 1 >= from;
  const hasNext = i + 1 < to;
  const c = casing[i]!;
  const cm1 = hasPrev ? casing[i - 1]! : 8;
  const cp1 = hasNext ? casing[i + 1]! : 9;
  const gm1 = hasPrev ? g.single[i - 1]! : 64;
  const gp1 = hasNext ? g.single[i + 1]! : 128;
  const bm1 = hasPrev ? band[i - 1]! : 4;
  const bp1 = hasNext ? band[i + 1]! : 4;
  const small = smallFacts(f, i);
  out[0] = small;
  out[1] = cm1 | (c << 4) | (cp1 << 8);
  out[2] = gm1 | (c << 8);
  out[3] = gp1 | (c << 8);
  out[4] = g.phrase[i]! | (g.phraseBegin[i]! << 8) | (c << 9);
  out[5] = g.single[i]! | (small << 8);
  out[6] = f.docUse[i]! | (small << 4);
  out[7] = bm1 | (bp1 << 3) | (c << 6) | (band[i]! << 10);
  out[8] = personOf(f, i - 1, from, to) | (personOf(f, i + 1, from, to) << 3) | (personOf(f, i, from, to) << 6) | (c << 9);
  out[9] = coarseIndex(f, i - 1, from, to) | (c << 8);
  out[10] = coarseIndex(f, i + 1, from, to) | (c << 8);
}

/** Context slots 1–4, 7, 8: the words two to either side and the shapes of the next ones. */
function neighbourFeatures(f: TokenFacts, from: number, to: number, i: number, out: Uint32Array, o: number): void {
  const { lower, shape } = f;
  out[o + 1] = mix(9, i - 1 >= from ? lower[i - 1]! : BOS);
  out[o + 2] = mix(10, i + 1 < to ? lower[i + 1]! : EOS);
  out[o + 3] = mix(11, i - 2 >= from ? lower[i - 2]! : BOS);
  out[o + 4] = mix(12, i + 2 < to ? lower[i + 2]! : EOS);
  out[o + 7] = mix(15, i - 1 >= from ? shape[i - 1]! : BOS);
  out[o + 8] = mix(16, i + 1 < to ? shape[i + 1]! : EOS);
}

/** Context slots 5, 6, 16, 17: word bigrams, and the next words with the token's casing. */
function wordPairFeatures(f: TokenFacts, from: number, to: number, i: number, out: Uint32Array, o: number): void {
  const w = f.lower[i]!;
  const c = f.casing[i]!;
  const wm1 = i - 1 >= from ? f.lower[i - 1]! : BOS;
  const wp1 = i + 1 < to ? f.lower[i + 1]! : EOS;
  out[o + 5] = mix(mix(13, wm1), w);
  out[o + 6] = mix(mix(14, w), wp1);
  out[o + 16] = mix(mix(26, wm1), c);
  out[o + 17] = mix(mix(27, wp1), c);
}

/**
 * Context slots 18–23. Field and informal-text features only exist where there is a field or
 * informal text; elsewhere the slots hold ABSENT and cost no look-up (most tokens of prose).
 */
function fieldAndInformalFeatures(f: TokenFacts, from: number, to: number, i: number, out: Uint32Array, o: number): void {
  const fl = f.fields;
  const c = f.casing[i]!;
  const gs = f.gazetteer.single[i]!;
  const inField = fl.labelClass[i]! !== 0;
  out[o + 18] = inField ? mix(28, fl.labelClass[i]! | (fl.fieldStart[i]! << 4) | (c << 8)) : ABSENT;
  out[o + 19] = inField ? mix(29, fl.labelClass[i]! | (gs << 4) | (c << 12)) : ABSENT;
  out[o + 20] = inField ? mix(mix(30, fl.labelWord[i]!), c | (fl.fieldStart[i]! << 4)) : ABSENT;
  const informal = f.informal[i] === 1;
  const wm1 = i - 1 >= from ? f.lower[i - 1]! : BOS;
  const cp1 = i + 1 < to ? f.casing[i + 1]! : 9;
  out[o + 21] = informal ? mix(40, (smallFacts(f, i) << 1) | (gs << 9)) : ABSENT;
  out[o + 22] = informal ? mix(mix(41, f.lower[i]!), c << 1) : ABSENT;
  out[o + 23] = informal ? mix(mix(42, wm1), (c << 1) | (cp1 << 5)) : ABSENT;
}

// Coarse clusters are 0–127; after them come no cluster, before the line and after it.
const COARSE_CLUSTERS = 128;
const COARSE_BEYOND = [NO_CLASS, 0x1000, 0x2000];

/** Index of token j's coarse cluster, or of COARSE_BEYOND's values. */
function coarseIndex(f: TokenFacts, j: number, from: number, to: number): number {
  if (j < from) return COARSE_CLUSTERS + 1;
  if (j >= to) return COARSE_CLUSTERS + 2;
  const code = f.gazetteer.wordClass[j]!;
  return code === NO_WORD_CLASS ? COARSE_CLUSTERS : WORD_CLASS.coarse(code);
}

/** The value a coarse-cluster feature hashes, cluster | (casing << 16), from coarseIndex | (casing << 8). */
function coarseFeatureValue(value: number): number {
  const index = value & 0xff;
  const coarse = index < COARSE_CLUSTERS ? index : COARSE_BEYOND[index - COARSE_CLUSTERS] ?? index;
  return coarse | ((value >>> 8) << 16);
}

function personOf(f: TokenFacts, j: number, from: number, to: number): number {
  if (j < from || j >= to) return 4;
  const code = f.gazetteer.wordClass[j]!;
  return code === NO_WORD_CLASS ? 5 : WORD_CLASS.person(code);
}

/** Context slot 13: the gazetteer entries of the token and its neighbours. */
function gazetteerNeighbourFeatures(f: TokenFacts, from: number, to: number, i: number, out: Uint32Array, o: number): void {
  const g = f.gazetteer.single;
  const gm1 = i - 1 >= from ? g[i - 1]! : 64;
  const gp1 = i + 1 < to ? g[i + 1]! : 128;
  out[o + 13] = mix(22, g[i]! | (gm1 << 8) | (gp1 << 16));
}

/** Casing, sentence position and all-caps line of a token, packed. */
function smallFacts(f: TokenFacts, i: number): number {
  return f.casing[i]! | (f.position[i]! << 4) | (f.capsLine[i]! << 6);
}

