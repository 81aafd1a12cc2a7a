/** How long a tombstone outlives its session, so `session_expired` can be told from `session_not_found`. */
export const TOMBSTONE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionPhase = 'active' | 'expired' | 'gone';

/** Where a session with this expiry stands at `now` (ms). `gone` means its tombstone is past retention. */
export function sessionPhase(expiresAtMs: number, nowMs: number): SessionPhase {
  if (nowMs < expiresAtMs) return 'active';
  return nowMs < expiresAtMs + TOMBSTONE_RETENTION_MS ? 'expired' : 'gone';
}
