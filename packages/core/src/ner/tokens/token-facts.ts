import type { TextLayout } from '../../structure/layout.js';
import { tokenFields, type TokenFields } from './field-labels.js';
import { matchGazetteer, type CompiledGazetteer, type GazetteerMatches } from './gazetteer.js';
import { hashString, lowerCode } from './hash.js';
import { CharClass, charClass, type Tokens } from './tokenizer.js';
import { wordIds, type WordIds } from './word-ids.js';

/** Casing classes of a token. */
export const CASING = { lower: 0, initCap: 1, allCaps: 2, singleUpper: 3, initial: 4, digits: 5, punct: 6, other: 7 } as const;

/** The facts about each token that features combine; computed once per text. */
export interface TokenFacts {
  readonly text: string;
  readonly tokens: Tokens;
  readonly lower: Uint32Array;
  readonly shape: Uint32Array;
  readonly casing: Uint8Array;
  /** 0 mid-sentence, 1 first on its line, 2 right after . ! ? : or an opening quote. */
  readonly position: Uint8Array;
  /** 1 when most letters of the token's line are capitals (headlines, form captions). */
  readonly capsLine: Uint8Array;
  /** Bit 1: the word occurs capitalised mid-sentence elsewhere in the text; bit 2: in lower case. */
  readonly docUse: Uint8Array;
  /** Each token's word numbered: tokens with the same `lower` share a number. */
  readonly words: WordIds;
  /** 1 on lines of informal text (chat, comments) where names are often written in lower case. */
  readonly informal: Uint8Array;
  readonly gazetteer: GazetteerMatches;
  readonly fields: TokenFields;
}

/** Computes every per-token fact the features need. */
export function tokenFacts(text: string, tokens: Tokens, gazetteer: CompiledGazetteer, layout: TextLayout): TokenFacts {
  const n = tokens.count;
  const lower = new Uint32Array(n);
  const shape = new Uint32Array(n);
  const casing = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const s = tokens.starts[i]!;
    const e = tokens.ends[i]!;
    wordFacts(text, s, e, i, lower, shape, casing);
  }
  const position = positions(text, tokens);
  const words = wordIds(lower);
  return {
    informal: informalLines(tokens, lower, casing, position),
    text,
    tokens,
    lower,
    shape,
    casing,
    position,
    capsLine: capsLines(tokens, casing),
    words,
    docUse: documentUse(words, casing, position),
    gazetteer: matchGazetteer(gazetteer, text, tokens, lower, words),
    fields: tokenFields(text, tokens, layout),
  };
}

/**
 * Writes token i's lowercased hash (as `hashRange` makes it), collapsed shape hash
 * ("Smith" → Xx, "O'Neil" → X'Xx, "1996-08" → d-d) and casing class, all from one
 * pass over its characters.
 */
function wordFacts(text: string, start: number, end: number, i: number, lower: Uint32Array, shape: Uint32Array, casing: Uint8Array): void {
  // The FNV offset as a signed 32-bit value (same bits): the hashes then stay small integers to V8, not doubles.
  let lowered = FNV_OFFSET_INT32;
  let h = FNV_OFFSET_INT32;
  let last = -1;
  let upper = 0;
  let lowerCount = 0;
  let digits = 0;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    lowered = Math.imul(lowered ^ lowerCode(c), 0x01000193);
    const symbol = SHAPE_SYMBOLS[c]!;
    if (symbol === UPPER_SYMBOL) upper++;
    else if (symbol === LOWER_SYMBOL) lowerCount++;
    else if (symbol === DIGIT_SYMBOL) digits++;
    if (symbol === last) continue;
    last = symbol;
    h = Math.imul(h ^ symbol, 0x01000193);
  }
  lower[i] = lowered >>> 0;
  shape[i] = h >>> 0;
  casing[i] = casingClass(charClass(text.charCodeAt(start)), end - start, upper, lowerCount, digits);
}

const FNV_OFFSET_INT32 = 0x811c9dc5 | 0;

// A character's symbol in a shape: X for capitals, x for other letters, d for digits, else the
// character itself (never one of those three codes: they are letters). One table load a character.
const UPPER_SYMBOL = 88;
const LOWER_SYMBOL = 120;
const DIGIT_SYMBOL = 100;
const SHAPE_SYMBOLS = Uint16Array.from({ length: 0x10000 }, (_, c) => {
  const cls = charClass(c);
  return cls === CharClass.Upper ? UPPER_SYMBOL : cls === CharClass.Lower ? LOWER_SYMBOL : cls === CharClass.Digit ? DIGIT_SYMBOL : c;
});

function casingClass(first: CharClass, length: number, upper: number, lowerCount: number, digits: number): number {
  if (first === CharClass.Punct || first === CharClass.Surrogate) return CASING.punct;
  if (digits > 0) return CASING.digits;
  if (first === CharClass.Upper) {
    if (lowerCount > 0) return CASING.initCap;
    if (upper === 1) return length === 1 ? CASING.singleUpper : CASING.initial;
    return CASING.allCaps;
  }
  return first === CharClass.Lower ? CASING.lower : CASING.other;
}

// Character codes, so the check reads no one-character strings.
const OPENERS = new Set(['.', '!', '?', ':', '"', '“', '(', '[', '-', '–', '—', '•', '*', '>', '|', ';'].map((c) => c.charCodeAt(0)));

function positions(text: string, tokens: Tokens): Uint8Array {
  const out = new Uint8Array(tokens.count);
  for (let i = 0; i < tokens.count; i++) {
    if (tokens.lineStart[i]) out[i] = 1;
    else if (tokens.ends[i - 1]! - tokens.starts[i - 1]! === 1 && OPENERS.has(text.charCodeAt(tokens.starts[i - 1]!))) out[i] = 2;
  }
  return out;
}

function capsLines(tokens: Tokens, casing: Uint8Array): Uint8Array {
  const out = new Uint8Array(tokens.count);
  let from = 0;
  for (let i = 1; i <= tokens.count; i++) {
    if (i < tokens.count && !tokens.lineStart[i]) continue;
    let caps = 0;
    let words = 0;
    for (let k = from; k < i; k++) {
      const c = casing[k]!;
      if (c === CASING.allCaps) caps++;
      if (c === CASING.allCaps || c === CASING.initCap || c === CASING.lower) words++;
    }
    if (words >= 2 && caps * 3 >= words * 2) out.fill(1, from, i);
    from = i;
  }
  return out;
}

/** Whether a word is also used capitalised mid-sentence, or in lower case, elsewhere in the text. */
function documentUse(words: WordIds, casing: Uint8Array, position: Uint8Array): Uint8Array {
  const { ids } = words;
  const seen = new Uint8Array(words.count);
  for (let i = 0; i < ids.length; i++) {
    const c = casing[i]!;
    seen[ids[i]!]! |= c === CASING.lower ? 2 : c === CASING.initCap && position[i] === 0 ? 1 : 0;
  }
  const out = new Uint8Array(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = seen[ids[i]!]!;
  return out;
}

const LOWER_I = hashString('i');
const INFORMAL_MIN_STARTS = 3;

/**
 * Informal lines: those starting in lower case, and every line of a text that
 * writes the pronoun "i" in lower case or starts a third of its sentences so.
 */
function informalLines(tokens: Tokens, lower: Uint32Array, casing: Uint8Array, position: Uint8Array): Uint8Array {
  const n = tokens.count;
  let starts = 0;
  let lowerStarts = 0;
  let lowerI = false;
  for (let i = 0; i < n; i++) {
    const c = casing[i]!;
    if (c === CASING.lower && lower[i] === LOWER_I) lowerI = true;
    if (position[i] === 0 || (c !== CASING.lower && c !== CASING.initCap)) continue;
    starts++;
    if (c === CASING.lower) lowerStarts++;
  }
  const out = new Uint8Array(n);
  if (lowerI || (starts >= INFORMAL_MIN_STARTS && lowerStarts * 3 >= starts)) return out.fill(1);
  let lineInformal = 0;
  for (let i = 0; i < n; i++) {
    if (tokens.lineStart[i]) lineInformal = casing[i] === CASING.lower ? 1 : 0;
    out[i] = lineInformal;
  }
  return out;
}

/** Length of token i in UTF-16 code units. */
export function tokenLength(f: TokenFacts, i: number): number {
  return f.tokens.ends[i]! - f.tokens.starts[i]!;
}
