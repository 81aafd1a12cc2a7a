/**
 * Storage ports: what the HTTP layer needs from persistence. Each has an
 * implementation per backend (SQLite for the embedded default; PostgreSQL and
 * Redis when scaled out), and the same behaviour tests run against each.
 */

import type { LearningStore } from '../learning/ports.js';
import type { AccountStore } from '../accounts/account-store.js';

export type Plan = 'free' | 'pro' | 'pro_plus' | 'enterprise';

/** `extension`: provisioned by Google sign-in (daily limit on Free); `standard`: every other key. */
export type ApiKeyKind = 'standard' | 'extension';

export interface Organization {
  id: string;
  name: string;
  plan: Plan;
  /** Per-minute limit for `enterprise` (null = unlimited); ignored for other plans. */
  rpm: number | null;
  createdAt: Date;
}

export interface ApiKeyInfo {
  id: string;
  /** First characters of the key, shown to operators for revocation. Not secret. */
  prefix: string;
  orgId: string;
  kind: ApiKeyKind;
  createdAt: Date;
  revokedAt: Date | null;
}

export type KeyLookup =
  | { status: 'valid'; key: ApiKeyInfo; organization: Organization }
  /** The key exists but its organization cannot be resolved (spec: `unauthorized`). */
  | { status: 'orphaned'; key: ApiKeyInfo }
  | { status: 'invalid' };

export interface KeyStore {
  /** Returns the organization of that name, creating it with `plan` if absent. An existing org keeps its plan unless `updatePlan`. */
  ensureOrganization(input: { name: string; plan: Plan; rpm?: number | null; updatePlan?: boolean }): Promise<Organization>;
  /** Creates a new random key; the plain key is returned once and only its hash is stored. */
  createKey(orgId: string, kind?: ApiKeyKind): Promise<{ apiKey: string; key: ApiKeyInfo }>;
  lookup(apiKey: string): Promise<KeyLookup>;
  /**
   * Revokes every active key whose displayed prefix starts with `prefix` (or the key
   * itself, when given whole); returns how many. Throws RangeError for a prefix
   * shorter than MIN_REVOKE_PREFIX_LENGTH (7), which could match many keys.
   */
  revokeByPrefix(prefix: string): Promise<number>;
}

export interface NewSession {
  orgId: string;
  /** placeholder → original value; encrypted before it is stored. */
  mapping: Readonly<Record<string, string>>;
  entityCount: number;
  ttlSeconds: number;
}

export interface Session {
  id: string;
  orgId: string;
  createdAt: Date;
  expiresAt: Date;
  entityCount: number;
  mapping: Readonly<Record<string, string>>;
}

export type SessionLookup =
  | { status: 'active'; session: Session }
  | { status: 'expired' }
  | { status: 'not_found' };

/** What a continuation stores: the whole new mapping and count, plus the caller's own result. */
export interface SessionChange<T> {
  mapping: Readonly<Record<string, string>>;
  entityCount: number;
  result: T;
}

export type SessionContinuation<T> =
  | { status: 'active'; id: string; expiresAt: Date; result: T }
  | { status: 'expired' }
  | { status: 'not_found' };

export interface SessionStore {
  create(input: NewSession): Promise<{ id: string; expiresAt: Date }>;
  /** A session of another organization is `not_found`, exactly like a missing one. */
  get(orgId: string, id: string): Promise<SessionLookup>;
  /**
   * Continues an active session: runs `change` on its current state, stores the
   * mapping it returns and moves the expiry to `ttlSeconds` after now. When another
   * call changed the session in between, nothing is written and `change` runs again
   * on the newer state, so concurrent continuations never lose or renumber an entry.
   * `change` must be pure (it may run more than once).
   */
  continue<T>(orgId: string, id: string, ttlSeconds: number, change: (session: Session) => SessionChange<T>): Promise<SessionContinuation<T>>;
  /** Destroys mappings past expiry (keeping tombstones 7 days) and drops old tombstones. */
  sweep(): Promise<SweepResult>;
}

/** Counts only, so a periodic sweep can log what it did. */
export interface SweepResult {
  /** Sessions whose mapping was destroyed in this sweep (now tombstones). */
  destroyed: number;
  /** Tombstones older than 7 days that were deleted. */
  deleted: number;
}

/** Everything storage-shaped the app needs; closed on shutdown. */
export interface Storage {
  keys: KeyStore;
  sessions: SessionStore;
  /** Custom patterns, corrections, insights, golden set, rules and detection aggregates. */
  learning: LearningStore;
  accounts: AccountStore;
  /** Resolves when every backing store answers (readiness); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
