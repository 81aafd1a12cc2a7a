/** Reading, measuring and replacing the text of a prompt box, textarea or contenteditable alike. */

/** A prompt box: a textarea or a contenteditable element. */
export type Editor = HTMLElement;

const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'PRE', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TABLE', 'TR']);

export function isTextArea(editor: Editor): editor is HTMLTextAreaElement {
  return editor instanceof HTMLTextAreaElement;
}

/** A text node of a contenteditable and where its text starts in the editor's plain text. */
interface Piece {
  node: Text;
  start: number;
}

/** The editor's plain text, and for a contenteditable the text nodes it was read from. */
export interface EditorSnapshot {
  text: string;
  pieces: Piece[];
}

/** The plain text the user sees: line breaks between blocks and at <br>, as innerText would give. */
export function snapshot(editor: Editor): EditorSnapshot {
  if (isTextArea(editor)) return { text: editor.value, pieces: [] };
  const parts: string[] = [];
  const pieces: Piece[] = [];
  let length = 0;
  let pendingBreak = false;
  const push = (s: string) => {
    parts.push(s);
    length += s.length;
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const value = (node as Text).data;
      if (value === '') return;
      if (pendingBreak && length > 0) push('\n');
      pendingBreak = false;
      pieces.push({ node: node as Text, start: length });
      push(value);
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    if (node.tagName === 'BR') {
      // ProseMirror and others end an empty paragraph with a <br> that is no line of its own.
      if (!node.classList.contains('ProseMirror-trailingBreak')) push('\n');
      pendingBreak = false;
      return;
    }
    const block = BLOCKS.has(node.tagName);
    if (block) pendingBreak = true;
    node.childNodes.forEach(visit);
    if (block) pendingBreak = true;
  };
  editor.childNodes.forEach(visit);
  return { text: parts.join(''), pieces };
}

/** A DOM range over [start, end) of a contenteditable's snapshot, or null if it falls between nodes. */
export function rangeOf(snap: EditorSnapshot, start: number, end: number): Range | null {
  const from = snap.pieces.find((p) => start >= p.start && start < p.start + p.node.data.length);
  const to = snap.pieces.find((p) => end > p.start && end <= p.start + p.node.data.length);
  if (!from || !to) return null;
  const range = document.createRange();
  range.setStart(from.node, start - from.start);
  range.setEnd(to.node, end - to.start);
  return range;
}

/**
 * Replaces everything in the editor with `text` as if the user had typed it:
 * through the browser's editing command, so the site's framework sees an
 * input event, the caret ends after the text and Ctrl+Z brings the original back.
 */
export function replaceText(editor: Editor, text: string): void {
  editor.focus();
  if (isTextArea(editor)) editor.select();
  else window.getSelection()?.selectAllChildren(editor);
  if (document.execCommand('insertText', false, text)) return;
  // Editors that refuse the command: set the text directly (no undo step) and tell the page.
  if (isTextArea(editor)) editor.value = text;
  else editor.textContent = text;
  editor.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
}
