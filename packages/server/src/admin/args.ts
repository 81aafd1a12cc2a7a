import { parseArgs } from 'node:util';
import { API_KEY_PREFIX, MIN_REVOKE_PREFIX_LENGTH } from '../crypto/api-key.js';
import type { Plan } from '../storage/ports.js';

export const PLANS: readonly Plan[] = ['free', 'pro', 'pro_plus', 'enterprise'];
const MAX_ORG_NAME_LENGTH = 200;

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  keys create --org NAME --plan ${PLANS.join('|')} [--rpm N] [--json]
      Prints a new API key for organization NAME, creating the organization if
      needed; an existing organization takes the plan given here. --rpm sets the
      per-minute limit of the enterprise plan (default: unlimited).
  keys revoke KEY_PREFIX [--json]
      Revokes every active key that starts with KEY_PREFIX (the ${MIN_REVOKE_PREFIX_LENGTH}+ first
      characters of the key, as shown when it was created) or is the whole key.

Reads the same environment as npm start: DATA_DIR, or DATABASE_URL and ENCRYPTION_KEY.`;

export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'keys-create'; org: string; plan: Plan; rpm: number | null; json: boolean }
  | { kind: 'keys-revoke'; prefix: string; json: boolean };

/** The command line was wrong; the message says how, and the CLI adds the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parses the arguments after `admin`, e.g. `['keys', 'create', '--org', 'Acme', '--plan', 'pro']`. */
export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const { values, positionals } = parseStrict(argv);
  if (values.help) return { kind: 'help' };
  const [group, action, ...rest] = positionals;
  if (group !== 'keys') throw new UsageError(group ? `unknown command "${group}"` : 'missing command');
  if (action === 'create') return keysCreate(values, rest);
  if (action === 'revoke') return keysRevoke(values, rest);
  throw new UsageError(action ? `unknown keys command "${action}"` : 'missing keys command (create or revoke)');
}

type ParsedValues = ReturnType<typeof parseStrict>['values'];

function parseStrict(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        org: { type: 'string' },
        plan: { type: 'string' },
        rpm: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : 'invalid arguments');
  }
}

function keysCreate(values: ParsedValues, extra: string[]): AdminCommand {
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const org = values.org?.trim();
  if (!org) throw new UsageError('keys create needs --org NAME');
  if (org.length > MAX_ORG_NAME_LENGTH) throw new UsageError(`--org is limited to ${MAX_ORG_NAME_LENGTH} characters`);
  const plan = parsePlan(values.plan);
  const rpm = values.rpm === undefined ? null : parseRpm(values.rpm);
  if (rpm !== null && plan !== 'enterprise') throw new UsageError('--rpm applies only to --plan enterprise');
  return { kind: 'keys-create', org, plan, rpm, json: values.json ?? false };
}

function keysRevoke(values: ParsedValues, args: string[]): AdminCommand {
  if (values.org !== undefined || values.plan !== undefined || values.rpm !== undefined) {
    throw new UsageError('keys revoke takes only KEY_PREFIX (and --json)');
  }
  if (args.length !== 1) throw new UsageError('keys revoke needs exactly one KEY_PREFIX');
  const prefix = args[0]!;
  if (!prefix.startsWith(API_KEY_PREFIX) || prefix.length < MIN_REVOKE_PREFIX_LENGTH) {
    throw new UsageError(`KEY_PREFIX must start with "${API_KEY_PREFIX}" and have at least ${MIN_REVOKE_PREFIX_LENGTH} characters`);
  }
  return { kind: 'keys-revoke', prefix, json: values.json ?? false };
}

function parsePlan(value: string | undefined): Plan {
  if (value === undefined) throw new UsageError(`keys create needs --plan ${PLANS.join('|')}`);
  const plan = PLANS.find((p) => p === value);
  if (!plan) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return plan;
}

function parseRpm(value: string): number {
  const rpm = /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(rpm)) throw new UsageError('--rpm must be a positive whole number of requests per minute');
  return rpm;
}
