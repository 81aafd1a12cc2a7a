import { formatPlaceholder, placeholdersIn } from './placeholder-format.js';

/** The part of an entity that placeholder planning needs. */
export interface Span {
  type: string;
  start: number;
  end: number;
}

export type WithPlaceholder<T extends Span> = T & { placeholder: string };

export interface PlaceholderResult<T extends Span> {
  sanitized: string;
  entities: WithPlaceholder<T>[];
  /** placeholder → original value, one entry per distinct value. */
  mapping: Record<string, string>;
}

/**
 * Replaces each entity with a placeholder. Numbering is per type from 1 in
 * order of appearance; the same value of the same type reuses its placeholder;
 * a placeholder that already occurs in the input is never issued, so
 * rehydration cannot touch text the user wrote.
 * Entities must not overlap (the analyzer guarantees it).
 * @example applyPlaceholders('Ann met Ann', [a1, a2]).sanitized // '[PERSON_1] met [PERSON_1]'
 */
export function applyPlaceholders<T extends Span>(text: string, entities: readonly T[]): PlaceholderResult<T> {
  const taken = placeholdersIn(text);
  const counters = new Map<string, number>();
  const byValue = new Map<string, string>();
  const mapping: Record<string, string> = {};
  const ordered = [...entities].sort((a, b) => a.start - b.start);
  const planned = ordered.map((entity) => {
    const value = text.slice(entity.start, entity.end);
    const key = `${entity.type}\u0000${value}`;
    let placeholder = byValue.get(key);
    if (!placeholder) {
      placeholder = nextFree(entity.type, counters, taken);
      byValue.set(key, placeholder);
      mapping[placeholder] = value;
    }
    return { ...entity, placeholder };
  });
  return { sanitized: splice(text, planned), entities: planned, mapping };
}

function nextFree(type: string, counters: Map<string, number>, taken: Set<string>): string {
  let n = counters.get(type) ?? 0;
  let candidate: string;
  do {
    n++;
    candidate = formatPlaceholder(type, n);
  } while (taken.has(candidate));
  counters.set(type, n);
  return candidate;
}

function splice(text: string, planned: readonly (Span & { placeholder: string })[]): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const e of planned) {
    parts.push(text.slice(cursor, e.start), e.placeholder);
    cursor = e.end;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}
