import type { TextLayout } from '../../structure/layout.js';
import { FEATURES_PER_TOKEN, hashedContextFeatures, SELF_FEATURES, SMALL_CONTEXT, smallContextValues, scoringMask } from './features.js';
import { tokenFacts, type TokenFacts } from '../tokens/token-facts.js';
import { addContextWeights, type NerModel } from './model.js';
import { O, TAG_COUNT, typeOfTag, type NerType } from './tags.js';
import { tokenize, type Tokens } from '../tokens/tokenizer.js';
import { viterbi } from './viterbi.js';
import type { WordCache } from './word-cache.js';

/** A span the model tagged, in tokens and in characters. */
export interface TaggedSpan {
  type: NerType;
  first: number;
  last: number;
  start: number;
  end: number;
  /** Mean per-token margin of the span's tags over O (summed perceptron weights). */
  margin: number;
  /** 0..1: the margin calibrated to the share of such spans that are right. */
  score: number;
}

export interface TaggingResult {
  facts: TokenFacts;
  spans: TaggedSpan[];
}

// Emission for O of a token not worth scoring: more than any learned margin.
const CERTAINLY_O = 1e6;

/** Runs the model over the text, one line at a time. Linear in the text's length. */
export function tagText(model: NerModel, words: WordCache, text: string, layout: TextLayout): TaggingResult {
  const tokens = tokenize(text);
  const facts = tokenFacts(text, tokens, model.gazetteer, layout);
  const spans: TaggedSpan[] = [];
  // SMALL_CONTEXT slots stay ABSENT here: their weights are read by value.
  const context = new Uint32Array(FEATURES_PER_TOKEN - SELF_FEATURES);
  const values = new Uint32Array(SMALL_CONTEXT.length);
  let emissions = new Float32Array(64 * TAG_COUNT);
  let tags = new Uint8Array(64);
  let mask = new Uint8Array(64);
  for (let from = 0, to = 1; from < tokens.count; from = to++) {
    // The line's tokens [from, to), as lineRanges gives them, without an array of ranges.
    while (to < tokens.count && !tokens.lineStart[to]) to++;
    const length = to - from;
    if (length > tags.length) {
      emissions = new Float32Array(length * 2 * TAG_COUNT);
      tags = new Uint8Array(length * 2);
      mask = new Uint8Array(length * 2);
    }
    // A line with no token worth scoring is all O: no emissions, no decoding.
    if (!scoringMask(facts, from, to, mask)) continue;
    // A loop, not fill(): lines are short, and a built-in call per line costs more than the stores.
    for (let k = 0; k < length * TAG_COUNT; k++) emissions[k] = 0;
    for (let i = 0; i < length; i++) {
      if (mask[i] === 0) {
        emissions[i * TAG_COUNT + O] = CERTAINLY_O;
        continue;
      }
      words.addSelfWeights(facts, from + i, emissions, i * TAG_COUNT);
      hashedContextFeatures(facts, from, to, from + i, context, 0);
      smallContextValues(facts, from, to, from + i, values);
      addContextWeights(model, context, values, emissions, i * TAG_COUNT);
    }
    decodeSegments(emissions, mask, length, model, tags);
    addSpans(spans, tokens, emissions, tags, from, length);
  }
  return { facts, spans };
}

/** Adds a span for each run of one type in the line's tags (as spansOfTags finds them), with its margin and score. */
function addSpans(spans: TaggedSpan[], tokens: Tokens, emissions: Float32Array, tags: Uint8Array, from: number, length: number): void {
  for (let k = 0; k < length; k++) {
    const type = typeOfTag(tags[k]!);
    if (!type) continue;
    let last = k;
    while (last + 1 < length && tags[last + 1] === tags[k]) last++;
    const margin = spanMargin(emissions, tags, k, last);
    spans.push({ type, first: from + k, last: from + last, start: tokens.starts[from + k]!, end: tokens.ends[from + last]!, margin, score: calibratedScore(margin) });
    k = last;
  }
}

/**
 * Decodes each run of scored tokens on its own: the unscored tokens between
 * runs are certainly O, so this gives the same tags as decoding the whole line.
 */
function decodeSegments(emissions: Float32Array, mask: Uint8Array, length: number, model: NerModel, tags: Uint8Array): void {
  let i = 0;
  while (i < length) {
    if (mask[i] === 0) {
      tags[i++] = O;
      continue;
    }
    let end = i + 1;
    while (end < length && mask[end] !== 0) end++;
    viterbi(emissions, end - i, model.transitions, tags, i, i > 0, end < length);
    i = end;
  }
}

/** Mean margin of the chosen tags over O across the span's tokens. */
function spanMargin(emissions: Float32Array, tags: Uint8Array, first: number, last: number): number {
  let margin = 0;
  for (let i = first; i <= last; i++) {
    const e = i * TAG_COUNT;
    margin += emissions[e + tags[i]!]! - emissions[e + O]!;
  }
  return margin / (last - first + 1);
}

// Platt scaling of the margin, fitted by scripts/ner-calibrate.ts (see docs/detection-quality.md):
// spans with a score of 0.8 are right (exact boundaries and type) about 80% of the time.
export const CALIBRATION = { slope: 0.0139, offset: -0.195 } as const;

/** Calibrated probability that a span with this margin is right, within [0.05, 0.99]. */
export function calibratedScore(margin: number): number {
  const p = 1 / (1 + Math.exp(-(CALIBRATION.slope * margin + CALIBRATION.offset)));
  return Math.min(0.99, Math.max(0.05, Math.round(p * 1000) / 1000));
}
