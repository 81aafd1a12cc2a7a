/**
 * IO tags of the tagger, in the order of its weight columns. One tag per type
 * (no separate begin tag): a word's weights then count for its type wherever
 * it stands in a name, so "Trump" alone is as much a name as in "Donald Trump".
 */
export const TAGS = ['O', 'PERSON', 'LOCATION'] as const;
export type NerType = 'PERSON' | 'LOCATION';
export const TAG_COUNT = TAGS.length;
export const O = 0;

/** Tag index of a type. */
export function tagOfType(type: NerType): number {
  return type === 'PERSON' ? 1 : 2;
}

export function typeOfTag(tag: number): NerType | null {
  return tag === 1 ? 'PERSON' : tag === 2 ? 'LOCATION' : null;
}

/** A typed token range [first, last] produced by decoding. */
export interface TokenSpan {
  type: NerType;
  first: number;
  last: number;
}

/** Groups an IO sequence into spans: each run of one type is a span. */
export function spansOfTags(tags: Uint8Array, offset = 0): TokenSpan[] {
  const spans: TokenSpan[] = [];
  let current: TokenSpan | null = null;
  for (let i = 0; i < tags.length; i++) {
    const type = typeOfTag(tags[i]!);
    if (type && current && current.type === type) {
      current.last = i + offset;
      continue;
    }
    current = type ? { type, first: i + offset, last: i + offset } : null;
    if (current) spans.push(current);
  }
  return spans;
}
