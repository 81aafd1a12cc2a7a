import type { AnalysisResult } from '@sanitizer/core';
import type { StatsStore, TypeStats } from './ports.js';

/**
 * Accumulates per-organization, per-type detection aggregates in memory and
 * writes them with one upsert per organization per flush, so sanitize and
 * detect pay a few map updates, not a database write.
 */
export interface DetectionStats {
  observe(orgId: string, result: Pick<AnalysisResult, 'entities' | 'ruleHits'>): void;
  /** Writes what has accumulated; the knowledge-depth read calls this first. */
  flush(): Promise<void>;
}

export function createDetectionStats(store: StatsStore, onError: (error: unknown) => void): DetectionStats {
  let pending = new Map<string, Map<string, TypeStats>>();
  let writing: Promise<void> = Promise.resolve();
  const bucket = (orgId: string, type: string): TypeStats => {
    let org = pending.get(orgId);
    if (!org) pending.set(orgId, (org = new Map()));
    let stats = org.get(type);
    if (!stats) org.set(type, (stats = { type, detections: 0, confidenceSum: 0, ruleHits: 0, suppressed: 0 }));
    return stats;
  };
  const write = async (batch: Map<string, Map<string, TypeStats>>) => {
    for (const [orgId, types] of batch) {
      try {
        await store.add(orgId, [...types.values()]);
      } catch (error) {
        onError(error);
      }
    }
  };
  return Object.freeze<DetectionStats>({
    observe(orgId, result) {
      for (const e of result.entities) {
        const s = bucket(orgId, e.type);
        s.detections++;
        s.confidenceSum += e.confidence;
      }
      for (const hit of result.ruleHits) {
        const s = bucket(orgId, hit.toType ?? hit.fromType ?? 'UNKNOWN');
        s.ruleHits++;
        if (hit.action === 'suppress') s.suppressed++;
      }
    },
    flush() {
      const batch = pending;
      pending = new Map();
      // Chained, so a flush resolves only after every earlier batch is written.
      writing = writing.then(() => write(batch));
      return writing;
    },
  });
}
