/**
 * The messages content scripts and extension pages send the background service
 * worker, each with its request and response. Failures travel as values with a
 * message in words, so every caller can show them.
 */

/** A detected entity: offsets into the text that was scanned. */
export interface EntitySpan {
  type: string;
  start: number;
  end: number;
  confidence: number;
}

/** Who is using the extension and how many sanitizations are left today. */
export interface AccountStatus {
  signedIn: boolean;
  email: string | null;
  /** `free`, `pro`, `pro_plus`… for a signed-in account; null when signed out. */
  plan: string | null;
  /** null: unlimited. */
  dailyLimit: number | null;
  remainingToday: number | null;
  serverUrl: string;
}

export interface MessageMap {
  /** Scan for highlighting: runs inside the extension, nothing leaves the browser. */
  detect: { request: { text: string }; response: { entities: EntitySpan[] } };
  /** Counted: POST /v1/sanitize, continuing the conversation's session (or that of `fallbackConversation`, a new chat whose address changed). */
  sanitize: { request: { text: string; conversation: string; fallbackConversation: string | null }; response: { sanitized: string; entitiesFound: number } };
  /** POST /v1/rehydrate with only the placeholders (the reply itself stays in the browser). */
  rehydrate: {
    request: { placeholders: string[]; conversation: string; fallbackConversation: string | null };
    response: { restored: Record<string, string> };
  };
  status: { request: Record<string, never>; response: AccountStatus };
  signIn: { request: Record<string, never>; response: AccountStatus };
  signOut: { request: Record<string, never>; response: AccountStatus };
}

export type MessageType = keyof MessageMap;

export interface Failure {
  /** The service's error code, or one of the extension's own (`offline`, `local_daily_limit`, …). */
  code: string;
  /** What happened and what to do, in words for the user. */
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: Failure };

export type Envelope = { [K in MessageType]: { type: K; request: MessageMap[K]['request'] } }[MessageType];

/** An error whose message is meant for the user. */
export class UserFacingError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends a message to the background service worker.
 * @example const result = await ask('detect', { text });
 */
export async function ask<K extends MessageType>(type: K, request: MessageMap[K]['request']): Promise<Result<MessageMap[K]['response']>> {
  try {
    return (await chrome.runtime.sendMessage({ type, request })) as Result<MessageMap[K]['response']>;
  } catch {
    return { ok: false, error: { code: 'extension_unavailable', message: 'The extension was updated or restarted; reload this page to use it again.' } };
  }
}
