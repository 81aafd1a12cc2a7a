/** Which conversation the page shows: its address without query or fragment. */
export function currentConversation(): string {
  return location.origin + location.pathname;
}

let lastSanitized: string | null = null;

/** Notes that this tab sanitized a prompt in `conversation` (a new chat may change its address afterwards). */
export function noteSanitizedIn(conversation: string): void {
  lastSanitized = conversation;
}

/** The conversation this tab last sanitized in, if any. */
export function lastSanitizedConversation(): string | null {
  return lastSanitized;
}
