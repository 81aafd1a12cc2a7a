import type { SanitizerClient } from './client.js';
import { rehydrateLong } from './long-text.js';
import { lastSafeCut } from './split-text.js';

/**
 * Rehydrates a stream of text pieces (a model's answer as it arrives) through
 * the service, which holds the mapping: text is released up to the last
 * place where no placeholder spelling can straddle (after a line break, or
 * after a space outside an opened bracket), restored with one
 * `/v1/rehydrate` call, and yielded; the rest waits for more text or the end.
 * Joined, the output equals one `rehydrate` of the whole text.
 * @example for await (const piece of rehydrateStream(client, modelChunks, sessionId)) process.stdout.write(piece)
 */
export async function* rehydrateStream(client: SanitizerClient, chunks: AsyncIterable<string> | Iterable<string>, sessionId: string): AsyncGenerator<string> {
  let held = '';
  for await (const chunk of chunks) {
    held += chunk;
    const cut = lastSafeCut(held);
    if (cut === 0) continue;
    const released = held.slice(0, cut);
    held = held.slice(cut);
    yield (await rehydrateLong(client, released, sessionId)).text;
  }
  if (held) yield (await rehydrateLong(client, held, sessionId)).text;
}
