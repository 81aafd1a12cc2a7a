import type { Storage } from '../storage/ports.js';
import type { AdminCommand } from './args.js';

export interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one parsed command and returns the process exit code. */
export async function runAdminCommand(
  command: Exclude<AdminCommand, { kind: 'help' }>,
  storage: Storage,
  output: AdminOutput,
): Promise<number> {
  return command.kind === 'keys-create' ? createKey(command, storage, output) : revokeKeys(command, storage, output);
}

async function createKey(
  command: Extract<AdminCommand, { kind: 'keys-create' }>,
  { keys }: Storage,
  output: AdminOutput,
): Promise<number> {
  const existing = await keys.ensureOrganization({ name: command.org, plan: command.plan, rpm: command.rpm });
  const org = await keys.ensureOrganization({ name: command.org, plan: command.plan, rpm: command.rpm, updatePlan: true });
  if (existing.plan !== org.plan || existing.rpm !== org.rpm) {
    output.err(`note: organization "${org.name}" changed from ${describePlan(existing)} to ${describePlan(org)}`);
  }
  const { apiKey, key } = await keys.createKey(org.id);
  if (command.json) {
    output.out(JSON.stringify({ org_id: org.id, api_key: apiKey }));
    return 0;
  }
  output.out(`Organization: ${org.name} (${org.id}), plan ${describePlan(org)}`);
  output.out(`API key, shown only this once: ${apiKey}`);
  output.out(`To revoke it: npm run admin -- keys revoke ${key.prefix}`);
  return 0;
}

async function revokeKeys(
  command: Extract<AdminCommand, { kind: 'keys-revoke' }>,
  { keys }: Storage,
  output: AdminOutput,
): Promise<number> {
  const revoked = await keys.revokeByPrefix(command.prefix);
  if (command.json) output.out(JSON.stringify({ revoked }));
  else if (revoked > 0) output.out(`Revoked ${revoked} key${revoked === 1 ? '' : 's'}.`);
  if (revoked === 0) output.err(`no active key starts with ${command.prefix}`);
  return revoked > 0 ? 0 : 1;
}

function describePlan({ plan, rpm }: { plan: string; rpm: number | null }): string {
  if (plan !== 'enterprise') return plan;
  return rpm === null ? 'enterprise (no per-minute limit)' : `enterprise (${rpm} requests per minute)`;
}
