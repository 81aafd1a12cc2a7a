/** The index and text of the first defined group among `groups` of a match. */
export function groupOf(m: RegExpMatchArray, groups: readonly number[]): { value: string; start: number } | null {
  for (const g of groups) {
    const value = m[g];
    if (value !== undefined) return { value, start: m.indices![g]![0] };
  }
  return null;
}

export function withIndices(regex: RegExp): RegExp {
  return new RegExp(regex.source, regex.flags.includes('d') ? regex.flags : `${regex.flags}d`);
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
