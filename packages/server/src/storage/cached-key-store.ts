import { hashApiKey } from '../crypto/api-key.js';
import type { KeyLookup, KeyStore } from './ports.js';

/**
 * How long a valid key's look-up is reused. A key revoked (or a plan changed)
 * through another process or instance takes up to this long to apply here;
 * through this store it applies at once.
 */
export const KEY_CACHE_TTL_MS = 5_000;
const MAX_CACHED_KEYS = 10_000;

/**
 * Remembers valid key look-ups for KEY_CACHE_TTL_MS, keyed by the key's hash,
 * so most requests skip the database read. Unknown and revoked keys are never
 * cached (a key created a moment later must work at once); revoking or
 * changing an organization's plan through this store clears the cache.
 */
export function cachedKeyStore(keys: KeyStore, clock: () => number = () => performance.now()): KeyStore {
  const cache = new Map<string, { at: number; found: KeyLookup }>();
  // A look-up that started before a revocation must not put its answer back afterwards.
  let generation = 0;
  const forget = () => {
    generation++;
    cache.clear();
  };
  const remember = (id: string, found: KeyLookup, asOf: number) => {
    if (found.status !== 'valid' || asOf !== generation) return;
    if (cache.size >= MAX_CACHED_KEYS) cache.delete(cache.keys().next().value as string);
    cache.set(id, { at: clock(), found });
  };
  return Object.freeze<KeyStore>({
    async lookup(apiKey) {
      const id = Buffer.from(hashApiKey(apiKey)).toString('base64');
      const hit = cache.get(id);
      if (hit && clock() - hit.at < KEY_CACHE_TTL_MS) return hit.found;
      cache.delete(id);
      const asOf = generation;
      const found = await keys.lookup(apiKey);
      remember(id, found, asOf);
      return found;
    },
    async revokeByPrefix(prefix) {
      const revoked = await keys.revokeByPrefix(prefix);
      forget();
      return revoked;
    },
    async ensureOrganization(input) {
      const organization = await keys.ensureOrganization(input);
      if (input.updatePlan) forget();
      return organization;
    },
    createKey: (orgId, kind) => keys.createKey(orgId, kind),
  });
}
