import type { Organization, Plan } from '../storage/ports.js';

/** Requests per minute by plan (spec Limits); enterprise is set per organization. */
export const PLAN_RPM: Readonly<Record<Exclude<Plan, 'enterprise'>, number>> = {
  free: 20,
  pro: 600,
  pro_plus: 2_000,
};

/** The per-minute limit for an organization; null means unlimited. */
export function rpmFor(org: Pick<Organization, 'plan' | 'rpm'>): number | null {
  return org.plan === 'enterprise' ? org.rpm : PLAN_RPM[org.plan];
}
