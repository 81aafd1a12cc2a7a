/**
 * A local page that imitates a chat product for the end-to-end tests: a prompt
 * box (ChatGPT's textarea at /chatgpt/, Claude's contenteditable at /claude/),
 * the site's own send button, and a "model" that answers by quoting the prompt,
 * so a sanitized prompt comes back with its placeholders.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const LAYOUT = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f7f7f8;color:#1f2328}
main{max-width:720px;margin:0 auto;padding:24px}
.log div{background:#fff;border-radius:10px;padding:10px 14px;margin:10px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.log .user{background:#e7f0ff;margin-left:80px}
form{display:flex;gap:8px;align-items:flex-end;margin-top:20px}
#prompt-textarea,.ProseMirror{flex:1;min-height:72px;padding:10px 12px;border:1px solid #c9d1d9;border-radius:10px;background:#fff;font:15px/1.5 system-ui,sans-serif;outline:none}
#prompt-textarea{resize:none}
button{padding:8px 16px;border:0;border-radius:10px;background:#10a37f;color:#fff;font:inherit}`;

const EDITORS = {
  chatgpt: {
    editor: '<textarea id="prompt-textarea" rows="3" placeholder="Message ChatGPT"></textarea>',
    read: 'document.querySelector("#prompt-textarea").value',
    clear: 'document.querySelector("#prompt-textarea").value = ""',
    reply: 'data-message-author-role="assistant"',
  },
  claude: {
    editor: '<div class="ProseMirror" contenteditable="true" role="textbox"></div>',
    read: 'document.querySelector(".ProseMirror").innerText',
    clear: 'document.querySelector(".ProseMirror").replaceChildren()',
    reply: 'class="font-claude-message"',
  },
} as const;

export type ChatKind = keyof typeof EDITORS;

function page(kind: ChatKind): string {
  const e = EDITORS[kind];
  return `<!doctype html><html><head><meta charset="utf-8"><title>Test chat (${kind})</title><style>${LAYOUT}</style></head>
<body><main><div class="log" id="log"></div>
<form id="composer">${e.editor}<button id="send" type="submit">Send</button></form></main>
<script>
document.querySelector('#composer').addEventListener('submit', (event) => {
  event.preventDefault();
  const text = ${e.read};
  if (!text.trim()) return;
  const log = document.querySelector('#log');
  const mine = document.createElement('div');
  mine.className = 'user';
  mine.setAttribute('data-sent', '');
  mine.textContent = text;
  log.append(mine);
  ${e.clear};
  setTimeout(() => {
    log.insertAdjacentHTML('beforeend', '<div ${e.reply}><p></p></div>');
    const p = log.lastElementChild.querySelector('p');
    // Streams the answer in two chunks, like a model does.
    p.textContent = 'Noted. ';
    // A model may respell a placeholder it quotes back: lower case, a space for the underscore.
    const first = /\\[([A-Z_]+)_(\\d+)\\]/.exec(text);
    const respelled = first ? ' Respelled: [' + first[1].toLowerCase() + ' ' + first[2] + '].' : '';
    setTimeout(() => { p.textContent += 'Here is what you asked about: ' + text + respelled; }, 150);
  }, 200);
});
</script></body></html>`;
}

/** Serves /chatgpt/ and /claude/ on 127.0.0.1 at a free port. */
export async function startChatPages(): Promise<{ url(kind: ChatKind, conversation?: string): string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const kind = /^\/(chatgpt|claude)\//.exec(request.url ?? '')?.[1] as ChatKind | undefined;
    if (!kind) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(kind));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (kind, conversation = 'conversation-1') => `http://127.0.0.1:${port}/${kind}/c/${conversation}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
