import { PLACEHOLDER_PATTERN } from './placeholder-format.js';

export interface RehydrateResult {
  text: string;
  /** How many placeholder occurrences were replaced. */
  restored: number;
}

/**
 * Puts original values back in one pass: a restored value is never scanned
 * again, and placeholders missing from the mapping stay as they are.
 * @example rehydrate('Hi [PERSON_1]', { '[PERSON_1]': 'Ann' }).text // 'Hi Ann'
 */
export function rehydrate(text: string, mapping: Readonly<Record<string, string>>): RehydrateResult {
  let restored = 0;
  const out = text.replace(PLACEHOLDER_PATTERN, (token) => {
    if (!Object.hasOwn(mapping, token)) return token;
    restored++;
    return mapping[token]!;
  });
  return { text: out, restored };
}
