/**
 * A salutation's name ends at its comma: "Dear Maryam, Ann Ahmed will join" greets Maryam and then
 * names Ann Ahmed, so a PERSON span that opens right after a greeting ("Dear", "Hi", "Hello") is cut
 * at its first comma into the greeted name and the name after it.
 */
import type { TokenFacts } from '../tokens/token-facts.js';
import { isPunct, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const GREETINGS = wordSet(WORDS['address-names'].greetings);
const COMMA = 0x2c;

export function cutAfterSalutations(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  if (!spans.some((s) => commaAfterGreeting(text, f, s) >= 0)) return spans;
  return spans.flatMap((s) => {
    const comma = commaAfterGreeting(text, f, s);
    if (comma < 0) return [s];
    const parts: TokenSpan[] = [{ ...s, last: comma - 1, end: f.tokens.ends[comma - 1]!, reason: `${s.reason}+salutation` }];
    if (comma < s.last) parts.push({ ...s, first: comma + 1, start: f.tokens.starts[comma + 1]!, reason: `${s.reason}+salutation` });
    return parts;
  });
}

/** The first comma inside a PERSON span that opens after a greeting, or -1. */
function commaAfterGreeting(text: string, f: TokenFacts, s: TokenSpan): number {
  if (s.type !== 'PERSON' || s.first === 0 || f.tokens.lineStart[s.first] || !GREETINGS.has(f.lower[s.first - 1]!)) return -1;
  for (let i = s.first + 1; i <= s.last; i++) if (isPunct(text, f, i, COMMA)) return i;
  return -1;
}
