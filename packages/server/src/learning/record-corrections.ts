import { contradicts } from './contradictions.js';
import { dryRun } from './dry-run.js';
import type { Learning } from './learning.js';
import { isUniqueViolation } from './unique-violation.js';
import type { NewCorrection } from './ports.js';
import { discoverPatterns, onContradiction, proposeRule } from './proposals.js';
import { candidateFor } from './resolution-plan.js';

export interface RecordResult {
  correctionIds: string[];
  /** Corrections that contradict an earlier correction of the same value. */
  contradictions: number;
  /** Pending insights created or grown by these corrections. */
  insightIds: string[];
}

/**
 * Stores the corrections and everything they imply in one transaction: each is
 * compared with the earlier corrections of its value (those earlier in the same
 * batch included); contradictions grow a cluster, agreement proposes a rule,
 * missed entities may reveal a format. Then each touched proposal is dry-run
 * against the golden set and the result kept in its data.
 */
export async function recordCorrections(learning: Learning, orgId: string, corrections: readonly NewCorrection[]): Promise<RecordResult> {
  const knowledge = await learning.knowledge.get(orgId);
  const outcome = await withRetry(() =>
    learning.store.transaction(async (tx) => {
      const correctionIds: string[] = [];
      const touched = new Set<string>();
      let contradictions = 0;
      for (const c of corrections) {
        const prior = await tx.corrections.forValue(orgId, c.value);
        const saved = await tx.corrections.add(c);
        correctionIds.push(saved.id);
        const all = [...prior, saved];
        const contradicting = prior.some((p) => contradicts(p, saved));
        if (contradicting) contradictions++;
        const ids = contradicting ? await onContradiction(tx, orgId, all) : await proposeRule(tx, orgId, all, knowledge);
        ids.forEach((id) => touched.add(id));
      }
      if (corrections.some((c) => c.feedbackType === 'missed_entity')) (await discoverPatterns(tx, orgId, knowledge)).forEach((id) => touched.add(id));
      return { correctionIds, contradictions, insightIds: [...touched] };
    }),
  );
  await refreshDryRuns(learning, orgId, outcome.insightIds);
  return outcome;
}

async function refreshDryRuns(learning: Learning, orgId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const insight = await learning.store.insights.get(orgId, id);
    if (!insight || insight.status !== 'pending') continue;
    const candidate = await candidateFor(learning, insight, null);
    if (!candidate) continue;
    await learning.store.insights.save({ ...insight, data: { ...insight.data, dry_run: await dryRun(learning, orgId, candidate) } });
  }
}

/** Two requests may open the same pending insight at once; the loser retries once and grows it instead. */
async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fn();
  }
}
