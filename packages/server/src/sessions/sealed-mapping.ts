import type { Sealer } from '../crypto/aead.js';

/** Where a sealed mapping belongs; bound into the ciphertext so it cannot be moved to another session or org. */
export interface MappingOwner {
  sessionId: string;
  orgId: string;
}

/** The stored bytes decrypted but did not hold a mapping: a bug or a foreign writer, never user input. */
export class CorruptMappingError extends Error {
  override name = 'CorruptMappingError';
  constructor() {
    super('session mapping is not a placeholder-to-string object');
  }
}

/** Encrypts a placeholder → original mapping for storage in any backend. */
export function sealMapping(sealer: Sealer, owner: MappingOwner, mapping: Readonly<Record<string, string>>): Uint8Array {
  return sealer.seal(new TextEncoder().encode(JSON.stringify(mapping)), associatedData(owner));
}

/** Decrypts a sealed mapping; throws DecryptionError if it was altered or belongs to another owner. */
export function openMapping(sealer: Sealer, owner: MappingOwner, sealed: Uint8Array): Readonly<Record<string, string>> {
  const parsed: unknown = JSON.parse(new TextDecoder().decode(sealer.open(sealed, associatedData(owner))));
  if (!isStringRecord(parsed)) throw new CorruptMappingError();
  return Object.freeze(parsed);
}

function associatedData({ sessionId, orgId }: MappingOwner): Uint8Array {
  return new TextEncoder().encode(`session-mapping/v1\u0000${sessionId}\u0000${orgId}`);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}
