import type { Recognizer } from '../recognizer.js';
import { analyzeLayout, type FormatType, type TextLayout } from '../structure/layout.js';
import type { Detection, EntityStructure, EntityType } from '../types.js';
import { resolveOverlaps, type Decision } from './resolve-overlaps.js';
import { applyLearned, learnedRecognizers, learnedTypes } from '../custom/learned-step.js';
import type { CustomPatternSpec } from '../custom/custom-patterns.js';
import type { CompiledRule, RuleHit } from '../custom/compiled-rules.js';
import { detectMarkup } from './warnings.js';
import { isOptIn } from '../entity-types.js';

export interface AnalyzeOptions {
  /** Types to report; default: what every recognizer finds except those of opt-in types. Aliases already resolved. */
  entities?: readonly EntityType[];
  /** Minimum confidence to report, default 0. */
  confidenceThreshold?: number;
  /** Recognizers added for this call only (an organization's custom patterns). */
  extraRecognizers?: readonly Recognizer[];
  /** An organization's custom patterns (plain data; compiled and cached by the engine). Reported whatever `entities` says. */
  customPatterns?: readonly CustomPatternSpec[];
  /** An organization's compiled rules, applied after the recognizers and before overlaps are decided. */
  rules?: readonly CompiledRule[];
}

/** A detection after overlaps are decided, with its place in the layout. */
export interface AnalyzedEntity {
  type: EntityType;
  start: number;
  end: number;
  confidence: number;
  structure: EntityStructure;
  recognizer: string;
}

export interface AnalysisResult {
  entities: AnalyzedEntity[];
  formatType: FormatType;
  disambiguationApplied: boolean;
  decisions: Decision[];
  warnings: string[];
  /** Where a compiled rule changed the outcome. */
  ruleHits: RuleHit[];
}

export interface Engine {
  /** Types this engine can find (built-ins it was given recognizers for). */
  readonly supportedTypes: readonly EntityType[];
  analyze(text: string, options?: AnalyzeOptions): AnalysisResult;
}

/**
 * Builds an engine from a fixed list of recognizers. The pipeline is:
 * layout → select recognizers → run → resolve overlaps → threshold → structure.
 */
export function createEngine(recognizers: readonly Recognizer[]): Engine {
  const supportedTypes = [...new Set(recognizers.flatMap((r) => r.entities))];
  // Recognizers of opt-in types run only when a request names their types. Selected by
  // recognizer, not by type, so an organization's older custom pattern that happens to
  // share an opt-in type's name is still reported by default.
  const byDefault = recognizers.filter((r) => !r.entities.every(isOptIn));
  return {
    supportedTypes,
    analyze(text, options = {}) {
      const layout = analyzeLayout(text);
      const wanted = options.entities ? new Set([...options.entities, ...learnedTypes(options)]) : null;
      const all = [...(wanted ? recognizers : byDefault), ...(options.extraRecognizers ?? []), ...learnedRecognizers(options)];
      const selected = wanted ? all.filter((r) => r.entities.some((t) => wanted.has(t))) : all;
      const raw = onlyWanted(runRecognizers(selected, text, layout), wanted);
      const learned = applyLearned(raw, text, options);
      const resolved = resolveOverlaps(onlyWanted(learned.detections, wanted));
      const { detections } = resolved;
      const decisions = [...learned.decisions, ...resolved.decisions];
      const threshold = options.confidenceThreshold ?? 0;
      const entities = detections.filter((d) => d.score >= threshold).map((d) => toEntity(d, layout));
      return {
        entities,
        formatType: layout.formatType,
        disambiguationApplied: decisions.length > 0 || learned.hits.length > 0,
        decisions,
        warnings: detectMarkup(text),
        ruleHits: learned.hits,
      };
    },
  };
}

/** The detections of wanted types; all of them when the request names none. */
function onlyWanted(detections: Detection[], wanted: ReadonlySet<string> | null): Detection[] {
  return wanted ? detections.filter((d) => wanted.has(d.type)) : detections;
}

function runRecognizers(recognizers: readonly Recognizer[], text: string, layout: TextLayout): Detection[] {
  const ctx = { text, layout };
  const out: Detection[] = [];
  for (const r of recognizers) {
    for (const d of r.analyze(ctx)) if (d.end > d.start) out.push(d);
  }
  return out;
}

function toEntity(d: Detection, layout: TextLayout): AnalyzedEntity {
  return {
    type: d.type,
    start: d.start,
    end: d.end,
    confidence: Math.round(Math.min(1, Math.max(0, d.score)) * 1000) / 1000,
    structure: layout.structureAt(d.start),
    recognizer: d.recognizer,
  };
}
