import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * Parses a server-sent event stream of JSON chunks (OpenAI's streaming
 * format): yields each event's data parsed, stops at `data: [DONE]`.
 */
export async function* parseEventStream<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => void pending.push(event) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parser.feed(decoder.decode(read.value, { stream: true }));
      for (const event of pending.splice(0)) {
        if (event.data === '[DONE]') return;
        yield JSON.parse(event.data) as T;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
