import { sql, type Kysely, type Selectable } from 'kysely';
import {
  DISPLAY_PREFIX_LENGTH,
  MIN_REVOKE_PREFIX_LENGTH,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from '../../crypto/api-key.js';
import { constantTimeEqual } from '../../crypto/keyed-hash.js';
import type { Clock } from '../clock.js';
import { randomId } from '../ids.js';
import type { ApiKeyInfo, ApiKeyKind, KeyLookup, KeyStore, Organization, Plan } from '../ports.js';
import type { ApiKeysTable, Database, OrganizationsTable } from '../schema.js';

export interface SqlKeyStoreDeps {
  db: Kysely<Database>;
  now: Clock;
}

/** Asked for a key of an organization that does not exist. */
export class UnknownOrganizationError extends Error {
  override name = 'UnknownOrganizationError';
}

const INVALID: KeyLookup = Object.freeze({ status: 'invalid' });

/** Organizations and API keys in the SQL database; keys are stored only as SHA-256 hashes. */
export function createSqlKeyStore(deps: SqlKeyStoreDeps): KeyStore {
  return Object.freeze({
    ensureOrganization: (input: EnsureOrganizationInput) => ensureOrganization(deps, input),
    createKey: (orgId: string, kind: ApiKeyKind = 'standard') => createKey(deps, orgId, kind),
    lookup: (apiKey: string) => lookup(deps.db, apiKey),
    revokeByPrefix: (prefix: string) => revokeByPrefix(deps, prefix),
  });
}

type EnsureOrganizationInput = Parameters<KeyStore['ensureOrganization']>[0];

async function ensureOrganization({ db, now }: SqlKeyStoreDeps, input: EnsureOrganizationInput): Promise<Organization> {
  const rpm = input.rpm ?? null;
  await db
    .insertInto('organizations')
    .values({ id: randomId('org_'), name: input.name, plan: input.plan, rpm, created_at: now() })
    .onConflict((conflict) =>
      input.updatePlan
        ? conflict.column('name').doUpdateSet({ plan: input.plan, rpm })
        : conflict.column('name').doNothing(),
    )
    .execute();
  const row = await db.selectFrom('organizations').selectAll().where('name', '=', input.name).executeTakeFirstOrThrow();
  return toOrganization(row);
}

async function createKey({ db, now }: SqlKeyStoreDeps, orgId: string, kind: ApiKeyKind): Promise<{ apiKey: string; key: ApiKeyInfo }> {
  const org = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
  if (!org) throw new UnknownOrganizationError(`organization ${orgId} does not exist`);
  const { apiKey, hash, displayPrefix } = generateApiKey();
  const row = { id: randomId('key_'), org_id: orgId, key_hash: Buffer.from(hash), prefix: displayPrefix, kind, created_at: now(), revoked_at: null };
  await db.insertInto('api_keys').values(row).execute();
  return { apiKey, key: toKeyInfo(row) };
}

async function lookup(db: Kysely<Database>, apiKey: string): Promise<KeyLookup> {
  if (!isWellFormedApiKey(apiKey)) return INVALID;
  const hash = hashApiKey(apiKey);
  const row = await db
    .selectFrom('api_keys as k')
    .leftJoin('organizations as o', 'o.id', 'k.org_id')
    .selectAll('k')
    .select(['o.id as o_id', 'o.name as o_name', 'o.plan as o_plan', 'o.rpm as o_rpm', 'o.created_at as o_created_at'])
    .where('k.key_hash', '=', Buffer.from(hash))
    .executeTakeFirst();
  if (!row || !constantTimeEqual(row.key_hash, hash) || row.revoked_at !== null) return INVALID;
  const key = toKeyInfo(row);
  if (row.o_id === null || row.o_name === null || row.o_plan === null || row.o_created_at === null) {
    return { status: 'orphaned', key };
  }
  const organization = toOrganization({ id: row.o_id, name: row.o_name, plan: row.o_plan, rpm: row.o_rpm, created_at: row.o_created_at });
  return { status: 'valid', key, organization };
}

/**
 * `prefix` may be the displayed prefix or any start of it (at least MIN_REVOKE_PREFIX_LENGTH
 * characters), or a whole key, which is matched by its hash.
 */
async function revokeByPrefix({ db, now }: SqlKeyStoreDeps, prefix: string): Promise<number> {
  if (prefix.length < MIN_REVOKE_PREFIX_LENGTH) {
    throw new RangeError(`a key prefix needs at least ${MIN_REVOKE_PREFIX_LENGTH} characters`);
  }
  if (!isWellFormedApiKey(prefix) && prefix.length > DISPLAY_PREFIX_LENGTH) return 0;
  const query = db.updateTable('api_keys').set({ revoked_at: now() }).where('revoked_at', 'is', null);
  const matching = isWellFormedApiKey(prefix)
    ? query.where('key_hash', '=', Buffer.from(hashApiKey(prefix)))
    // substr, not LIKE: `_` in every key is a LIKE wildcard.
    : query.where(sql<string>`substr(prefix, 1, ${sql.lit(prefix.length)})`, '=', prefix);
  const result = await matching.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function toOrganization(row: Selectable<OrganizationsTable>): Organization {
  return { id: row.id, name: row.name, plan: row.plan as Plan, rpm: row.rpm, createdAt: new Date(row.created_at) };
}

function toKeyInfo(row: Selectable<ApiKeysTable>): ApiKeyInfo {
  return {
    id: row.id,
    prefix: row.prefix,
    orgId: row.org_id,
    kind: row.kind,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}
