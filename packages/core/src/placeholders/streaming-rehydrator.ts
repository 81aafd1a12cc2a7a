import { isOpenToken, MAX_OPEN_TOKEN, readPlaceholders } from './placeholder-reading.js';
import { createReading, type RehydrateOptions } from './rehydrate.js';

export interface StreamingRehydrator {
  /** Restored text that can be released now; holds back only what may still become a placeholder. */
  push(chunk: string): string;
  /** Everything still held, restored: the stream has ended. */
  end(): string;
  readonly restored: number;
  readonly unknown: readonly string[];
}

/**
 * Rehydrates a text that arrives in pieces. The concatenation of everything
 * `push` and `end` return equals `rehydrate` of the whole text, for any way of
 * cutting it; at most a possible placeholder's length is ever held back.
 * @example const r = createStreamingRehydrator(mapping); r.push('Hi [PERS') + r.push('ON_1]!') + r.end() // 'Hi Ann!'
 */
export function createStreamingRehydrator(mapping: Readonly<Record<string, string>>, options: RehydrateOptions = {}): StreamingRehydrator {
  const reading = createReading(mapping, options);
  // The last character of released text stays in front as context: a bare word must not continue it.
  let buffer = '';
  let from = 0;
  const release = (to: number): string => {
    const out = reading.restore(buffer, from, to);
    const keep = to - lastCharLength(buffer, to);
    buffer = buffer.slice(keep);
    from = to - keep;
    return out;
  };
  return {
    push(chunk) {
      buffer += chunk;
      return release(safeEnd(buffer, from, reading.heldTypes));
    },
    end() {
      const out = release(buffer.length);
      buffer = '';
      from = 0;
      return out;
    },
    get restored() {
      return reading.restored;
    },
    get unknown() {
      return reading.unknown;
    },
  };
}

/**
 * Where the text can be cut now: before the first position from which the
 * tail could still become a placeholder, and never inside a token already read.
 */
function safeEnd(buffer: string, from: number, heldTypes: ReadonlySet<string>): number {
  // A trailing high surrogate waits for its other half: the character it starts may continue a word.
  const last = buffer.charCodeAt(buffer.length - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? buffer.length - 1 : buffer.length;
  let cut = end;
  for (let i = Math.max(from, end - MAX_OPEN_TOKEN); i < end; i++) {
    if (isOpenToken(buffer.slice(i, end), buffer.slice(i - lastCharLength(buffer, i), i), heldTypes)) {
      cut = i;
      break;
    }
  }
  for (const token of readPlaceholders(buffer, from, end)) {
    if (token.start < cut && token.end > cut) return token.start;
  }
  return cut;
}

/** UTF-16 units of the character that ends at `end`: 2 for a surrogate pair (an emoji, a rare letter), else 1; 0 at the start. */
function lastCharLength(text: string, end: number): number {
  if (end === 0) return 0;
  const low = text.charCodeAt(end - 1);
  const high = text.charCodeAt(end - 2);
  return end >= 2 && low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? 2 : 1;
}

/**
 * Restores an async stream of text pieces, yielding restored text as early as it can.
 * @example for await (const piece of rehydrateStream(chunks, mapping)) process.stdout.write(piece)
 */
export async function* rehydrateStream(chunks: AsyncIterable<string>, mapping: Readonly<Record<string, string>>, options: RehydrateOptions = {}): AsyncGenerator<string> {
  const rehydrator = createStreamingRehydrator(mapping, options);
  for await (const chunk of chunks) {
    const out = rehydrator.push(chunk);
    if (out) yield out;
  }
  const rest = rehydrator.end();
  if (rest) yield rest;
}
