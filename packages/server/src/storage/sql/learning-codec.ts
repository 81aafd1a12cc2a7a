import type { Sealer } from '../../crypto/aead.js';
import type { KeyedHash } from '../../crypto/keyed-hash.js';
import { normalizeValue } from '../../learning/normalize-value.js';

/** Seals JSON bound to its table, organization and row, so a box cannot be moved to another row or org. */
export interface LearningCodec {
  seal(table: string, orgId: string, id: string, value: unknown): Buffer;
  open<T>(table: string, orgId: string, id: string, sealed: Uint8Array): T;
  /** Keyed hash of a value after normalization (case, spacing, Unicode form). */
  valueHash(orgId: string, value: string): Buffer;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function createLearningCodec(sealer: Sealer, hash: KeyedHash): LearningCodec {
  const aad = (table: string, orgId: string, id: string) => encoder.encode(`learning/${table}/${orgId}/${id}`);
  return Object.freeze({
    seal: (table: string, orgId: string, id: string, value: unknown) =>
      Buffer.from(sealer.seal(encoder.encode(JSON.stringify(value)), aad(table, orgId, id))),
    open: <T>(table: string, orgId: string, id: string, sealed: Uint8Array): T =>
      JSON.parse(decoder.decode(sealer.open(sealed, aad(table, orgId, id)))) as T,
    // Per organization, so equal values in two organizations do not share a hash.
    valueHash: (orgId: string, value: string) => Buffer.from(hash.digest(`${orgId}\u0000${normalizeValue(value)}`)),
  });
}
