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
 * Decides, before the general overlap step, overlaps that involve a custom
 * pattern's match by precedence: a winning match (`over`, or `context` with its
 * keywords near) beats built-in detections, which beat a yielding match
 * (`under`, or `context` without keywords). Equals go to the general step.
 */
export function applyPrecedence(
  detections: readonly Detection[],
  specs: readonly CustomPatternSpec[],
  text: string,
): { detections: Detection[]; decisions: Decision[] } {
  // Most requests carry no custom pattern: nothing to look up then.
  if (specs.length === 0) return { detections: [...detections], decisions: [] };
  const bySpec = new Map(specs.map((s) => [s.name, s]));
  if (!detections.some((d) => bySpec.has(d.type))) return { detections: [...detections], decisions: [] };
  const strength = new Map(detections.map((d) => [d, strengthOf(bySpec.get(d.type), d, text)]));
  const dropped = new Set<Detection>();
  const decisions: Decision[] = [];
  for (const c of detections) {
    if (!bySpec.has(c.type)) continue;
    for (const d of detections) {
      if (d === c || dropped.has(d) || dropped.has(c) || !(d.start < c.end && c.start < d.end)) continue;
      const sc = strength.get(c)!;
      const sd = strength.get(d)!;
      if (sc === sd) continue;
      const [kept, lost] = sc > sd ? [c, d] : [d, c];
      dropped.add(lost);
      decisions.push({ kept: kept.type, dropped: lost.type, rule: 'custom_precedence' });
    }
  }
  return { detections: detections.filter((d) => !dropped.has(d)), decisions };
}

const WINS = 2;
const BUILT_IN = 1;
const YIELDS = 0;

function strengthOf(spec: CustomPatternSpec | undefined, d: Detection, text: string): number {
  if (!spec) return BUILT_IN;
  const precedence = spec.precedence ?? 'over';
  if (precedence === 'context') return spec.context && satisfies(text, d.start, d.end, spec.context) ? WINS : YIELDS;
  return precedence === 'over' ? WINS : YIELDS;
}
