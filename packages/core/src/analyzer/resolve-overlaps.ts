import type { Detection } from '../types.js';

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

/**
 * Types that may legitimately contain others: a street address holds a city,
 * an e-mail address may spell a name. The container wins when it is credible.
 */
const CONTAINERS: Readonly<Record<string, readonly string[]>> = {
  ADDRESS: ['LOCATION', 'PERSON', 'PHONE_NUMBER', 'MRN'],
  EMAIL_ADDRESS: ['PERSON', 'LOCATION', 'PHONE_NUMBER', 'ADDRESS'],
  PERSON: ['LOCATION'],
};
const CREDIBLE_CONTAINER = 0.5;

/** Higher wins a tie of confidence: checksum-validated types first, model-based last. */
const TYPE_PRIORITY: Readonly<Record<string, number>> = {
  CREDIT_CARD: 100,
  SSN: 95,
  NPI: 90,
  DEA_NUMBER: 90,
  EMAIL_ADDRESS: 85,
  MRN: 70,
  PHONE_NUMBER: 65,
  ADDRESS: 60,
  PERSON: 50,
  LOCATION: 40,
};
const CUSTOM_PATTERN_PRIORITY = 75;
const SCORE_TIE = 0.05;

/**
 * The one decision step for overlapping spans. Same-type overlaps are merged;
 * across types, a credible container keeps what it contains, then higher
 * confidence, then type priority, then length decide.
 */
export function resolveOverlaps(detections: readonly Detection[]): Resolution {
  const merged = mergeSameType(detections);
  const decisions: Decision[] = [];
  const survivors = dropContained(merged, decisions);
  const ranked = [...survivors].sort(byRank);
  const kept: Detection[] = [];
  for (const candidate of ranked) {
    const rival = kept.find((k) => overlaps(k, candidate));
    if (rival) {
      decisions.push({ kept: rival.type, dropped: candidate.type, rule: ruleBetween(rival, candidate) });
      continue;
    }
    kept.push(candidate);
  }
  kept.sort((a, b) => a.start - b.start || b.end - a.end);
  return { detections: kept, decisions };
}

export function priorityOf(type: string): number {
  return TYPE_PRIORITY[type] ?? CUSTOM_PATTERN_PRIORITY;
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

function mergeSameType(detections: readonly Detection[]): Detection[] {
  const sorted = [...detections].sort((a, b) => a.type.localeCompare(b.type) || a.start - b.start || b.end - a.end);
  const out: Detection[] = [];
  for (const d of sorted) {
    const last = out[out.length - 1];
    if (last && last.type === d.type && d.start < last.end) {
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
  return out;
}

function dropContained(detections: Detection[], decisions: Decision[]): Detection[] {
  const containers = detections.filter((d) => CONTAINERS[d.type] && d.score >= CREDIBLE_CONTAINER);
  return detections.filter((inner) => {
    const outer = containers.find((c) => c !== inner && contains(c, inner) && CONTAINERS[c.type]!.includes(inner.type));
    if (!outer) return true;
    decisions.push({ kept: outer.type, dropped: inner.type, rule: 'contains' });
    return false;
  });
}
