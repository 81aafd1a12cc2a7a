import type { DetectRequest, Entity, RehydrateResponse, SanitizeRequest } from './api-types.js';
import type { SanitizerClient } from './client.js';
import { MAX_TEXT_BYTES, splitText, utf8Length, type TextPiece } from './split-text.js';

/** Options of `sanitizeLong`: a sanitize request without its text, plus progress. */
export interface LongTextOptions extends Omit<SanitizeRequest, 'text'> {
  /** Called after each piece with the UTF-8 bytes done so far and in all. */
  onProgress?: (doneBytes: number, totalBytes: number) => void;
  /** Largest piece in bytes of UTF-8 (default and maximum: the service's 102,400). */
  maxBytes?: number;
}

/** One sanitized text for a text of any length: one session, entity offsets in the whole text. */
export interface LongSanitizeResult {
  sanitized: string;
  session_id: string | null;
  redacted: boolean;
  entities_found: number;
  entities: Entity[];
  /** How many calls the text took. */
  pieces: number;
}

/**
 * Sanitizes a text of any length: cuts it as `splitText` does, sanitizes the
 * first piece, then every further one in the first piece's session (or in
 * `session_id` when given), so a value keeps one placeholder throughout. In
 * redact mode there is no session and each piece numbers on its own.
 */
export async function sanitizeLong(client: SanitizerClient, text: string, options: LongTextOptions = {}): Promise<LongSanitizeResult> {
  const { onProgress, maxBytes = MAX_TEXT_BYTES, ...request } = options;
  const pieces = piecesOf(text, maxBytes);
  const progress = progressOf(pieces, onProgress);
  let sessionId = request.session_id;
  const sanitized: string[] = [];
  const entities: Entity[] = [];
  let redacted = request.mode === 'redact';
  for (const piece of pieces) {
    const result = await client.sanitize({ ...request, text: piece.text, ...(sessionId ? { session_id: sessionId } : {}) });
    if (request.mode !== 'redact') sessionId = result.session_id ?? undefined;
    redacted = result.redacted;
    sanitized.push(result.sanitized);
    for (const e of result.entities) entities.push({ ...e, start: e.start + piece.offset, end: e.end + piece.offset });
    progress(piece);
  }
  return { sanitized: sanitized.join(''), session_id: sessionId ?? null, redacted, entities_found: entities.length, entities, pieces: pieces.length };
}

/** Detects in a text of any length, piece by piece, with offsets in the whole text. */
export async function detectLong(
  client: SanitizerClient,
  text: string,
  options: Omit<DetectRequest, 'text'> & Pick<LongTextOptions, 'onProgress' | 'maxBytes'> = {},
): Promise<{ entities: Entity[]; entities_found: number; pieces: number }> {
  const { onProgress, maxBytes = MAX_TEXT_BYTES, ...request } = options;
  const pieces = piecesOf(text, maxBytes);
  const progress = progressOf(pieces, onProgress);
  const entities: Entity[] = [];
  for (const piece of pieces) {
    const result = await client.detect({ ...request, text: piece.text });
    for (const e of result.entities) entities.push({ ...e, start: e.start + piece.offset, end: e.end + piece.offset });
    progress(piece);
  }
  return { entities, entities_found: entities.length, pieces: pieces.length };
}

/** Rehydrates a text of any length, cut only where no placeholder spelling can straddle (see `isSafeCut`). */
export async function rehydrateLong(
  client: SanitizerClient,
  text: string,
  sessionId: string,
  options: Pick<LongTextOptions, 'onProgress' | 'maxBytes'> = {},
): Promise<Omit<RehydrateResponse, 'processing_ms'>> {
  const pieces = piecesOf(text, options.maxBytes ?? MAX_TEXT_BYTES);
  const progress = progressOf(pieces, options.onProgress);
  const out: string[] = [];
  const unknown = new Set<string>();
  let restored = 0;
  for (const piece of pieces) {
    const result = await client.rehydrate({ text: piece.text, session_id: sessionId });
    out.push(result.text);
    restored += result.entities_restored;
    for (const token of result.unknown_placeholders) unknown.add(token);
    progress(piece);
  }
  return { text: out.join(''), entities_restored: restored, unknown_placeholders: [...unknown] };
}

/** The pieces to send; an empty text is still sent once, so the service's own answer (`empty_text`) comes back. */
function piecesOf(text: string, maxBytes: number): TextPiece[] {
  return text === '' ? [{ text, offset: 0 }] : splitText(text, maxBytes);
}

function progressOf(pieces: TextPiece[], onProgress: LongTextOptions['onProgress']): (piece: TextPiece) => void {
  if (!onProgress) return () => undefined;
  const sizes = pieces.map((p) => utf8Length(p.text));
  const total = sizes.reduce((a, b) => a + b, 0);
  const sizeOf = new Map(pieces.map((p, i) => [p, sizes[i]!]));
  let done = 0;
  return (piece) => {
    done += sizeOf.get(piece)!;
    onProgress(done, total);
  };
}
