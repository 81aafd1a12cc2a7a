import { applyPlaceholders, type AnalyzedEntity, type PlaceholderResult } from '@sanitizer/core';

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

/**
 * Plans one text's placeholders inside a session: values the session already
 * holds keep their placeholders, new ones take the next free numbers.
 * @example planTurn('Ann again', entities, { '[PERSON_1]': 'Ann' }, new Set()).sanitized // '[PERSON_1] again'
 */
export function planTurn(
  text: string,
  entities: readonly AnalyzedEntity[],
  previous: Readonly<Record<string, string>>,
  neverStore: ReadonlySet<string>,
): PlaceholderResult<AnalyzedEntity> {
  const planned = applyPlaceholders(text, entities, { previous });
  return { ...planned, mapping: withoutNeverStored(planned, neverStore) };
}
