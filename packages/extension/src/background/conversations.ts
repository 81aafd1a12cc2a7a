/**
 * The sanitize session of each conversation, so placeholders in the model's
 * reply can be restored. Kept in chrome.storage.session: in memory only, gone
 * when the browser closes, like the 24-hour sessions it points to.
 */
const STORAGE_KEY = 'conversationSessions';

type SessionsByConversation = Record<string, string>;

async function all(): Promise<SessionsByConversation> {
  return ((await chrome.storage.session.get(STORAGE_KEY))[STORAGE_KEY] as SessionsByConversation | undefined) ?? {};
}

/** Remembers the latest session of a conversation. */
export async function rememberSession(conversation: string, sessionId: string): Promise<void> {
  await chrome.storage.session.set({ [STORAGE_KEY]: { ...(await all()), [conversation]: sessionId } });
}

/**
 * The session of `conversation`; else that of `fallback` (a new chat whose
 * address changed after the first message), which then moves to `conversation`.
 */
export async function sessionFor(conversation: string, fallback: string | null): Promise<string | null> {
  const sessions = await all();
  const own = sessions[conversation];
  if (own) return own;
  const moved = fallback ? sessions[fallback] : undefined;
  if (!moved) return null;
  await rememberSession(conversation, moved);
  return moved;
}
