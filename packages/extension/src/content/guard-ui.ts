import type { EntityRects } from './text-rects.js';

const STYLE = `
:host { all: initial; }
.boxes { position: fixed; inset: 0; pointer-events: none; z-index: 2147483646; }
.box { position: fixed; background: rgba(255, 186, 0, 0.35); border-bottom: 2px solid #e08a00; border-radius: 2px; mix-blend-mode: multiply; }
.panel { position: fixed; z-index: 2147483647; display: flex; gap: 6px; align-items: center; font: 12px/1.3 system-ui, sans-serif; }
.badge { display: inline-flex; align-items: center; gap: 6px; background: #fff; color: #222; border: 1px solid #e08a00; border-radius: 999px; padding: 2px 4px 2px 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
.count { background: #e08a00; color: #fff; border-radius: 999px; min-width: 18px; text-align: center; font-weight: 600; padding: 0 5px; }
button { font: inherit; cursor: pointer; border: 0; border-radius: 999px; background: #1f6feb; color: #fff; padding: 3px 10px; }
button:disabled { opacity: .6; cursor: default; }
.notice { max-width: 360px; background: #fff; color: #222; border-left: 3px solid #1f6feb; padding: 4px 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); border-radius: 4px; }
.notice.error { border-left-color: #d1242f; }
[hidden] { display: none !important; }
`;

/** The page-facing parts of the prompt guard, in a shadow root so the site's styles cannot touch them. */
export interface GuardUi {
  root: ShadowRoot;
  drawHighlights(measured: EntityRects[], clip: DOMRect): void;
  clearHighlights(): void;
  /** Shows the count badge near the editor; null hides it. */
  showCount(count: number | null, anchor: DOMRect): void;
  notify(message: string | null, kind?: 'info' | 'error'): void;
  setBusy(busy: boolean): void;
  onSanitize(handler: () => void): void;
  remove(): void;
}

export function createGuardUi(): GuardUi {
  const host = document.createElement('div');
  host.setAttribute('data-ps-guard', '');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${STYLE}</style><div class="boxes"></div>
    <div class="panel" hidden>
      <span class="badge" title="Personal data found in your prompt"><span class="count" data-ps-count>0</span><span>personal</span>
      <button type="button" data-ps-sanitize title="Replace them with placeholders (Alt+Shift+S)">Sanitize</button></span>
      <span class="notice" role="status" data-ps-notice hidden></span>
    </div>`;
  document.documentElement.append(host);
  const $ = <T extends Element>(selector: string) => root.querySelector(selector) as T;
  const boxes = $<HTMLDivElement>('.boxes');
  const panel = $<HTMLDivElement>('.panel');
  const badge = $<HTMLSpanElement>('.badge');
  const notice = $<HTMLSpanElement>('[data-ps-notice]');
  const button = $<HTMLButtonElement>('[data-ps-sanitize]');
  let lastAnchor: DOMRect | null = null;
  const place = (anchor: DOMRect) => {
    lastAnchor = anchor;
    const top = anchor.top >= 34 ? anchor.top - 30 : anchor.bottom + 6;
    Object.assign(panel.style, { top: `${top}px`, right: `${Math.max(4, innerWidth - anchor.right)}px` });
  };
  const updatePanel = () => void (panel.hidden = badge.hidden && notice.hidden);
  badge.hidden = true;

  return {
    root,
    drawHighlights(measured, clip) {
      boxes.replaceChildren(
        ...measured.flatMap(({ span, rects }) =>
          rects.flatMap((r) => {
            const left = Math.max(r.left, clip.left), right = Math.min(r.right, clip.right);
            const top = Math.max(r.top, clip.top), bottom = Math.min(r.bottom, clip.bottom);
            if (right <= left || bottom <= top) return [];
            const box = document.createElement('div');
            box.className = 'box';
            box.setAttribute('data-ps-highlight', span.type);
            box.title = span.type;
            Object.assign(box.style, { left: `${left}px`, top: `${top}px`, width: `${right - left}px`, height: `${bottom - top}px` });
            return [box];
          }),
        ),
      );
    },
    clearHighlights: () => boxes.replaceChildren(),
    showCount(count, anchor) {
      badge.hidden = count === null;
      $<HTMLSpanElement>('[data-ps-count]').textContent = String(count ?? 0);
      place(anchor);
      updatePanel();
    },
    notify(message, kind = 'info') {
      notice.hidden = message === null;
      notice.textContent = message ?? '';
      notice.className = `notice ${kind}`;
      if (lastAnchor) place(lastAnchor);
      updatePanel();
    },
    setBusy: (busy) => void (button.disabled = busy),
    onSanitize: (handler) => {
      // Keeps the focus (and caret) in the prompt box, so typing goes on after a click.
      button.addEventListener('mousedown', (e) => e.preventDefault());
      button.addEventListener('click', handler);
    },
    remove: () => host.remove(),
  };
}
