/** The service worker: answers the messages of content scripts and extension pages (see handlers.ts). */
import type { Envelope, Failure, Result } from '../shared/messages.js';
import { UserFacingError } from '../shared/messages.js';
import { handlers } from './handlers.js';

chrome.runtime.onMessage.addListener((message: Envelope, _sender, sendResponse: (result: Result<unknown>) => void) => {
  const handler = handlers[message?.type] as ((request: unknown) => Promise<unknown>) | undefined;
  if (!handler) return false;
  handler(message.request).then(
    (value) => sendResponse({ ok: true, value }),
    (error: unknown) => sendResponse({ ok: false, error: failureOf(error) }),
  );
  return true; // answers asynchronously
});

function failureOf(error: unknown): Failure {
  if (error instanceof UserFacingError) return { code: error.code, message: error.message };
  console.error('sanitizer extension: unexpected failure', error instanceof Error ? error.name : typeof error);
  return { code: 'extension_error', message: 'Something went wrong inside the extension. Try again; reload the page if it keeps happening.' };
}
