import { readPlaceholders, typeOfKey, type PlaceholderToken } from './placeholder-reading.js';

export interface RehydrateResult {
  text: string;
  /** How many placeholder occurrences were replaced. */
  restored: number;
  /** Placeholder-shaped tokens the mapping does not hold, as written, first appearance first. */
  unknown: string[];
}

export interface RehydrateOptions {
  /** Applied to each restored value, e.g. JSON string escaping inside tool-call arguments. */
  encode?: (value: string) => string;
}

type Mapping = Readonly<Record<string, string>>;

/**
 * Puts original values back in one pass, whatever spelling the model used: a
 * restored value is never scanned again. A placeholder the mapping holds as
 * itself (reserved: never stored, or written by the user) stays as written.
 * @example rehydrate('Hi [person_1]', { '[PERSON_1]': 'Ann' }).text // 'Hi Ann'
 */
export function rehydrate(text: string, mapping: Mapping, options: RehydrateOptions = {}): RehydrateResult {
  const reading = createReading(mapping, options);
  const out = reading.restore(text, 0, text.length);
  return { text: out, restored: reading.restored, unknown: reading.unknown };
}

/** Restores stretches of one text in order, keeping the counts; shared by the one-shot and the streaming rehydrator. */
export function createReading(mapping: Mapping, { encode = (v) => v }: RehydrateOptions) {
  const heldTypes = new Set(Object.keys(mapping).flatMap((key) => typeOfKey(key) ?? []));
  const unknown = new Set<string>();
  let restored = 0;
  const replacement = (token: PlaceholderToken): string => {
    if (!Object.hasOwn(mapping, token.key)) {
      if (token.written === token.key || heldTypes.has(token.type)) unknown.add(token.written);
      return token.written;
    }
    const value = mapping[token.key]!;
    if (value === token.key) return token.written;
    restored++;
    return encode(value);
  };
  return {
    heldTypes,
    /** `text[from, to)` restored; characters before `from` are context only. */
    restore(text: string, from: number, to: number): string {
      const parts: string[] = [];
      let cursor = from;
      for (const token of readPlaceholders(text, from, to)) {
        parts.push(text.slice(cursor, token.start), replacement(token));
        cursor = token.end;
      }
      parts.push(text.slice(cursor, to));
      return parts.join('');
    },
    get restored() {
      return restored;
    },
    get unknown() {
      return [...unknown];
    },
  };
}
