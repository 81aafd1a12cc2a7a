import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, envelope } from '../http/errors.js';
import { createChunkRehydrator } from './rehydrate-completion.js';

/**
 * The upstream's server-sent events with every chunk restored. Each event goes
 * out as soon as it is read, holding back only the end of a possible placeholder;
 * before `[DONE]` (or the end of the stream) whatever is still held is released.
 * A stream that breaks off ends with one event holding the error envelope.
 */
export async function* restoredEventStream(body: AsyncIterable<Uint8Array>, mapping: Readonly<Record<string, string>>, requestId: string): AsyncGenerator<string> {
  const chunks = createChunkRehydrator(mapping);
  const decoder = new TextDecoder();
  const ready: string[] = [];
  let template: Record<string, unknown> = { object: 'chat.completion.chunk' };
  let done = false;
  const onEvent = (event: EventSourceMessage) => {
    if (event.data === '[DONE]') {
      ready.push(...released(chunks.flush(), template), 'data: [DONE]\n\n');
      done = true;
      return;
    }
    const parsed = parse(event.data);
    if (parsed === undefined) return void ready.push(frame(event.data, event.event));
    if (typeof parsed === 'object' && parsed !== null) template = chunkHeader(parsed as Record<string, unknown>);
    ready.push(frame(JSON.stringify(chunks.chunk(parsed)), event.event));
  };
  const parser = createParser({ onEvent });
  try {
    for await (const part of body) {
      parser.feed(decoder.decode(part, { stream: true }));
      yield* ready.splice(0);
    }
    parser.feed(decoder.decode());
    yield* ready.splice(0);
    if (!done) yield* released(chunks.flush(), template);
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('upstream_error', { message: 'The model upstream stream broke off.' });
    // Held text stays held: it may end in half a placeholder, and the error says the answer is incomplete.
    yield frame(JSON.stringify(envelope(failure, requestId)));
  }
}

function released(choices: Record<string, unknown>[], template: Record<string, unknown>): string[] {
  return choices.length ? [frame(JSON.stringify({ ...template, choices }))] : [];
}

/** id, object, created and model of a chunk: the frame for a chunk the proxy adds itself. */
function chunkHeader(chunk: Record<string, unknown>): Record<string, unknown> {
  const { id, object, created, model, system_fingerprint } = chunk;
  return Object.fromEntries(Object.entries({ id, object, created, model, system_fingerprint }).filter(([, v]) => v !== undefined));
}

function frame(data: string, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${data}\n\n`;
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}
