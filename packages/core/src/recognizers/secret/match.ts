/** The index and text of the first defined group among `groups` of a match. */
export function groupOf(m: RegExpMatchArray, groups: readonly number[]): { value: string; start: number } | null {
  for (const g of groups) {
    const value = m[g];
    if (value !== undefined) return { value, start: m.indices![g]![0] };
  }
  return null;
}

const WITH_INDICES = new WeakMap<RegExp, RegExp>();

/**
 * The regex with the `d` flag (match indices), made once per regex: the finders ask for it on every
 * analysis. Only for `matchAll`, which copies the regex, so the shared copy's lastIndex never moves.
 */
export function withIndices(regex: RegExp): RegExp {
  let indexed = WITH_INDICES.get(regex);
  if (!indexed) {
    indexed = regex.flags.includes('d') ? regex : new RegExp(regex.source, `${regex.flags}d`);
    WITH_INDICES.set(regex, indexed);
  }
  return indexed;
}

/**
 * The value that ends a match: the first defined of `groups`, the last of which is the unquoted one (the others
 * are followed by their closing quote). Found from the match's end: match indices ('d') slow a scan that matches
 * at every `key=` of a text.
 */
export function valueAtEnd(m: RegExpExecArray | RegExpMatchArray, groups: readonly number[]): { value: string; start: number; bare: boolean } | null {
  for (const g of groups) {
    const value = m[g];
    if (value === undefined) continue;
    const bare = g === groups[groups.length - 1];
    return { value, start: m.index! + m[0].length - value.length - (bare ? 0 : 1), bare };
  }
  return null;
}
