import type { Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import type { NerModel } from './model/model.js';
import { applyRules, ruleStepsWithout } from './rules/rules.js';
import { tagText } from './model/tagger.js';
import { WordCache } from './model/word-cache.js';

export const NER_RECOGNIZER_NAME = 'ner_perceptron';

export interface NerRecognizerOptions {
  /** Rule steps to leave out, by name (RULE_STEP_NAMES): for measuring each step's effect only. */
  readonly skipSteps?: ReadonlySet<string>;
}

/**
 * The PERSON/LOCATION recognizer: the tagger, then the structure rules.
 * @example
 * const model = parseNerModel(readFileSync('packages/core/model/ner-model.json', 'utf8'));
 * const engine = createEngine([...patternRecognizers(), createNerRecognizer(model)]);
 */
export function createNerRecognizer(model: NerModel, options: NerRecognizerOptions = {}): Recognizer {
  const words = new WordCache(model);
  const steps = ruleStepsWithout(options.skipSteps ?? new Set());
  return {
    name: NER_RECOGNIZER_NAME,
    entities: ['PERSON', 'LOCATION'],
    analyze(ctx): Detection[] {
      const { facts, spans } = tagText(model, words, ctx.text, ctx.layout);
      return applyRules(ctx.text, facts, spans, steps).map((s) => ({
        type: s.type,
        start: s.start,
        end: s.end,
        score: s.score,
        recognizer: NER_RECOGNIZER_NAME,
        reason: s.reason,
      }));
    },
  };
}
