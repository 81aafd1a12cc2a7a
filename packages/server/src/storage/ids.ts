import { randomBytes } from 'node:crypto';

const ID_BYTES = 16;

/** 128 random bits, URL-safe base64 (22 characters), optionally after a readable prefix like `org_`. */
export function randomId(prefix = ''): string {
  return prefix + randomBytes(ID_BYTES).toString('base64url');
}
