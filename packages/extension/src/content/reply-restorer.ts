import { readPlaceholders } from '@sanitizer/core';
import { ask } from '../shared/messages.js';
import { currentConversation, lastSanitizedConversation } from './conversation.js';

/** Replies stream in; restore once they have been still this long. */
const SETTLE_MS = 500;
const RESTORED_ATTR = 'data-ps-placeholder';
const TOGGLE_ATTR = 'data-ps-toggle';

/**
 * Shows placeholders in the model's replies restored to the originals, with a
 * toggle back; also placeholders the model respelled (`[person 1]`, `PERSON_1`). Only the placeholders are sent to the service (rehydrate); the
 * reply text stays in the browser. Runs until `signal` aborts.
 */
export function restoreReplies(replySelector: string, signal: AbortSignal): void {
  // placeholder → original (null: the session cannot restore it), per conversation.
  const known = new Map<string, string | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const pass = async () => {
    if (running) return;
    running = true;
    try {
      for (const reply of document.querySelectorAll<HTMLElement>(replySelector)) await restoreIn(reply);
    } finally {
      running = false;
    }
  };

  const restoreIn = async (reply: HTMLElement) => {
    const conversation = currentConversation();
    const key = (p: string) => `${conversation}\u0000${p}`;
    const nodes = placeholderTextNodes(reply);
    const wanted = [...new Set(nodes.flatMap((n) => readPlaceholders(n.data).map((t) => t.written)))].filter((p) => !known.has(key(p)));
    if (wanted.length > 0) {
      const result = await ask('rehydrate', { placeholders: wanted, conversation, fallbackConversation: lastSanitizedConversation() });
      if (!result.ok) return showProblem(reply, result.error.message);
      for (const p of wanted) {
        const value = result.value.restored[p];
        known.set(key(p), value !== undefined && value !== p ? value : null);
      }
    }
    let restored = 0;
    for (const node of placeholderTextNodes(reply)) restored += wrapPlaceholders(node, (p) => known.get(key(p)) ?? null);
    if (restored > 0 || reply.querySelector(`[${RESTORED_ATTR}]`)) ensureToggle(reply);
  };

  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void pass(), SETTLE_MS);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
  });
  void pass();
}

/** Text nodes holding a placeholder, outside what was already restored. */
function placeholderTextNodes(root: HTMLElement): Text[] {
  const found: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(`[${RESTORED_ATTR}], [${TOGGLE_ATTR}]`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n as Text;
    if (readPlaceholders(text.data).length > 0) found.push(text);
  }
  return found;
}

/** Splits `node` around restorable placeholders, wrapping each original in a marked span. Returns how many. */
function wrapPlaceholders(node: Text, valueOf: (placeholder: string) => string | null): number {
  const text = node.data;
  const parts: (string | HTMLElement)[] = [];
  let at = 0;
  let count = 0;
  for (const token of readPlaceholders(text)) {
    const value = valueOf(token.written);
    if (value === null) continue;
    parts.push(text.slice(at, token.start));
    const span = document.createElement('span');
    span.setAttribute(RESTORED_ATTR, token.written);
    span.dataset.psOriginal = value;
    span.title = `Restored from ${token.written}`;
    span.style.cssText = 'background: rgba(46,160,67,.15); border-bottom: 1px dotted #2ea043;';
    span.textContent = value;
    parts.push(span);
    at = token.end;
    count++;
  }
  if (count === 0) return 0;
  parts.push(text.slice(at));
  node.replaceWith(...parts);
  return count;
}

function ensureToggle(reply: HTMLElement): HTMLElement {
  const existing = reply.querySelector<HTMLElement>(`[${TOGGLE_ATTR}]`);
  if (existing) return existing;
  const host = document.createElement('span');
  host.setAttribute(TOGGLE_ATTR, '');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>button{font:12px system-ui,sans-serif;margin-left:8px;border:1px solid #2ea043;color:#1a7f37;background:#fff;border-radius:999px;padding:1px 8px;cursor:pointer}
    .problem{font:12px system-ui,sans-serif;color:#d1242f;margin-left:8px}</style>
    <button type="button" data-ps-toggle-button>Show placeholders</button><span class="problem" data-ps-reply-problem hidden></span>`;
  const button = root.querySelector('button')!;
  let showingOriginals = true;
  button.addEventListener('click', () => {
    showingOriginals = !showingOriginals;
    for (const span of reply.querySelectorAll<HTMLElement>(`[${RESTORED_ATTR}]`)) {
      span.textContent = showingOriginals ? (span.dataset.psOriginal ?? '') : span.getAttribute(RESTORED_ATTR);
    }
    button.textContent = showingOriginals ? 'Show placeholders' : 'Show originals';
  });
  reply.append(host);
  return host;
}

function showProblem(reply: HTMLElement, message: string): void {
  const root = ensureToggle(reply).shadowRoot!;
  root.querySelector<HTMLElement>('[data-ps-toggle-button]')!.hidden = !reply.querySelector(`[${RESTORED_ATTR}]`);
  const problem = root.querySelector<HTMLElement>('[data-ps-reply-problem]')!;
  problem.hidden = false;
  problem.textContent = `Placeholders not restored: ${message}`;
}
