import type { Detection } from '../../types.js';

/** One detection per place: the surer (then the longer) of two that overlap; a PEM block keeps what is inside it. */
export function resolve(found: Detection[], text: string): Detection[] {
  const sorted = found
    .filter((d) => d.end > d.start && !/^\s|\s$/.test(text.slice(d.start, d.end)))
    .sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start);
  // Kept spans never overlap one another, in start order: a new span need only be checked against its two neighbours.
  const kept: Detection[] = [];
  for (const d of sorted) {
    const lo = insertionPoint(kept, d.start);
    const next = kept[lo];
    const previous = kept[lo - 1];
    if ((next && next.start < d.end) || (previous && previous.end > d.start)) continue;
    kept.splice(lo, 0, d);
  }
  return kept;
}

/** The index of the first kept span that starts at or after `start` (binary search). */
function insertionPoint(kept: readonly Detection[], start: number): number {
  let lo = 0;
  let hi = kept.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (kept[mid]!.start < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
