import { CASING, type TokenFacts } from './features.js';
import { hashString } from './hash.js';
import type { TaggedSpan } from './tagger.js';
import type { NerType } from './tags.js';

/** A final span with the reason it was kept or made. */
export interface RuleSpan {
  type: NerType;
  start: number;
  end: number;
  score: number;
  /** `model`, or the rule that made or changed the span. */
  reason: string;
}

interface TokenSpan extends RuleSpan {
  first: number;
  last: number;
}

// Honorifics and credentials are not part of a PERSON span (CoNLL and the synthetic set agree).
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'rev', 'fr', 'sr', 'sra', 'hon', 'judge', 'mme', 'mlle', 'herr', 'frau'].map((w) => hashString(w)));
const CREDENTIALS = new Set(['md', 'np', 'do', 'rn', 'phd', 'dds', 'dmd', 'dvm', 'pa', 'pa-c', 'fnp', 'lpn', 'cnm', 'crna', 'mba', 'esq', 'facp', 'facs', 'od', 'pharmd', 'lcsw'].map((w) => hashString(w)));
const POSSESSIVE = new Set(["'s", '’s', "'", '’'].map((w) => hashString(w)));
// Score of a span that only document consistency found: below the tagger's confident spans.
const CONSISTENCY_SCORE = 0.7;
const MIN_PROPAGATED_LENGTH = 3;

/**
 * Post-steps over the tagger's spans, in order:
 * 1. cut spans at a wide gap (two spaces or a tab: columns of a form, never inside a name);
 * 2. trim titles, credentials, possessives and punctuation at the edges of spans;
 * 3. document consistency: a word that was part of a multi-word PERSON name is
 *    PERSON wherever else it appears capitalised in the same text.
 */
export function applyRules(text: string, facts: TokenFacts, spans: readonly TaggedSpan[]): RuleSpan[] {
  const trimmed = spans
    .map((s) => trimEdges(facts, cutAtGap(text, facts, { ...s, reason: 'model' })))
    .filter((s): s is TokenSpan => s !== null);
  return propagateNames(facts, trimmed)
    .sort((a, b) => a.start - b.start)
    .map(({ type, start, end, score, reason }) => ({ type, start, end, score, reason }));
}

/** Keeps the part of a span before the first gap of two or more spaces or a tab. */
export function cutAtGap(text: string, f: TokenFacts, span: TokenSpan): TokenSpan {
  for (let i = span.first + 1; i <= span.last; i++) {
    const gap = text.slice(f.tokens.ends[i - 1]!, f.tokens.starts[i]!);
    if (gap.length >= 2 || gap.includes('\t')) {
      return { ...span, last: i - 1, end: f.tokens.ends[i - 1]!, reason: `${span.reason}+cut` };
    }
  }
  return span;
}

/** Drops titles, credentials, possessive "'s" and loose punctuation at a span's edges. */
export function trimEdges(f: TokenFacts, span: TokenSpan): TokenSpan | null {
  let { first, last } = span;
  const person = span.type === 'PERSON';
  for (;;) {
    const w = f.lower[first]!;
    if (first < last && ((person && TITLES.has(w)) || f.casing[first] === CASING.punct)) first++;
    else break;
  }
  for (;;) {
    const w = f.lower[last]!;
    const credential = person && CREDENTIALS.has(w) && f.casing[last] !== CASING.initCap && last > first;
    if (last > first && (credential || POSSESSIVE.has(w) || f.casing[last] === CASING.punct)) last--;
    else break;
  }
  if (person && (TITLES.has(f.lower[last]!) || CREDENTIALS.has(f.lower[last]!)) && first === last) return null;
  if (first === span.first && last === span.last) return span;
  return { ...span, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${span.reason}+trim` };
}

/**
 * Finds further mentions of names the tagger found as parts of full names.
 * A mention is a run of capitalised words all of which are such name words,
 * so "Johnson" in "Johnson Controls" is left alone.
 */
function propagateNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const names = nameWords(f, spans);
  if (names.size === 0) return spans;
  const covered = new Uint8Array(f.tokens.count);
  for (const s of spans) covered.fill(1, s.first, s.last + 1);
  const out = spans.map((s) => (s.type === 'LOCATION' && s.first === s.last && names.has(f.lower[s.first]!) ? { ...s, type: 'PERSON' as const, reason: 'consistency' } : s));
  for (let i = 0; i < f.tokens.count; i++) {
    if (covered[i] || !isCapitalised(f, i)) continue;
    let last = i;
    // On an all-caps line (a headline) capitalised runs say nothing; each word stands alone.
    while (!f.capsLine[i] && last + 1 < f.tokens.count && !f.tokens.lineStart[last + 1] && !covered[last + 1] && isCapitalised(f, last + 1)) last++;
    if (allNames(f, names, i, last)) {
      out.push({ type: 'PERSON', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: CONSISTENCY_SCORE, reason: 'consistency' });
    }
    i = last;
  }
  return out;
}

/**
 * Words of multi-word PERSON spans that the tagger did not call a place more
 * often. A full name is the stronger evidence, so it counts twice.
 */
function nameWords(f: TokenFacts, spans: readonly TokenSpan[]): Set<number> {
  const votes = new Map<number, number>();
  for (const s of spans) {
    const multiWord = s.last > s.first;
    for (let i = s.first; i <= s.last; i++) {
      if (s.type === 'LOCATION') votes.set(f.lower[i]!, (votes.get(f.lower[i]!) ?? 0) - 1);
      else if (multiWord && isNameWord(f, i)) votes.set(f.lower[i]!, (votes.get(f.lower[i]!) ?? 0) + 2);
    }
  }
  return new Set([...votes].filter(([, v]) => v > 0).map(([k]) => k));
}

function allNames(f: TokenFacts, names: ReadonlySet<number>, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) {
    // A word also written in lower case in this text is a common word there ("Will", "Grant").
    if (!names.has(f.lower[i]!) || !isNameWord(f, i) || f.docUse[i]! & 2) return false;
  }
  return true;
}

function isCapitalised(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  return c === CASING.initCap || c === CASING.allCaps;
}

function isNameWord(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  const length = f.tokens.ends[i]! - f.tokens.starts[i]!;
  return (c === CASING.initCap || c === CASING.allCaps) && length >= MIN_PROPAGATED_LENGTH && !TITLES.has(f.lower[i]!) && !CREDENTIALS.has(f.lower[i]!);
}
