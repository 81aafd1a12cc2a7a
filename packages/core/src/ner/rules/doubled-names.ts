/**
 * A name joined by "&" to the same name is a firm ("Johnson & Johnson", "Smith & Smith"): no one is
 * named twice over, so neither word is a person.
 */
import type { TokenFacts } from '../tokens/token-facts.js';
import { isPunct, type TokenSpan } from './rule-words.js';

const AMPERSAND = 0x26;

export function dropDoubledNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  if (text.indexOf('&') < 0) return spans;
  return spans.filter((s) => s.type !== 'PERSON' || s.first !== s.last || !doubled(text, f, s.first));
}

function doubled(text: string, f: TokenFacts, i: number): boolean {
  return sameAcross(text, f, i, i + 2) || sameAcross(text, f, i - 2, i);
}

function sameAcross(text: string, f: TokenFacts, a: number, b: number): boolean {
  if (a < 0 || b >= f.tokens.count || f.tokens.lineStart[a + 1] || f.tokens.lineStart[b]) return false;
  return isPunct(text, f, a + 1, AMPERSAND) && f.lower[a] === f.lower[b];
}
