/** Matches any `[TYPE_N]` token: the type is upper snake case, N a positive integer. */
export const PLACEHOLDER_PATTERN = /\[([A-Z][A-Z0-9_]*)_([1-9][0-9]{0,8})\]/g;

/** `[TYPE_N]` for a type and counter. */
export function formatPlaceholder(type: string, n: number): string {
  return `[${type}_${n}]`;
}

/** Every placeholder-shaped token that occurs literally in the text. */
export function placeholdersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER_PATTERN)) found.add(m[0]);
  return found;
}
