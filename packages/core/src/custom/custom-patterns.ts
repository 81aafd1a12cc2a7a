import type { Decision } from '../analyzer/resolve-overlaps.js';
import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { satisfies, type ContextCondition } from './context-condition.js';
import { compileSafeRegex } from './safe-regex.js';

/**
 * How an organization's pattern relates to built-in types where both match the
 * same text: `over` the pattern's type wins, `under` the built-in type wins,
 * `context` the pattern wins only when its context condition holds.
 */
export type Precedence = 'over' | 'under' | 'context';

/** An organization's custom pattern as plain data (it crosses thread boundaries). */
export interface CustomPatternSpec {
  /** The entity type, used in placeholders (`[EMPLOYEE_ID_1]`). */
  name: string;
  /** Regular expression, JavaScript or RE2 syntax; matched in linear time. */
  pattern: string;
  flags?: string;
  /** Default `over`. */
  precedence?: Precedence;
  /** Required when precedence is `context`. */
  context?: ContextCondition | null;
}

/** Confidence of a custom-pattern match: the organization said so, but a regex cannot validate. */
export const CUSTOM_PATTERN_SCORE = 0.85;

/** One recognizer per pattern; a pattern that does not compile finds nothing (the server refuses those at creation). */
export function customPatternRecognizers(specs: readonly CustomPatternSpec[]): Recognizer[] {
  const out: Recognizer[] = [];
  for (const spec of specs) {
    const compiled = compileSafeRegex(spec.pattern, spec.flags);
    if (!compiled.ok) continue;
    const { regex } = compiled;
    const name = `custom:${spec.name}`;
    out.push({
      name,
      entities: [spec.name],
      analyze: ({ text }: AnalysisContext): Detection[] =>
        regex.findAll(text).map(({ start, end }) => ({ type: spec.name, start, end, score: CUSTOM_PATTERN_SCORE, recognizer: name, reason: 'custom_pattern' })),
    });
  }
  return out;
}

/**
 * Decides, before the general overlap step, every overlap between a custom
 * pattern's match and a built-in detection, by the pattern's precedence.
 * Overlaps between two custom patterns are left to the general step.
 */
export function applyPrecedence(
  detections: readonly Detection[],
  specs: readonly CustomPatternSpec[],
  text: string,
): { detections: Detection[]; decisions: Decision[] } {
  const bySpec = new Map(specs.map((s) => [s.name, s]));
  const custom = detections.filter((d) => bySpec.has(d.type));
  if (custom.length === 0) return { detections: [...detections], decisions: [] };
  const dropped = new Set<Detection>();
  const decisions: Decision[] = [];
  for (const c of custom) {
    const spec = bySpec.get(c.type)!;
    for (const b of detections) {
      if (bySpec.has(b.type) || dropped.has(b) || dropped.has(c) || !(b.start < c.end && c.start < b.end)) continue;
      const customWins = wins(spec, c, text);
      const [kept, lost] = customWins ? [c, b] : [b, c];
      dropped.add(lost);
      decisions.push({ kept: kept.type, dropped: lost.type, rule: 'custom_precedence' });
    }
  }
  return { detections: detections.filter((d) => !dropped.has(d)), decisions };
}

function wins(spec: CustomPatternSpec, d: Detection, text: string): boolean {
  const precedence = spec.precedence ?? 'over';
  if (precedence === 'context') return spec.context ? satisfies(text, d.start, d.end, spec.context) : false;
  return precedence === 'over';
}
