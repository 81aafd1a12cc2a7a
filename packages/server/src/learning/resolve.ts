import { ApiError } from '../http/errors.js';
import { dryRun } from './dry-run.js';
import type { Learning } from './learning.js';
import type { Insight, InsightStatus, LearningStores } from './ports.js';
import { compile } from './proposed-rule.js';
import { candidateFor, planFor, RESOLVE_SUGGESTION, type Modifications, type Plan } from './resolution-plan.js';

export type Resolution =
  | { resolution: 'approve' }
  | { resolution: 'refine'; modifications: Modifications }
  | { resolution: 'reject'; reason: string };

export interface ResolveResult {
  status: InsightStatus;
  golden_set_entries_created: number;
  compiled_rules_created: number;
}

const STATUS_OF = { approve: 'approved', refine: 'refined', reject: 'rejected' } as const;

/**
 * Resolves a pending insight. Approve and refine dry-run the rule against the
 * golden set first and refuse (409 golden_set_conflict) when it would break a
 * validated example; then golden entries, the rule (or the pattern's new
 * precedence) and the new status are written in one transaction. Reject
 * records a negative signal so the same proposal is not raised again.
 */
export async function resolveInsight(learning: Learning, orgId: string, id: string, request: Resolution): Promise<ResolveResult> {
  const insight = await learning.store.insights.get(orgId, id);
  if (!insight) throw new ApiError('insight_not_found');
  if (insight.status !== 'pending') {
    throw new ApiError('insight_already_resolved', { message: `This insight is already ${insight.status}; only pending insights can be resolved.` });
  }
  if (request.resolution === 'reject') return reject(learning, insight, request.reason);
  const mods = request.resolution === 'refine' ? request.modifications : null;
  const plan = await planFor(learning, insight, mods);
  const candidate = await candidateFor(learning, insight, mods);
  const check = candidate ? await dryRun(learning, orgId, candidate) : null;
  if (check && check.would_break > 0) {
    await learning.store.insights.save({ ...insight, data: { ...insight.data, dry_run: check } });
    throw new ApiError('golden_set_conflict', {
      message: `This rule would change ${check.would_break} validated golden-set example(s) of ${check.golden_examples_checked}; nothing was applied.`,
    });
  }
  const status = STATUS_OF[request.resolution];
  const result = await learning.store.transaction((tx) => apply(tx, insight, plan, status, { ...(check ? { dry_run: check } : {}), ...(mods ? { modifications: mods } : {}) }));
  await learning.knowledge.invalidate(orgId);
  return result;
}

async function apply(tx: LearningStores, insight: Insight, plan: Plan, status: InsightStatus, extra: Record<string, unknown>): Promise<ResolveResult> {
  const { orgId } = insight;
  await tx.rules.remove(orgId, plan.supersedes);
  const rules = await tx.rules.add(plan.rules.map((r, i) => ({ ...compile(r, `${insight.id}#${i}`), orgId, insightId: insight.id })));
  const created = await tx.golden.add(plan.golden.map((g) => ({ ...g, orgId, insightId: insight.id })));
  if (plan.pattern) await tx.patterns.update(orgId, plan.pattern.record.id, plan.pattern.changes);
  const data = { ...insight.data, ...extra, compiled_rule_ids: rules.map((r) => r.id), superseded_rule_ids: plan.supersedes, golden_set_entries_created: created };
  await tx.insights.save({ ...insight, status, resolvedAt: new Date(), data });
  await closeLinked(tx, insight, status);
  return { status, golden_set_entries_created: created, compiled_rules_created: rules.length + (plan.pattern ? 1 : 0) };
}

async function reject(learning: Learning, insight: Insight, reason: string): Promise<ResolveResult> {
  await learning.store.transaction(async (tx) => {
    await tx.signals.add(insight.orgId, insight.type, insight.subject, insight.id);
    await tx.insights.save({ ...insight, status: 'rejected', resolvedAt: new Date(), data: { ...insight.data, rejection_reason: reason } });
    await closeLinked(tx, insight, 'rejected');
  });
  return { status: 'rejected', golden_set_entries_created: 0, compiled_rules_created: 0 };
}

/** A contradiction cluster and its context-condition proposal are two views of one question: resolving one closes the other. */
async function closeLinked(tx: LearningStores, insight: Insight, status: InsightStatus): Promise<void> {
  const linkedId = insight.data['context_condition_insight_id'] ?? insight.data['cluster_insight_id'];
  if (typeof linkedId !== 'string') return;
  const linked = await tx.insights.get(insight.orgId, linkedId);
  if (!linked || linked.status !== 'pending') return;
  const closedStatus: InsightStatus = status === 'rejected' ? 'rejected' : 'approved';
  await tx.insights.save({ ...linked, status: closedStatus, resolvedAt: new Date(), data: { ...linked.data, resolved_through: insight.id } });
}

export { RESOLVE_SUGGESTION };
