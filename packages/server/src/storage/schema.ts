/**
 * Row types of the SQL schema, as Kysely sees them. Times are Unix milliseconds
 * (`bigint`), the one representation both dialects store and compare the same way.
 */
import type { ApiKeyKind, Plan } from './ports.js';

export interface OrganizationsTable {
  id: string;
  name: string;
  plan: Plan;
  rpm: number | null;
  created_at: number;
}

export interface ApiKeysTable {
  id: string;
  org_id: string;
  /** SHA-256 of the full key; the key itself is never stored. */
  key_hash: Uint8Array;
  prefix: string;
  kind: ApiKeyKind;
  created_at: number;
  revoked_at: number | null;
}

export interface SessionsTable {
  id: string;
  org_id: string;
  created_at: number;
  expires_at: number;
  entity_count: number;
  /** AES-256-GCM sealed JSON mapping; null once destroyed (the row is then a tombstone). */
  mapping: Uint8Array | null;
  destroyed_at: number | null;
}

export interface AccountsTable {
  id: string;
  /** Keyed hash (HMAC) of the Google subject: the account's identity. */
  subject_hash: Uint8Array;
  /** Keyed hash of the lower-cased e-mail, so an operator can find an account by address. */
  email_hash: Uint8Array;
  org_id: string;
  created_at: number;
  last_sign_in_at: number;
}

export interface Database {
  organizations: OrganizationsTable;
  api_keys: ApiKeysTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
}

