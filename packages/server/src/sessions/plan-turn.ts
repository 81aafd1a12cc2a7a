import {
  analyzeLayout,
  applyPlaceholders,
  builtInTypeOf,
  heldValues,
  knownValueSpans,
  type AnalyzedEntity,
  type EntityType,
  type KnownValue,
  type PlaceholderResult,
} from '@sanitizer/core';

/** Storage tier 1: the session holds the placeholder (so its number is never reissued) but not the original. */
export function withoutNeverStored(
  planned: Pick<PlaceholderResult<AnalyzedEntity>, 'mapping' | 'entities'>,
  neverStore: ReadonlySet<string>,
): Record<string, string> {
  if (neverStore.size === 0) return planned.mapping;
  const mapping = { ...planned.mapping };
  for (const e of planned.entities) if (neverStore.has(e.type)) mapping[e.placeholder] = e.placeholder;
  return mapping;
}

/** Marks an entity found because its exact value was already placed, not by a recognizer. */
export const KNOWN_VALUE_RECOGNIZER = 'known_value';

export interface TurnOptions {
  /** Storage tier 1 types. */
  neverStore: ReadonlySet<string>;
  /** Values found elsewhere in the same request, replaced here too where they recur. */
  known?: readonly KnownValue[];
  /** `config.entities`: a recurring value of a built-in type outside it is left alone, as detection would. */
  entities?: readonly string[];
}

/**
 * Plans one text's placeholders inside a session: values the session already
 * holds keep their placeholders, new ones take the next free numbers. A value
 * the session holds, or one of `known`, is replaced wherever it recurs as a
 * whole word, also where detection missed it this time.
 * @example planTurn('Ann again', [], { '[PERSON_1]': 'Ann' }, { neverStore: new Set() }).sanitized // '[PERSON_1] again'
 */
export function planTurn(
  text: string,
  entities: readonly AnalyzedEntity[],
  previous: Readonly<Record<string, string>>,
  options: TurnOptions,
): PlaceholderResult<AnalyzedEntity> {
  const wanted = (v: KnownValue) => !options.entities || options.entities.includes(v.type) || builtInTypeOf(v.type) === null;
  const known = [...heldValues(previous), ...(options.known ?? [])].filter(wanted);
  const planned = applyPlaceholders(text, withRecurrences(text, entities, known), { previous });
  return { ...planned, mapping: withoutNeverStored(planned, options.neverStore) };
}

/** The values of detected entities, for `planTurn`'s `known`. */
export function valuesOf(text: string, entities: readonly AnalyzedEntity[]): KnownValue[] {
  return entities.map((e) => ({ type: e.type, value: text.slice(e.start, e.end) }));
}

/**
 * The detected entities with every whole-word recurrence of a known value added.
 * A recurrence that covers detected entities wholly replaces them ('Quenby
 * Zorblatt' held, only 'Zorblatt' detected: the held value wins, so no part of
 * it is left in clear); one that crosses an entity's edge yields to the entity.
 */
function withRecurrences(text: string, entities: readonly AnalyzedEntity[], known: readonly KnownValue[]): readonly AnalyzedEntity[] {
  if (known.length === 0) return entities;
  const spans = knownValueSpans(text, known, []).filter((s) => !entities.some((e) => overlaps(e, s) && (e.start < s.start || e.end > s.end)));
  const added = spans.filter((s) => !entities.some((e) => e.start === s.start && e.end === s.end));
  if (added.length === 0) return entities;
  const kept = entities.filter((e) => !added.some((s) => overlaps(e, s)));
  const layout = analyzeLayout(text);
  const recurring = added.map((s) => ({
    type: s.type as EntityType,
    start: s.start,
    end: s.end,
    confidence: 1,
    structure: layout.structureAt(s.start),
    recognizer: KNOWN_VALUE_RECOGNIZER,
  }));
  return [...kept, ...recurring];
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}
