import { wordsOf } from '@sanitizer/core';
import type { Correction } from './ports.js';

/** The target of a correction as one comparable key: a type, or "not sensitive". */
export function targetOf(c: Pick<Correction, 'correctedType'>): string {
  return c.correctedType ?? NOT_SENSITIVE;
}

/** How a false positive's target is written in insight data. */
export const NOT_SENSITIVE = 'NOT_SENSITIVE';

/**
 * Two corrections of the same value contradict when they want different outcomes:
 * a reversal (A→B after B→A), two different types (A→B and A→C), or a type
 * against "not sensitive" (missed or re-typed in one place, false positive in another).
 */
export function contradicts(earlier: Pick<Correction, 'correctedType'>, later: Pick<Correction, 'correctedType'>): boolean {
  return targetOf(earlier) !== targetOf(later);
}

/** True when the later correction undoes the earlier one exactly (B→A after A→B). */
export function reverses(earlier: Pick<Correction, 'originalType' | 'correctedType'>, later: Pick<Correction, 'originalType' | 'correctedType'>): boolean {
  return earlier.originalType === later.correctedType && earlier.correctedType === later.originalType;
}

/** The outcome most corrections ask for; ties go to the most recent. */
export function majorityTarget(corrections: readonly Pick<Correction, 'correctedType'>[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const c of corrections) {
    const t = targetOf(c);
    counts.set(t, (counts.get(t) ?? 0) + 1);
    if (best === null || counts.get(t)! >= counts.get(best)!) best = t;
  }
  return best === null || best === NOT_SENSITIVE ? null : best;
}

/** Counts of each outcome, for insight data. */
export function targetCounts(corrections: readonly Pick<Correction, 'correctedType'>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of corrections) out[targetOf(c)] = (out[targetOf(c)] ?? 0) + 1;
  return out;
}

/** Words too common to tell contexts apart. */
const STOPWORDS = new Set(
  'a an the and or but of to in on at by for from with as is are was were be been it its this that these those he she they we you i me my our your his her their them us not no yes do does did have has had will would can could should may might than then so if into about over after before up down out just also very'.split(' '),
);

export interface ContextSplit {
  /** The outcome the keywords point to. */
  target: string;
  keywords: string[];
  /** Widest word distance at which a keyword was seen, at least 1. */
  distance: number;
  /** The other outcome, used where no keyword is near. */
  otherwise: string;
  support: number;
}

const MAX_KEYWORDS = 5;
const MAX_DISTANCE = 8;

/**
 * When corrections of one value disagree, looks for words near the value that
 * appear around one outcome and never around the other ("visited", "flew to"
 * → LOCATION; "Dr." → PERSON). Returns the best-supported split, or null.
 */
export function findContextSplit(corrections: readonly Pick<Correction, 'correctedType' | 'context'>[]): ContextSplit | null {
  const groups = new Map<string, { words: Map<string, number>; count: number }[]>();
  for (const c of corrections) {
    const around = nearWords(c.context);
    if (around.size === 0) continue;
    const list = groups.get(targetOf(c)) ?? [];
    list.push({ words: around, count: 1 });
    groups.set(targetOf(c), list);
  }
  if (groups.size < 2) return null;
  let best: ContextSplit | null = null;
  for (const [target, mine] of groups) {
    const others = [...groups].filter(([t]) => t !== target);
    const elsewhere = new Set(others.flatMap(([, list]) => list.flatMap((l) => [...l.words.keys()])));
    const candidates = keywordCandidates(mine, elsewhere);
    if (candidates.length === 0) continue;
    const support = mine.filter((m) => candidates.some(([w]) => m.words.has(w))).length;
    const otherwise = others.sort((a, b) => b[1].length - a[1].length)[0]![0];
    const split: ContextSplit = {
      target,
      keywords: candidates.slice(0, MAX_KEYWORDS).map(([w]) => w),
      distance: Math.max(1, ...candidates.slice(0, MAX_KEYWORDS).map(([, d]) => d)),
      otherwise,
      support,
    };
    if (!best || split.support > best.support) best = split;
  }
  return best;
}

/** Words within MAX_DISTANCE of the value, with their distance in words. */
function nearWords(context: { before: string; after: string }): Map<string, number> {
  const out = new Map<string, number>();
  const add = (w: string, d: number) => {
    if (STOPWORDS.has(w) || /^\d+$/.test(w) || /^[a-z_]+_\d+$/.test(w) || d > MAX_DISTANCE) return;
    out.set(w, Math.min(out.get(w) ?? Infinity, d));
  };
  wordsOf(context.before).reverse().forEach((w, i) => add(w, i + 1));
  wordsOf(context.after).forEach((w, i) => add(w, i + 1));
  return out;
}

/** Words seen around more than half of this outcome's corrections (or its only one) and around none of the others', most frequent first. */
function keywordCandidates(mine: { words: Map<string, number> }[], elsewhere: Set<string>): [string, number][] {
  const freq = new Map<string, { n: number; d: number }>();
  for (const m of mine) {
    for (const [w, d] of m.words) {
      if (elsewhere.has(w)) continue;
      const f = freq.get(w) ?? { n: 0, d: 0 };
      freq.set(w, { n: f.n + 1, d: Math.max(f.d, d) });
    }
  }
  return [...freq]
    .filter(([, f]) => f.n * 2 > mine.length || mine.length === 1)
    .sort((a, b) => b[1].n - a[1].n || a[1].d - b[1].d || a[0].localeCompare(b[0]))
    .map(([w, f]) => [w, f.d]);
}
