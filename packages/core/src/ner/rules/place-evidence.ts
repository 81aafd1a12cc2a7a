import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { CharClass, charClass } from '../tokens/tokenizer.js';
import { PLACE_FLAGS, type TokenSpan } from './rule-words.js';

// Codes are short ("NDC", "ICD", "SKU"); longer all-caps words before a number are often datelines ("BOMBAY 1996-08-30").
const MAX_CODE_LETTERS = 4;

/**
 * Drops one-word LOCATION spans that no place list knows and that read as
 * something else: a capitalised common English word opening a line or a
 * sentence ("Hospital course was uncomplicated"), or an all-caps code right
 * before a number ("NDC 25855-1374-45", "ICD 10").
 */
export function dropPlaceLookalikes(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  return spans.filter((s) => s.type !== 'LOCATION' || s.first !== s.last || !placeLookalike(text, f, s.first));
}

function placeLookalike(text: string, f: TokenFacts, i: number): boolean {
  if (f.gazetteer.single[i]! & PLACE_FLAGS) return false;
  const c = f.casing[i]!;
  if (c === CASING.initCap && f.position[i] !== 0 && f.gazetteer.commonBand[i] !== 0) return true;
  return c === CASING.allCaps && f.tokens.ends[i]! - f.tokens.starts[i]! <= MAX_CODE_LETTERS && beforeNumber(text, f, i);
}

function beforeNumber(text: string, f: TokenFacts, i: number): boolean {
  const next = i + 1;
  return next < f.tokens.count && !f.tokens.lineStart[next] && charClass(text.charCodeAt(f.tokens.starts[next]!)) === CharClass.Digit;
}
