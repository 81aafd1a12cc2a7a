import { pooledRandomBytes } from '../crypto/random-pool.js';

const ID_BYTES = 16;

/** 128 random bits, URL-safe base64 (22 characters), optionally after a readable prefix like `org_`. */
export function randomId(prefix = ''): string {
  return prefix + pooledRandomBytes(ID_BYTES).toString('base64url');
}

/**
 * Whether `id` has the shape of an id this service issues (`pat_…`, `ins_…`:
 * a short prefix, then URL-safe characters). A look-up of anything else is
 * answered as not found without a query: a NUL, which PostgreSQL text cannot
 * hold, would otherwise fail there while SQLite answers 404.
 */
export function isIdShaped(id: string): boolean {
  return /^[a-z]{1,12}_[A-Za-z0-9_-]{8,64}$/.test(id);
}
