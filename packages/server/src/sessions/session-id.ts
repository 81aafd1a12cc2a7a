import { randomId } from '../storage/ids.js';

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** 128 random bits, URL-safe: unguessable, so knowing one session id says nothing about another. */
export function newSessionId(): string {
  return randomId();
}

/** Anything else cannot name a session; callers answer `not_found` without a look-up. */
export function isSessionIdShaped(value: string): boolean {
  return SESSION_ID_PATTERN.test(value);
}
