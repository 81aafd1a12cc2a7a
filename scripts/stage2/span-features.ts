/**
 * Span-level features for the second-stage experiment: facts about a whole PERSON/LOCATION
 * span and its ±2 context words, and crosses of them that a per-token linear tagger cannot
 * weigh together (the casing pattern of the whole span by its position and the line's
 * register, the tagger's score by the span's length, gazetteer flags by casing, …).
 */
import { NO_WORD_CLASS, WORD_CLASS } from '../../packages/core/src/ner/tokens/gazetteer.js';
import type { TokenFacts } from '../../packages/core/src/ner/tokens/token-facts.js';

export interface CandidateSpan {
  type: string;
  start: number;
  end: number;
  score: number;
  reason?: string;
}

const CASE_LETTER = 'lCAsidpo';

/** First token whose start is ≥ offset (tokens are sorted). */
function tokenAt(facts: TokenFacts, offset: number): number {
  const starts = facts.tokens.starts;
  let lo = 0;
  let hi = facts.tokens.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function wordText(facts: TokenFacts, i: number): string {
  return facts.text.slice(facts.tokens.starts[i]!, facts.tokens.ends[i]!).toLowerCase();
}

function wordClassTags(facts: TokenFacts, i: number): string {
  const code = facts.gazetteer.wordClass[i]!;
  if (code === NO_WORD_CLASS) return 'wc-';
  return `c${WORD_CLASS.coarse(code)}p${WORD_CLASS.person(code)}l${WORD_CLASS.place(code)}`;
}

/** The span's features as strings (hashed by the classifier). */
export function spanFeatures(facts: TokenFacts, span: CandidateSpan): string[] {
  const first = tokenAt(facts, span.start);
  let last = first;
  while (last + 1 < facts.tokens.count && facts.tokens.starts[last + 1]! < span.end) last++;
  const n = last - first + 1;
  const g = facts.gazetteer;
  let casing = '';
  let gaz = 0;
  let phrase = 0;
  let minBand = 99;
  let famous = 0;
  let docUse = 0;
  for (let i = first; i <= last && i < facts.tokens.count; i++) {
    casing += CASE_LETTER[facts.casing[i]!]!;
    gaz |= g.single[i]!;
    phrase |= g.phrase[i]!;
    if (g.commonBand[i]! > 0) minBand = Math.min(minBand, g.commonBand[i]!);
    famous = Math.max(famous, g.famous[i]!);
    docUse |= facts.docUse[i]!;
  }
  const caseKey = casing.length > 4 ? casing.slice(0, 4) + '+' : casing;
  const pos = facts.position[first] ?? 0;
  const informal = facts.informal[first] ?? 0;
  const caps = facts.capsLine[first] ?? 0;
  const scoreBin = Math.round(span.score * 20);
  const reason = (span.reason ?? 'tagger').split(/[:(]/)[0]!.trim().slice(0, 40);
  const label = facts.fields.labelClass[first] ?? 0;
  const lowerSpan = facts.text.slice(span.start, span.end).toLowerCase();
  const base = [
    'bias',
    `score=${scoreBin}`,
    `len=${Math.min(n, 5)}`,
    `case=${caseKey}`,
    `gaz=${gaz}`,
    `phrase=${phrase}`,
    `band=${minBand}`,
    `famous=${famous}`,
    `docUse=${docUse}`,
    `pos=${pos}`,
    `informal=${informal}`,
    `caps=${caps}`,
    `reason=${reason}`,
    `label=${label}`,
    `case×pos×inf=${caseKey}|${pos}|${informal}|${caps}`,
    `score×len=${scoreBin}|${Math.min(n, 3)}`,
    `score×inf=${scoreBin}|${informal}`,
    `gaz×case=${gaz}|${phrase}|${caseKey}`,
    `band×case×pos=${minBand}|${caseKey}|${pos}`,
    `reason×score=${reason}|${scoreBin}`,
    `span=${lowerSpan}`,
  ];
  for (let i = first; i <= last && i < facts.tokens.count; i++) {
    base.push(`w=${wordText(facts, i)}`, `wc=${wordClassTags(facts, i)}`);
  }
  for (const d of [-2, -1, 1, 2]) {
    const i = d < 0 ? first + d : last + d;
    if (i < 0 || i >= facts.tokens.count) {
      base.push(`ctx${d}=EDGE`);
      continue;
    }
    const sameLine = d < 0 ? !lineBreakBetween(facts, i, first) : !lineBreakBetween(facts, last, i);
    if (!sameLine) {
      base.push(`ctx${d}=EOL`);
      continue;
    }
    const w = wordText(facts, i);
    base.push(`ctx${d}=${w}`, `ctxc${d}=${CASE_LETTER[facts.casing[i]!]}`, `ctxwc${d}=${wordClassTags(facts, i)}`);
    if (Math.abs(d) === 1) base.push(`ctx${d}×case=${w}|${caseKey}`, `ctxwc${d}×inf=${wordClassTags(facts, i)}|${informal}`);
  }
  const padded = `^${lowerSpan}$`;
  for (let k = 0; k + 3 <= padded.length; k++) base.push(`g3=${padded.slice(k, k + 3)}`);
  // Every feature also by type: evidence for a name is not evidence for a place.
  return base.flatMap((f) => [f, `${span.type}|${f}`]);
}

function lineBreakBetween(facts: TokenFacts, a: number, b: number): boolean {
  for (let i = a + 1; i <= b; i++) if (facts.tokens.lineStart[i]) return true;
  return false;
}
