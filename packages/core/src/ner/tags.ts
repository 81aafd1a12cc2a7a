/** BIO tags of the tagger, in the order of its weight columns. */
export const TAGS = ['O', 'B-PERSON', 'I-PERSON', 'B-LOCATION', 'I-LOCATION'] as const;
export type NerType = 'PERSON' | 'LOCATION';
export const TAG_COUNT = TAGS.length;
export const O = 0;

/** Tag index of B-type / I-type. */
export function beginTag(type: NerType): number {
  return type === 'PERSON' ? 1 : 3;
}

export function typeOfTag(tag: number): NerType | null {
  return tag === 1 || tag === 2 ? 'PERSON' : tag === 3 || tag === 4 ? 'LOCATION' : null;
}

export function isInside(tag: number): boolean {
  return tag === 2 || tag === 4;
}

/** An I tag may only continue a B or I of the same type. */
export function allowedAfter(previous: number, tag: number): boolean {
  if (!isInside(tag)) return true;
  return previous === tag || previous === tag - 1;
}

/** A typed token range [first, last] produced by decoding. */
export interface TokenSpan {
  type: NerType;
  first: number;
  last: number;
}

/** Groups a BIO sequence into spans; a stray I starts a new span. */
export function spansOfTags(tags: Uint8Array, offset = 0): TokenSpan[] {
  const spans: TokenSpan[] = [];
  let current: TokenSpan | null = null;
  for (let i = 0; i < tags.length; i++) {
    const type = typeOfTag(tags[i]!);
    if (type && current && isInside(tags[i]!) && current.type === type) {
      current.last = i + offset;
      continue;
    }
    current = type ? { type, first: i + offset, last: i + offset } : null;
    if (current) spans.push(current);
  }
  return spans;
}
