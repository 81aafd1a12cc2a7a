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
  const ranked = survivors.map(toRanked).sort(byRank);
  const inTextOrder = [...ranked].sort(byStart);
  markAlone(inTextOrder);
  const kept = new KeptSpans();
  for (const candidate of ranked) {
    // A span that overlaps no other is kept and is no one's rival: only the others take part.
    if (candidate.alone) continue;
    const rival = kept.firstOverlapping(candidate);
    if (rival) {
      decisions.push({ kept: rival.d.type, dropped: candidate.d.type, rule: ruleBetween(rival, candidate) });
      continue;
    }
    kept.add(candidate);
  }
  return { detections: inTextOrder.filter((r) => r.alone || r.kept).map((r) => r.d), decisions };
}

function byStart(a: Ranked, b: Ranked): number {
  return a.start - b.start || a.end - b.end;
}

/** Marks the spans (in text order) that overlap no other span. */
function markAlone(inTextOrder: readonly Ranked[]): void {
  let furthestEnd = -1;
  for (let i = 0; i < inTextOrder.length; i++) {
    const r = inTextOrder[i]!;
    const next = inTextOrder[i + 1];
    if (r.start >= furthestEnd && (!next || next.start >= r.end)) r.alone = true;
    furthestEnd = Math.max(furthestEnd, r.end);
  }
}

/**
 * A detection with what ranking reads copied out once. Detections come from
 * many recognizers in many object shapes, so reading their fields in the sort
 * and the searches below is a slow (megamorphic) look-up each time; these
 * records all have one shape.
 */
interface Ranked {
  readonly d: Detection;
  readonly start: number;
  readonly end: number;
  readonly score: number;
  readonly priority: number;
  /** It overlaps no other span (markAlone): a flag, not a Set, as this runs for thousands of spans. */
  alone: boolean;
  /** It won over every span it overlaps (KeptSpans.add). */
  kept: boolean;
}

function toRanked(d: Detection): Ranked {
  return { d, start: d.start, end: d.end, score: d.score, priority: priorityOf(d.type), alone: false, kept: false };
}

/**
 * Kept spans, which never overlap one another: in text order their starts and
 * ends both rise, so the ones overlapping a candidate are one run found by
 * binary search. Of those, the one kept first (the best-ranked) is the rival.
 */
class KeptSpans {
  private readonly spans: { r: Ranked; order: number }[] = [];

  firstOverlapping(candidate: Ranked): Ranked | null {
    let best: { r: Ranked; order: number } | null = null;
    for (let i = this.firstEndingAfter(candidate.start); i < this.spans.length && this.spans[i]!.r.start < candidate.end; i++) {
      if (!best || this.spans[i]!.order < best.order) best = this.spans[i]!;
    }
    return best?.r ?? null;
  }

  add(r: Ranked): void {
    this.spans.splice(this.firstEndingAfter(r.start), 0, { r, order: this.spans.length });
    r.kept = true;
  }

  private firstEndingAfter(offset: number): number {
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.spans[mid]!.r.end > offset) hi = mid;
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

function byRank(a: Ranked, b: Ranked): number {
  if (Math.abs(a.score - b.score) > SCORE_TIE) return b.score - a.score;
  const priority = b.priority - a.priority;
  if (priority !== 0) return priority;
  return b.end - b.start - (a.end - a.start) || a.start - b.start;
}

function ruleBetween(winner: Ranked, loser: Ranked): DecisionRule {
  if (Math.abs(winner.score - loser.score) > SCORE_TIE) return 'confidence';
  if (winner.priority !== loser.priority) return 'type_priority';
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
  const containers = containerLists(detections);
  if (containers.length === 0) return detections;
  return detections.filter((inner) => {
    const outer = containerOf(inner, containers);
    if (!outer) return true;
    decisions.push({ kept: outer.type, dropped: inner.type, rule: 'contains' });
    return false;
  });
}

/** The credible containers of one type, in text order, with the types they may hold. */
interface Containers {
  readonly holds: readonly string[];
  readonly spans: Detection[];
  readonly starts: number[];
}

/** Per container type, in order of first appearance (the order they are tried in). */
function containerLists(detections: readonly Detection[]): Containers[] {
  const byType = new Map<string, Containers>();
  for (const d of detections) {
    const holds = TYPES[d.type]?.contains;
    if (!holds || d.score < CREDIBLE_CONTAINER) continue;
    let list = byType.get(d.type);
    if (!list) byType.set(d.type, (list = { holds, spans: [], starts: [] }));
    list.spans.push(d);
    list.starts.push(d.start);
  }
  return [...byType.values()];
}

function containerOf(inner: Detection, containers: readonly Containers[]): Detection | null {
  for (const { holds, spans, starts } of containers) {
    if (!holds.includes(inner.type)) continue;
    const i = lastStartingAtOrBefore(starts, inner.start);
    if (i >= 0 && contains(spans[i]!, inner)) return spans[i]!;
  }
  return null;
}

function lastStartingAtOrBefore(sorted: readonly number[], offset: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
