import type { Detection } from '../types.js';
import { ENTITY_TYPES, type TypeTraits } from '../entity-types.js';

/** Why one detection won over another; recorded for `metadata` and tests. */
export type DecisionRule = 'contains' | 'confidence' | 'type_priority' | 'length' | 'custom_precedence';

export interface Decision {
  kept: string;
  dropped: string;
  rule: DecisionRule;
}

export interface Resolution {
  detections: Detection[];
  decisions: Decision[];
}

const TYPES: Readonly<Record<string, TypeTraits>> = ENTITY_TYPES;
// A container wins only when it is credible: e.g. an address may hold a city, an e-mail address a name.
const CREDIBLE_CONTAINER = 0.5;
const CUSTOM_PATTERN_PRIORITY = 75;
const SCORE_TIE = 0.05;

/**
 * The one decision step for overlapping spans. Same-type overlaps are merged;
 * across types, a credible container keeps what it contains, then higher
 * confidence, then type priority, then length decide. Spans must be non-empty
 * (the analyzer drops empty ones). O(n log n): a 100 KB text has thousands of spans.
 */
export function resolveOverlaps(detections: readonly Detection[]): Resolution {
  const merged = mergeSameType(detections);
  const decisions: Decision[] = [];
  const survivors = dropContained(merged, decisions);
  const ranked = [...survivors].sort(byRank);
  const kept = new KeptSpans();
  for (const candidate of ranked) {
    const rival = kept.firstOverlapping(candidate);
    if (rival) {
      decisions.push({ kept: rival.type, dropped: candidate.type, rule: ruleBetween(rival, candidate) });
      continue;
    }
    kept.add(candidate);
  }
  return { detections: kept.inTextOrder(), decisions };
}

/**
 * Kept spans, which never overlap one another: in text order their starts and
 * ends both rise, so the ones overlapping a candidate are one run found by
 * binary search. Of those, the one kept first (the best-ranked) is the rival.
 */
class KeptSpans {
  private readonly spans: { d: Detection; order: number }[] = [];

  firstOverlapping(candidate: Detection): Detection | null {
    let best: { d: Detection; order: number } | null = null;
    for (let i = this.firstEndingAfter(candidate.start); i < this.spans.length && this.spans[i]!.d.start < candidate.end; i++) {
      if (!best || this.spans[i]!.order < best.order) best = this.spans[i]!;
    }
    return best?.d ?? null;
  }

  add(d: Detection): void {
    this.spans.splice(this.firstEndingAfter(d.start), 0, { d, order: this.spans.length });
  }

  inTextOrder(): Detection[] {
    return this.spans.map((s) => s.d);
  }

  private firstEndingAfter(offset: number): number {
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.spans[mid]!.d.end > offset) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

export function priorityOf(type: string): number {
  return TYPES[type]?.priority ?? CUSTOM_PATTERN_PRIORITY;
}

function overlaps(a: Detection, b: Detection): boolean {
  return a.start < b.end && b.start < a.end;
}

function contains(outer: Detection, inner: Detection): boolean {
  return outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;
}

function byRank(a: Detection, b: Detection): number {
  if (Math.abs(a.score - b.score) > SCORE_TIE) return b.score - a.score;
  const priority = priorityOf(b.type) - priorityOf(a.type);
  if (priority !== 0) return priority;
  return b.end - b.start - (a.end - a.start) || a.start - b.start;
}

function ruleBetween(winner: Detection, loser: Detection): DecisionRule {
  if (Math.abs(winner.score - loser.score) > SCORE_TIE) return 'confidence';
  if (priorityOf(winner.type) !== priorityOf(loser.type)) return 'type_priority';
  return 'length';
}

// The order localeCompare gives; a collator made once is far cheaper than localeCompare per comparison.
const TYPE_ORDER = new Intl.Collator();

/** Per type in collation order, by start (longest first); overlapping spans of a type become one. */
function mergeSameType(detections: readonly Detection[]): Detection[] {
  const byType = new Map<string, Detection[]>();
  for (const d of detections) {
    const list = byType.get(d.type);
    if (list) list.push(d);
    else byType.set(d.type, [d]);
  }
  const out: Detection[] = [];
  for (const type of [...byType.keys()].sort(TYPE_ORDER.compare)) {
    const sorted = byType.get(type)!.sort((a, b) => a.start - b.start || b.end - a.end);
    const first = out.length;
    for (const d of sorted) {
      const last = out.length > first ? out[out.length - 1]! : undefined;
      if (last && d.start < last.end) {
        out[out.length - 1] = {
          ...(last.score >= d.score ? last : d),
          start: last.start,
          end: Math.max(last.end, d.end),
          score: Math.max(last.score, d.score),
        };
        continue;
      }
      out.push(d);
    }
  }
  return out;
}

/**
 * Drops spans inside a credible container that may hold them. Spans of one
 * type no longer overlap after merging, so per container type only the last
 * one starting at or before a span can contain it (binary search).
 */
function dropContained(detections: Detection[], decisions: Decision[]): Detection[] {
  const containers = new Map<string, Detection[]>();
  for (const d of detections) {
    if (!TYPES[d.type]?.contains || d.score < CREDIBLE_CONTAINER) continue;
    const list = containers.get(d.type);
    if (list) list.push(d);
    else containers.set(d.type, [d]);
  }
  return detections.filter((inner) => {
    const outer = containerOf(inner, containers);
    if (!outer) return true;
    decisions.push({ kept: outer.type, dropped: inner.type, rule: 'contains' });
    return false;
  });
}

function containerOf(inner: Detection, containers: ReadonlyMap<string, readonly Detection[]>): Detection | null {
  for (const [type, list] of containers) {
    if (!TYPES[type]!.contains!.includes(inner.type)) continue;
    const i = lastStartingAtOrBefore(list, inner.start);
    if (i >= 0 && contains(list[i]!, inner)) return list[i]!;
  }
  return null;
}

function lastStartingAtOrBefore(sorted: readonly Detection[], offset: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
