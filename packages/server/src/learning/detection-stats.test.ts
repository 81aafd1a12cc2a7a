import { describe, expect, it } from 'vitest';
import { createDetectionStats } from './detection-stats.js';
import type { StatsStore, TypeStats } from './ports.js';

function memoryStore(): StatsStore & { writes: number; rows: Map<string, TypeStats[]> } {
  const rows = new Map<string, TypeStats[]>();
  const store = {
    writes: 0,
    rows,
    async add(orgId: string, deltas: readonly TypeStats[]) {
      store.writes++;
      rows.set(orgId, [...(rows.get(orgId) ?? []), ...deltas]);
    },
    async get(orgId: string) {
      return rows.get(orgId) ?? [];
    },
  };
  return store;
}

const entity = (type: string, confidence: number) => ({ type, confidence, start: 0, end: 1, structure: { region_type: 'paragraph' as const, label: null, line: 1 }, recognizer: 't' });

describe('detection aggregates', () => {
  it('accumulates in memory and writes one batch per organization per flush', async () => {
    const store = memoryStore();
    const stats = createDetectionStats(store, (e) => {
      throw e;
    });
    stats.observe('a', { entities: [entity('PERSON', 0.9), entity('PERSON', 0.5)], ruleHits: [] });
    stats.observe('a', { entities: [entity('SSN', 0.95)], ruleHits: [{ ruleId: 'r', action: 'suppress', fromType: 'EMAIL_ADDRESS', toType: null, start: 0, end: 1 }] });
    stats.observe('b', { entities: [entity('PERSON', 0.7)], ruleHits: [] });
    expect(store.writes).toBe(0);
    await stats.flush();
    expect(store.writes).toBe(2);
    expect(await store.get('a')).toEqual([
      { type: 'PERSON', detections: 2, confidenceSum: 1.4, ruleHits: 0, suppressed: 0 },
      { type: 'SSN', detections: 1, confidenceSum: 0.95, ruleHits: 0, suppressed: 0 },
      { type: 'EMAIL_ADDRESS', detections: 0, confidenceSum: 0, ruleHits: 1, suppressed: 1 },
    ]);
    await stats.flush();
    expect(store.writes).toBe(2);
  });

  it('reports a failed write and carries on', async () => {
    const errors: unknown[] = [];
    const stats = createDetectionStats(
      { add: async () => Promise.reject(new Error('down')), get: async () => [] },
      (e) => errors.push(e),
    );
    stats.observe('a', { entities: [entity('PERSON', 1)], ruleHits: [] });
    await stats.flush();
    expect(errors).toHaveLength(1);
  });
});
