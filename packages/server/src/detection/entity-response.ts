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
