import { BUILT_IN_TYPES } from '../types.js';
import { formatPlaceholder } from './placeholder-format.js';
import { readPlaceholders, typeOfKey } from './placeholder-reading.js';

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
  /** placeholder → original value: everything the session holds after this text (previous entries included). */
  mapping: Record<string, string>;
  /** Only the entries this text added. */
  added: Record<string, string>;
}

export interface PlaceholderOptions {
  /** The session's mapping so far: its values keep their placeholders, its numbers are never issued again. */
  previous?: Readonly<Record<string, string>>;
}

type Mapping = Readonly<Record<string, string>>;

/** A replaced stretch of the input: the entity's span, widened over brackets the reader would otherwise swallow. */
interface Region {
  start: number;
  end: number;
}

/**
 * Replaces each entity with a placeholder. Numbering is per type from 1 in
 * order of appearance (after the numbers `previous` holds); the same value of
 * the same type reuses its placeholder; a placeholder the input already
 * contains, in any spelling rehydration reads, is never issued and is
 * reserved (held as itself), so rehydration returns exactly the input.
 * Entities must not overlap (the analyzer guarantees it).
 * @example applyPlaceholders('Ann met Ann', [a1, a2]).sanitized // '[PERSON_1] met [PERSON_1]'
 */
export function applyPlaceholders<T extends Span>(text: string, entities: readonly T[], options: PlaceholderOptions = {}): PlaceholderResult<T> {
  const previous = options.previous ?? {};
  const ordered = [...entities].sort((a, b) => a.start - b.start);
  const placeable = new Set<string>([...BUILT_IN_TYPES, ...ordered.map((e) => e.type), ...heldTypes(previous)]);
  const reserved = new Set(readPlaceholders(text).map((t) => t.key));
  let regions: Region[] = ordered.map((e) => ({ start: e.start, end: e.end }));
  for (;;) {
    const plan = planOnce(text, ordered, regions, previous, reserved);
    const fix = checkReading(plan, regions, previous, reserved);
    if (fix.kind === 'exact') return finish(plan, previous, new Set([...reserved, ...fix.userTokens]), placeable);
    if (fix.kind === 'reserve') reserved.add(fix.key);
    else regions = regions.map((r, i) => (i === fix.index ? fix.region : r));
  }
}

interface Plan<T extends Span> {
  sanitized: string;
  entities: WithPlaceholder<T>[];
  mapping: Record<string, string>;
  /** Where each inserted placeholder sits in the sanitized text. */
  inserted: Region[];
  issued: Set<string>;
}

function planOnce<T extends Span>(text: string, ordered: readonly T[], regions: readonly Region[], previous: Mapping, reserved: ReadonlySet<string>): Plan<T> {
  const mapping: Record<string, string> = { ...previous };
  const byValue = valueIndex(previous);
  const counters = new Map<string, number>();
  const issued = new Set<string>();
  const parts: string[] = [];
  const inserted: Region[] = [];
  let cursor = 0;
  let length = 0;
  const planned = ordered.map((entity, i) => {
    const region = regions[i]!;
    const value = text.slice(region.start, region.end);
    const valueKey = `${entity.type}\u0000${value}`;
    let placeholder = byValue.get(valueKey);
    if (!placeholder) {
      placeholder = nextFree(entity.type, counters, (p) => Object.hasOwn(mapping, p) || reserved.has(p));
      byValue.set(valueKey, placeholder);
      mapping[placeholder] = value;
      issued.add(placeholder);
    }
    const before = text.slice(cursor, region.start);
    parts.push(before, placeholder);
    length += before.length;
    inserted.push({ start: length, end: length + placeholder.length });
    length += placeholder.length;
    cursor = region.end;
    return { ...entity, placeholder };
  });
  parts.push(text.slice(cursor));
  return { sanitized: parts.join(''), entities: planned, mapping, inserted, issued };
}

/** What reading the sanitized text back asks for, if anything. */
type Fix =
  | { kind: 'exact'; userTokens: string[] }
  | { kind: 'reserve'; key: string }
  | { kind: 'widen'; index: number; region: Region };

/**
 * Reads the sanitized text as rehydration will. An inserted placeholder next
 * to the user's text can change how that text reads:
 * - read with the brackets around it (`[[PERSON_1]]`): its region takes in the brackets;
 * - a bare word of the user's beside it now reads as a placeholder (`]PERSON_2`):
 *   a number issued here is reserved and planned again; one the session held
 *   before cannot be renumbered, so the region takes in the word.
 */
function checkReading(plan: Plan<Span>, regions: readonly Region[], previous: Mapping, reserved: ReadonlySet<string>): Fix {
  const at = new Map(plan.inserted.map((r, i) => [r.start, i]));
  const userTokens: string[] = [];
  for (const token of readPlaceholders(plan.sanitized)) {
    const i = at.get(token.start);
    if (i !== undefined && plan.inserted[i]!.end === token.end) continue;
    const wrapped = plan.inserted.findIndex((r) => r.start > token.start && r.end < token.end);
    if (wrapped >= 0) return { kind: 'widen', index: wrapped, region: widened(regions[wrapped]!, 1, 1) };
    if (plan.issued.has(token.key) && !reserved.has(token.key)) return { kind: 'reserve', key: token.key };
    const heldBefore = Object.hasOwn(previous, token.key) && previous[token.key] !== token.key;
    const beside = heldBefore ? plan.inserted.findIndex((r) => r.end === token.start || r.start === token.end) : -1;
    if (beside >= 0) {
      const width = token.end - token.start;
      const after = plan.inserted[beside]!.end === token.start;
      return { kind: 'widen', index: beside, region: widened(regions[beside]!, after ? 0 : width, after ? width : 0) };
    }
    userTokens.push(token.key);
  }
  return { kind: 'exact', userTokens };
}

function widened(region: Region, before: number, after: number): Region {
  return { start: region.start - before, end: region.end + after };
}

function finish<T extends Span>(plan: Plan<T>, previous: Mapping, reserved: ReadonlySet<string>, placeable: ReadonlySet<string>): PlaceholderResult<T> {
  const mapping = plan.mapping;
  for (const key of reserved) {
    const type = typeOfKey(key);
    if (type && placeable.has(type) && !Object.hasOwn(mapping, key)) mapping[key] = key;
  }
  const added = Object.fromEntries(Object.entries(mapping).filter(([key]) => !Object.hasOwn(previous, key)));
  return { sanitized: plan.sanitized, entities: plan.entities, mapping, added };
}

/** type + value → placeholder, for the values a session already holds (reserved entries hold no value). */
function valueIndex(previous: Mapping): Map<string, string> {
  const index = new Map<string, string>();
  for (const [placeholder, value] of Object.entries(previous)) {
    const type = typeOfKey(placeholder);
    if (type && value !== placeholder) index.set(`${type}\u0000${value}`, placeholder);
  }
  return index;
}

function heldTypes(mapping: Mapping): string[] {
  return Object.keys(mapping).flatMap((key) => typeOfKey(key) ?? []);
}

function nextFree(type: string, counters: Map<string, number>, taken: (placeholder: string) => boolean): string {
  let n = counters.get(type) ?? 0;
  let candidate: string;
  do {
    n++;
    candidate = formatPlaceholder(type, n);
  } while (taken(candidate));
  counters.set(type, n);
  return candidate;
}
