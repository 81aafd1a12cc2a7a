import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Detection } from '../types.js';
import { priorityOf, resolveOverlaps } from './resolve-overlaps.js';

const d = (type: string, start: number, end: number, score: number): Detection => ({ type, start, end, score, recognizer: 'test' });
const kept = (ds: Detection[]) => resolveOverlaps(ds).detections.map((x) => `${x.type}@${x.start}-${x.end}`);

describe('resolveOverlaps', () => {
  it('keeps non-overlapping detections and records no decision', () => {
    const r = resolveOverlaps([d('PERSON', 0, 3, 0.8), d('EMAIL_ADDRESS', 5, 10, 1)]);
    expect(r.detections).toHaveLength(2);
    expect(r.decisions).toEqual([]);
  });

  it('lets a credible address keep the city inside it', () => {
    const r = resolveOverlaps([d('ADDRESS', 0, 40, 0.7), d('LOCATION', 20, 30, 0.9)]);
    expect(kept(r.detections)).toEqual(['ADDRESS@0-40']);
    expect(r.decisions).toEqual([{ kept: 'ADDRESS', dropped: 'LOCATION', rule: 'contains' }]);
  });

  it('does not let a weak container swallow a confident entity', () => {
    expect(kept([d('ADDRESS', 0, 40, 0.3), d('LOCATION', 20, 30, 0.9)])).toEqual(['LOCATION@20-30']);
  });

  it('lets an e-mail address keep the name it spells', () => {
    expect(kept([d('EMAIL_ADDRESS', 0, 20, 1), d('PERSON', 0, 8, 0.95)])).toEqual(['EMAIL_ADDRESS@0-20']);
  });

  it('lets a URL keep the e-mail address inside it: one entity, not two', () => {
    const r = resolveOverlaps([d('URL', 0, 40, 0.95), d('EMAIL_ADDRESS', 8, 25, 1)]);
    expect(kept(r.detections)).toEqual(['URL@0-40']);
    expect(r.decisions.map((x) => x.rule)).toEqual(['contains']);
  });

  it('reports an IP host (scored as its URL) as the address, and leaves a lower-scored IP in a path to the URL', () => {
    expect(kept(resolveOverlaps([d('URL', 0, 30, 0.95), d('IP_ADDRESS', 7, 15, 0.95)]).detections)).toEqual(['IP_ADDRESS@7-15']);
    expect(kept(resolveOverlaps([d('URL', 0, 40, 0.95), d('IP_ADDRESS', 26, 34, 0.85)]).detections)).toEqual(['URL@0-40']);
  });

  it('decides NPI against phone by confidence', () => {
    const r = resolveOverlaps([d('PHONE_NUMBER', 5, 15, 0.6), d('NPI', 5, 15, 0.95)]);
    expect(kept(r.detections)).toEqual(['NPI@5-15']);
    expect(r.decisions[0]).toEqual({ kept: 'NPI', dropped: 'PHONE_NUMBER', rule: 'confidence' });
  });

  it('breaks a confidence tie by type priority', () => {
    const r = resolveOverlaps([d('PHONE_NUMBER', 0, 10, 0.9), d('CREDIT_CARD', 0, 16, 0.92)]);
    expect(r.decisions[0]!.rule).toBe('type_priority');
    expect(kept(r.detections)).toEqual(['CREDIT_CARD@0-16']);
  });

  it('merges overlapping spans of one type without calling it a disambiguation', () => {
    const r = resolveOverlaps([d('PERSON', 0, 4, 0.9), d('PERSON', 0, 10, 0.7), d('PERSON', 8, 14, 0.6)]);
    expect(kept(r.detections)).toEqual(['PERSON@0-14']);
    expect(r.detections[0]!.score).toBe(0.9);
    expect(r.decisions).toEqual([]);
  });

  it('returns detections in text order', () => {
    expect(kept([d('SSN', 20, 31, 1), d('PERSON', 0, 5, 0.8)])).toEqual(['PERSON@0-5', 'SSN@20-31']);
  });
});

/**
 * The plain quadratic form of the same rules (every candidate against every kept
 * span and every container): the oracle for the fast implementation.
 */
function reference(detections: readonly Detection[]) {
  const containersOf: Record<string, readonly string[]> = {
    ADDRESS: ['LOCATION', 'PERSON', 'PHONE_NUMBER', 'MRN'],
    EMAIL_ADDRESS: ['PERSON', 'LOCATION', 'PHONE_NUMBER', 'ADDRESS'],
    PERSON: ['LOCATION'],
  };
  const overlaps = (a: Detection, b: Detection) => a.start < b.end && b.start < a.end;
  const contains = (o: Detection, i: Detection) => o.start <= i.start && i.end <= o.end && o.end - o.start > i.end - i.start;
  const sorted = [...detections].sort((a, b) => a.type.localeCompare(b.type) || a.start - b.start || b.end - a.end);
  const merged: Detection[] = [];
  for (const x of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.type === x.type && x.start < last.end) {
      merged[merged.length - 1] = { ...(last.score >= x.score ? last : x), start: last.start, end: Math.max(last.end, x.end), score: Math.max(last.score, x.score) };
    } else merged.push(x);
  }
  const decisions: { kept: string; dropped: string; rule: string }[] = [];
  const containers = merged.filter((c) => containersOf[c.type] && c.score >= 0.5);
  const survivors = merged.filter((inner) => {
    const outer = containers.find((c) => contains(c, inner) && containersOf[c.type]!.includes(inner.type));
    if (outer) decisions.push({ kept: outer.type, dropped: inner.type, rule: 'contains' });
    return !outer;
  });
  const rank = (a: Detection, b: Detection) =>
    Math.abs(a.score - b.score) > 0.05 ? b.score - a.score : priorityOf(b.type) - priorityOf(a.type) || b.end - b.start - (a.end - a.start) || a.start - b.start;
  const kept: Detection[] = [];
  for (const c of survivors.sort(rank)) {
    const rival = kept.find((k) => overlaps(k, c));
    if (!rival) kept.push(c);
    else {
      const rule = Math.abs(rival.score - c.score) > 0.05 ? 'confidence' : priorityOf(rival.type) !== priorityOf(c.type) ? 'type_priority' : 'length';
      decisions.push({ kept: rival.type, dropped: c.type, rule });
    }
  }
  return { detections: kept.sort((a, b) => a.start - b.start || b.end - a.end), decisions };
}

describe('resolveOverlaps against the quadratic reference', () => {
  const types = ['PERSON', 'LOCATION', 'ADDRESS', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'NPI', 'MRN', 'SSN', 'employee_id', 'TICKET_NO'];
  const detection = fc
    .record({ type: fc.constantFrom(...types), start: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 1, max: 40 }), score: fc.integer({ min: 0, max: 20 }) })
    .map(({ type, start, length, score }) => d(type, start, start + length, score / 20));

  it('keeps and drops the same spans for the same reasons', () => {
    fc.assert(
      fc.property(fc.array(detection, { maxLength: 60 }), (ds) => {
        expect(resolveOverlaps(ds)).toEqual(reference(ds));
      }),
      { numRuns: 2000 },
    );
  });

  it('stays fast on thousands of spans (no pairwise comparison)', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => d(i % 3 ? 'PERSON' : 'ADDRESS', i * 10, i * 10 + (i % 3 ? 5 : 25), 0.8));
    const r = resolveOverlaps(many);
    expect(r.detections.length + r.decisions.length).toBe(many.length);
  });
});
