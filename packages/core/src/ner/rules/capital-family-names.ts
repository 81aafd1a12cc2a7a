/**
 * "FAMILY, Given": registers, rosters, passports and clinical records write the family name in
 * capitals, then a comma and the given name ("FONTAINE, Baptiste", "VAN DER LINDEN, Sanne",
 * "BEN-AMI, Noa", "BINTI OSMAN, Amirul"). The capitals say which part is the family name and the
 * comma is the inversion, so the whole is one name. A run of capitals that opens a field (the line's
 * start, a quote or a separator), a comma, and one or two capitalised words that close the field
 * are joined into one PERSON span when the tagger read either part as a person. A run that another
 * type already holds ("PARIS, France") is left alone.
 */
import type { TokenFacts } from '../tokens/token-facts.js';
import type { TokenSpan } from './rule-words.js';

// Capitals, spaced or joined by a hyphen or apostrophe, then ", " and the given name(s) closing the field.
// The field-opening look-behind comes after the first capital, so most positions fail on that one letter first.
const INVERTED = /(\p{Lu}(?<=(?:^|[\n"',;|:\t(\[=]\s*)\p{Lu})[\p{Lu}'’-]*(?: \p{Lu}[\p{Lu}'’-]*){0,3}), (\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)?(?: \p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)?)?)(?=[ \t]*(?:$|[\n"',;|)\]\t]))/gmu;
const TWO_CAPITALS = /\p{Lu}{2}/u;

export function capitalFamilyNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  if (!text.includes(', ')) return spans;
  let out = spans;
  for (const m of text.matchAll(INVERTED)) {
    if (!TWO_CAPITALS.test(m[1]!)) continue;
    const start = m.index!;
    const end = start + m[0].length;
    const inside = out.filter((s) => s.start < end && s.end > start);
    if (!inside.some((s) => s.type === 'PERSON') || inside.some((s) => s.type !== 'PERSON' || s.start < start || s.end > end)) continue;
    const joined = tokenSpan(f, start, end, Math.max(...inside.map((s) => s.score)));
    if (!joined) continue;
    out = [...out.filter((s) => !inside.includes(s)), joined].sort((a, b) => a.start - b.start);
  }
  return out;
}

function tokenSpan(f: TokenFacts, start: number, end: number, score: number): TokenSpan | null {
  const { starts, ends, count } = f.tokens;
  let first = 0;
  while (first < count && starts[first]! < start) first++;
  let last = first;
  while (last + 1 < count && ends[last]! < end) last++;
  if (starts[first] !== start || ends[last] !== end) return null;
  return { type: 'PERSON', start, end, first, last, score, reason: 'capital family name' };
}
