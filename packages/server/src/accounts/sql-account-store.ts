import type { Kysely } from 'kysely';
import type { KeyedHash } from '../crypto/keyed-hash.js';
import type { Clock } from '../storage/clock.js';
import { randomId } from '../storage/ids.js';
import type { KeyStore, Organization, Plan } from '../storage/ports.js';
import type { Database } from '../storage/schema.js';
import type { AccountStore, GoogleIdentity, SignInResult } from './account-store.js';

export interface SqlAccountStoreDeps {
  db: Kysely<Database>;
  keys: KeyStore;
  /** Keyed hash for the subject and e-mail look-ups. */
  hash: KeyedHash;
  now: Clock;
}

/** Characters of the subject hash in an account organization's name (96 bits). */
const ORG_NAME_HASH_CHARS = 16;

/** Extension accounts in the SQL database. */
export function createSqlAccountStore(deps: SqlAccountStoreDeps): AccountStore {
  return Object.freeze({ signIn: (identity: GoogleIdentity) => signIn(deps, identity) });
}

async function signIn(deps: SqlAccountStoreDeps, identity: GoogleIdentity): Promise<SignInResult> {
  const subjectHash = Buffer.from(deps.hash.digest(`google:${identity.subject}`));
  const emailHash = Buffer.from(deps.hash.digest(identity.email.trim().toLowerCase()));
  const existing = await find(deps.db, subjectHash);
  if (existing) {
    await deps.db
      .updateTable('accounts')
      .set({ email_hash: emailHash, last_sign_in_at: deps.now() })
      .where('id', '=', existing.account.id)
      .execute();
    return { ...existing, created: false };
  }
  // The organization's name derives from the subject hash, so a concurrent first
  // sign-in of the same person lands on the same organization and account.
  const organization = await deps.keys.ensureOrganization({
    name: `account-${subjectHash.toString('base64url').slice(0, ORG_NAME_HASH_CHARS)}`,
    plan: 'free',
  });
  const at = deps.now();
  const inserted = await deps.db
    .insertInto('accounts')
    .values({ id: randomId('acc_'), subject_hash: subjectHash, email_hash: emailHash, org_id: organization.id, created_at: at, last_sign_in_at: at })
    .onConflict((c) => c.column('subject_hash').doNothing())
    .executeTakeFirst();
  const found = await find(deps.db, subjectHash);
  if (!found) throw new Error('account vanished right after it was created');
  return { ...found, created: Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0 };
}

async function find(db: Kysely<Database>, subjectHash: Buffer): Promise<Omit<SignInResult, 'created'> | null> {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('organizations as o', 'o.id', 'a.org_id')
    .select(['a.id', 'a.org_id', 'a.created_at', 'o.name', 'o.plan', 'o.rpm', 'o.created_at as org_created_at'])
    .where('a.subject_hash', '=', subjectHash)
    .executeTakeFirst();
  if (!row) return null;
  const organization: Organization = { id: row.org_id, name: row.name, plan: row.plan as Plan, rpm: row.rpm, createdAt: new Date(Number(row.org_created_at)) };
  return { account: { id: row.id, orgId: row.org_id, createdAt: new Date(Number(row.created_at)) }, organization };
}
