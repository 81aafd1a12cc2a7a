import { Type } from '@sinclair/typebox';
import { ENGINE_VERSION, type AnalysisResult, type AnalyzedEntity } from '@sanitizer/core';

/** Metadata of a sanitize or detect result (DESIGN.md). */
export function resultMetadata(result: AnalysisResult, textBytes: number, entities: readonly Pick<AnalyzedEntity, 'type'>[] = result.entities) {
  const entityCounts: Record<string, number> = {};
  for (const e of entities) entityCounts[e.type] = (entityCounts[e.type] ?? 0) + 1;
  return {
    format_type: result.formatType,
    disambiguation_applied: result.disambiguationApplied,
    entity_counts: entityCounts,
    text_bytes: textBytes,
    warnings: result.warnings,
    engine_version: ENGINE_VERSION,
  };
}

/** The public fields of an entity (no recognizer internals). */
export function publicEntity(e: AnalyzedEntity) {
  return { type: e.type, confidence: e.confidence, start: e.start, end: e.end, structure: e.structure };
}

/** Where an entity sits in the text's layout. */
const StructureSchema = Type.Object({
  region_type: Type.String({ description: 'key_value, table, list or paragraph.' }),
  label: Type.Union([Type.String(), Type.Null()], { description: 'The key of a key-value line or the column header of a table cell.' }),
  line: Type.Integer({ description: '1-based line number.' }),
});

/** An entity as sanitize and detect return it (offsets in UTF-16 code units, `end` exclusive). */
export const EntitySchema = Type.Object({
  type: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  start: Type.Integer(),
  end: Type.Integer(),
  structure: StructureSchema,
});

/** `metadata` of a sanitize or detect result. */
export const ResultMetadataSchema = Type.Object({
  format_type: Type.String(),
  disambiguation_applied: Type.Boolean(),
  entity_counts: Type.Object({}, { additionalProperties: Type.Integer(), description: 'Entities found per type.' }),
  text_bytes: Type.Integer({ description: 'Bytes of the text in UTF-8.' }),
  warnings: Type.Array(Type.String()),
  engine_version: Type.String(),
});
