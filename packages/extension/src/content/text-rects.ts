import type { EntitySpan } from '../shared/messages.js';
import { isTextArea, rangeOf, type Editor, type EditorSnapshot } from './editor-text.js';

/** Styles a mirror copies so its text wraps exactly like the textarea's. */
const MIRRORED = [
  'boxSizing', 'width', 'height', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft',
  'borderTopWidth', 'borderRightWidth', 'borderBottomWidth', 'borderLeftWidth', 'fontFamily', 'fontSize',
  'fontWeight', 'fontStyle', 'fontVariant', 'lineHeight', 'letterSpacing', 'wordSpacing', 'textIndent',
  'textTransform', 'tabSize', 'direction', 'wordBreak',
] as const;

/**
 * Viewport rectangles of each entity, without touching the editor: a
 * contenteditable is measured with DOM ranges over its own text nodes; a
 * textarea (which has none) through an invisible mirror laid out like it.
 */
export function entityRects(editor: Editor, snap: EditorSnapshot, spans: readonly EntitySpan[], mirrorHost: ShadowRoot): EntityRects[] {
  if (!isTextArea(editor)) return spans.map((span) => ({ span, rects: [...(rangeOf(snap, span.start, span.end)?.getClientRects() ?? [])] }));
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const mirror = layoutMirror(editor, snap.text, sorted, mirrorHost);
  const marks = [...mirror.querySelectorAll('span')];
  const measured = sorted.map((span, i) => ({ span, rects: [...(marks[i]?.getClientRects() ?? [])] }));
  mirror.remove();
  return measured;
}

export interface EntityRects {
  span: EntitySpan;
  rects: DOMRect[];
}

/** `spans` sorted and not overlapping, as the engine reports them. */
function layoutMirror(textarea: HTMLTextAreaElement, text: string, spans: readonly EntitySpan[], host: ShadowRoot): HTMLDivElement {
  const mirror = document.createElement('div');
  const style = getComputedStyle(textarea);
  for (const property of MIRRORED) mirror.style[property] = style[property];
  const box = textarea.getBoundingClientRect();
  Object.assign(mirror.style, {
    position: 'fixed', left: `${box.left}px`, top: `${box.top}px`, visibility: 'hidden', overflow: 'hidden',
    whiteSpace: 'pre-wrap', overflowWrap: 'break-word', borderStyle: 'solid', borderColor: 'transparent', margin: '0',
  });
  // A textarea's scrollbar narrows its text; narrow the mirror the same way.
  const scrollbar = textarea.offsetWidth - textarea.clientWidth - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
  if (scrollbar > 0) mirror.style.paddingRight = `${parseFloat(style.paddingRight) + scrollbar}px`;
  let at = 0;
  for (const span of spans) {
    mirror.append(text.slice(at, span.start));
    const mark = document.createElement('span');
    mark.textContent = text.slice(span.start, span.end);
    mirror.append(mark);
    at = span.end;
  }
  mirror.append(text.slice(at) + '\u200b');
  host.append(mirror);
  mirror.scrollTop = textarea.scrollTop;
  mirror.scrollLeft = textarea.scrollLeft;
  return mirror;
}
