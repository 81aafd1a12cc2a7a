import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { applyPlaceholders, typesNamed, createEngine, createNerRecognizer, parseNerModel, patternRecognizers, type AnalyzedEntity, type Engine } from '@sanitizer/core';
import type { Entity } from './api-types.js';

/** Detection and redaction in this process, with no server: what `sanitizer --local` runs. */
export interface LocalEngine {
  detect(text: string, options: LocalOptions): { entities: Entity[]; entities_found: number };
  /** Placeholders without a session: nothing is kept that could restore the text. */
  redact(text: string, options: LocalOptions): { sanitized: string; session_id: null; redacted: true; entities_found: number; entities: Entity[] };
}

export interface LocalOptions {
  entities?: string[];
  confidenceThreshold?: number;
}

/**
 * Assembles the engine with every built-in recognizer and the shipped NER
 * model, as the server's `loadEngine` does (the client cannot import the server).
 */
export async function loadLocalEngine(): Promise<LocalEngine> {
  const modelPath = createRequire(import.meta.url).resolve('@sanitizer/core/model/ner-model.json');
  const engine = createEngine([...patternRecognizers(), createNerRecognizer(parseNerModel(await readFile(modelPath, 'utf8')))]);
  return {
    detect(text, options) {
      const entities = analyze(engine, text, options).map(publicEntity);
      return { entities, entities_found: entities.length };
    },
    redact(text, options) {
      const planned = applyPlaceholders(text, analyze(engine, text, options));
      const entities = planned.entities.map((e) => ({ placeholder: e.placeholder, ...publicEntity(e) }));
      return { sanitized: planned.sanitized, session_id: null, redacted: true, entities_found: entities.length, entities };
    },
  };
}

/** Unknown entity names are the caller's mistake; reported as a RangeError the CLI turns into a usage error. */
export function entityTypesOf(names: string[]): string[] {
  return names.flatMap((name) => {
    const types = typesNamed(name);
    if (!types) throw new RangeError(`unknown entity type "${name.slice(0, 64)}"`);
    return types;
  });
}

function analyze(engine: Engine, text: string, options: LocalOptions): AnalyzedEntity[] {
  return engine.analyze(text, {
    ...(options.entities ? { entities: entityTypesOf(options.entities) } : {}),
    confidenceThreshold: options.confidenceThreshold ?? 0,
  }).entities;
}

function publicEntity(e: AnalyzedEntity): Entity {
  return { type: e.type, confidence: e.confidence, start: e.start, end: e.end, structure: e.structure as Entity['structure'] };
}
