import { describe, expect, it } from 'vitest';
import type { Detection } from '../types.js';
import { resolveOverlaps } from './resolve-overlaps.js';

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
