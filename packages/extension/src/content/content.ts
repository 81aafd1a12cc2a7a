/** Content script: finds the chat product's prompt box and replies, and starts the features on them. */
import { BUILD } from '../shared/build-settings.js';
import { siteFor, sitesWith } from '../shared/sites.js';
import type { Editor } from './editor-text.js';
import { guardEditor } from './prompt-guard.js';
import { restoreReplies } from './reply-restorer.js';

const site = siteFor(location.href, sitesWith(BUILD.extraMatches));

if (site) {
  const page = new AbortController();
  restoreReplies(site.replySelector, page.signal);
  watchEditor(site.editorSelector, page.signal);
}

/** Single-page apps replace their prompt box; guard whichever one is on the page. */
function watchEditor(selector: string, signal: AbortSignal): void {
  let current: { editor: Editor; guard: AbortController } | null = null;
  const check = () => {
    const editor = document.querySelector<Editor>(selector);
    if (editor === current?.editor) return;
    current?.guard.abort();
    current = null;
    if (!editor) return;
    const guard = new AbortController();
    signal.addEventListener('abort', () => guard.abort());
    current = { editor, guard };
    guardEditor(editor, guard.signal);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  signal.addEventListener('abort', () => observer.disconnect());
  check();
}
