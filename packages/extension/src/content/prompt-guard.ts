import { ask } from '../shared/messages.js';
import type { EntitySpan } from '../shared/messages.js';
import { currentConversation, lastSanitizedConversation, noteSanitizedIn } from './conversation.js';
import { replaceText, snapshot, type Editor } from './editor-text.js';
import { createGuardUi } from './guard-ui.js';
import { entityRects } from './text-rects.js';

/** Scanning waits this long after the last keystroke (spec: extension client behavior). */
export const SCAN_DELAY_MS = 1500;
/** Shorter texts are not scanned. */
export const MIN_SCAN_LENGTH = 10;

/**
 * Guards one prompt box until `signal` aborts: scans after typing pauses,
 * highlights what it finds in an overlay (the editor's DOM, caret and undo
 * stack are never touched), and sanitizes in place on the badge's button or
 * Alt+Shift+S. Failures are shown in words; typing is never blocked.
 */
export function guardEditor(editor: Editor, signal: AbortSignal): void {
  const ui = createGuardUi();
  signal.addEventListener('abort', () => ui.remove());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let spans: EntitySpan[] = [];
  let frame = 0;

  const draw = () => {
    frame = 0;
    if (spans.length === 0) return ui.clearHighlights();
    ui.drawHighlights(entityRects(editor, snapshot(editor), spans, ui.root), editor.getBoundingClientRect());
  };
  const redrawSoon = () => void (frame ||= requestAnimationFrame(draw));

  const scan = async () => {
    const text = snapshot(editor).text;
    const mine = ++generation;
    if (text.trim().length < MIN_SCAN_LENGTH) return ui.showCount(null, editor.getBoundingClientRect());
    const result = await ask('detect', { text });
    if (mine !== generation || signal.aborted) return;
    if (!result.ok) return ui.notify(`Could not scan: ${result.error.message}`, 'error');
    spans = result.value.entities;
    ui.showCount(spans.length, editor.getBoundingClientRect());
    draw();
  };

  const typed = () => {
    generation++;
    spans = [];
    ui.clearHighlights();
    clearTimeout(timer);
    timer = setTimeout(() => void scan(), SCAN_DELAY_MS);
  };

  const sanitize = async () => {
    const text = snapshot(editor).text;
    if (text.trim() === '') return;
    ui.setBusy(true);
    ui.notify('Sanitizing…');
    const conversation = currentConversation();
    const result = await ask('sanitize', { text, conversation, fallbackConversation: lastSanitizedConversation() });
    ui.setBusy(false);
    if (signal.aborted) return;
    if (!result.ok) return ui.notify(result.error.message, 'error');
    noteSanitizedIn(conversation);
    replaceText(editor, result.value.sanitized);
    const n = result.value.entitiesFound;
    ui.notify(n === 0 ? 'Nothing to replace.' : `Replaced ${n} item${n === 1 ? '' : 's'} with placeholders. Ctrl+Z undoes it.`);
  };

  editor.addEventListener('input', typed, { signal });
  editor.addEventListener('keydown', (e) => {
    if (e.altKey && e.shiftKey && e.code === 'KeyS') {
      e.preventDefault();
      void sanitize();
    }
  }, { signal });
  editor.addEventListener('scroll', redrawSoon, { signal });
  addEventListener('scroll', redrawSoon, { signal, capture: true, passive: true });
  addEventListener('resize', redrawSoon, { signal });
  ui.onSanitize(() => void sanitize());
  signal.addEventListener('abort', () => clearTimeout(timer));
  if (snapshot(editor).text.trim().length >= MIN_SCAN_LENGTH) typed();
}
