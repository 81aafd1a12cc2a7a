import { pooledRandomBytes } from '../../crypto/random-pool.js';

let last = 0;
let seq = 0;

/**
 * An id that sorts by creation time, then by creation order within this process
 * (rows made in the same millisecond keep their order), then 64 random bits.
 * @example sortableId('cor_', Date.now()) // 'cor_0lz3k2a1c0001Xf3…'
 */
export function sortableId(prefix: string, at: number): string {
  seq = at === last ? seq + 1 : 0;
  last = at;
  const time = Math.max(0, Math.floor(at)).toString(36).padStart(9, '0');
  return `${prefix}${time}${seq.toString(36).padStart(4, '0')}${pooledRandomBytes(8).toString('base64url')}`;
}
