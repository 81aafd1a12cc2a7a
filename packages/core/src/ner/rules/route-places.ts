/**
 * A route, "from <place> to <Y>" ("flights from Zemun to Інджія", "spread from Dobrich to Видин"),
 * goes to a place: a person span as Y becomes a LOCATION when no name list holds its words, or when
 * it is a listed place as a whole ("from Austin to Jordan"). A listed name that is no place stays a
 * person ("a postcard from Paris to Maria").
 */
import { hashString } from '../tokens/hash.js';
import type { TokenFacts } from '../tokens/token-facts.js';
import { isListedPlace, NAME_FLAGS, owners, type TokenSpan } from './rule-words.js';

const FROM = hashString('from');
const TO = hashString('to');

export function routePlaces(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let owner: Int32Array | null = null;
  let out: TokenSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    const to = s.first - 1;
    if (s.type !== 'PERSON' || to < 2 || f.lower[to] !== TO || f.tokens.lineStart[to] || f.tokens.lineStart[s.first]) continue;
    owner ??= owners(f, spans);
    const a = owner[to - 1]!;
    const origin = a >= 0 ? spans[a]! : null;
    if (!origin || origin.type !== 'LOCATION' || origin.last !== to - 1 || origin.first < 1 || f.lower[origin.first - 1] !== FROM) continue;
    if (!noListedName(f, s) && !isListedPlace(f, s.first, s.last)) continue;
    (out ??= [...spans])[k] = { ...s, type: 'LOCATION', reason: `${s.reason}+route-place` };
  }
  return out ?? spans;
}

function noListedName(f: TokenFacts, s: TokenSpan): boolean {
  for (let i = s.first; i <= s.last; i++) if (f.gazetteer.single[i]! & NAME_FLAGS) return false;
  return true;
}
