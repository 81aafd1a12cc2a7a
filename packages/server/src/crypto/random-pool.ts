import { randomBytes, randomFillSync } from 'node:crypto';

const POOL_BYTES = 4_096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * `n` bytes from the system CSPRNG, as `randomBytes(n)` would give, but taken
 * from a pooled 4 KB fill: a sanitize call needs three or four small random
 * values (nonces, ids) and each `randomBytes` call is a trip into OpenSSL.
 * Every byte is handed out once and wiped from the pool as it goes.
 */
export function pooledRandomBytes(n: number): Buffer {
  if (n > POOL_BYTES / 4) return randomBytes(n);
  if (offset + n > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafeSlow(POOL_BYTES));
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + n));
  pool.fill(0, offset, offset + n);
  offset += n;
  return bytes;
}
