import { ApiError } from '../http/errors.js';
import type { Services } from '../routes/services.js';
import { SessionContentionError } from './optimistic-retry.js';

/** What one continuation adds: the whole new mapping, how many entities it placed, and the caller's result. */
export interface TurnChange<T> {
  mapping: Readonly<Record<string, string>>;
  added: number;
  result: T;
}

/**
 * Adds a turn to an existing session of the organization, or answers as the
 * spec does for a missing (404), foreign (404) or expired (410) one.
 * `plan` may run more than once when calls race; only the landed run counts.
 */
export async function continueSession<T>(
  services: Pick<Services, 'storage' | 'config'>,
  orgId: string,
  sessionId: string,
  plan: (mapping: Readonly<Record<string, string>>) => TurnChange<T>,
): Promise<{ expiresAt: Date; result: T }> {
  try {
    const outcome = await services.storage.sessions.continue(orgId, sessionId, services.config.sessionTtlSeconds, (session) => {
      const change = plan(session.mapping);
      return { mapping: change.mapping, entityCount: session.entityCount + change.added, result: change.result };
    });
    if (outcome.status === 'not_found') throw new ApiError('session_not_found');
    if (outcome.status === 'expired') {
      throw new ApiError('session_expired', { suggestion: 'Sessions last 24 hours after their last turn. Start a new conversation without session_id.' });
    }
    return outcome;
  } catch (error) {
    if (!(error instanceof SessionContentionError)) throw error;
    throw new ApiError('service_unavailable', {
      message: 'This session is being continued by many calls at once.',
      suggestion: 'Retry in a moment; nothing of the session was lost.',
    });
  }
}
