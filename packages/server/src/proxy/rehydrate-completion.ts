import { createStreamingRehydrator, rehydrate } from '@sanitizer/core';

type JsonObject = { [key: string]: unknown };
type Mapping = Readonly<Record<string, string>>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Restores inside a JSON string (tool-call arguments): the value is escaped as JSON would. */
export const jsonStringValue = (value: string) => JSON.stringify(value).slice(1, -1);

/** A whole chat completion with the session's originals back in every choice's message. */
export function rehydrateCompletion(completion: unknown, mapping: Mapping): unknown {
  if (!isObject(completion) || !Array.isArray(completion.choices)) return completion;
  const text = (t: string) => rehydrate(t, mapping).text;
  const args = (t: string) => rehydrate(t, mapping, { encode: jsonStringValue }).text;
  return {
    ...completion,
    choices: completion.choices.map((choice) => (isObject(choice) && isObject(choice.message) ? { ...choice, message: rehydrateMessage(choice.message, text, args) } : choice)),
  };
}

function rehydrateMessage(message: JsonObject, text: (t: string) => string, args: (t: string) => string): JsonObject {
  const out: JsonObject = { ...message };
  if (typeof message.content === 'string') out.content = text(message.content);
  else if (Array.isArray(message.content)) out.content = message.content.map((p) => (isObject(p) && typeof p.text === 'string' ? { ...p, text: text(p.text) } : p));
  if (typeof message.refusal === 'string') out.refusal = text(message.refusal);
  if (Array.isArray(message.tool_calls)) out.tool_calls = message.tool_calls.map((call) => withArguments(call, args));
  if (isObject(message.function_call)) out.function_call = withArguments({ function: message.function_call }, args).function;
  return out;
}

function withArguments(call: unknown, args: (t: string) => string): JsonObject {
  if (!isObject(call) || !isObject(call.function) || typeof call.function.arguments !== 'string') return call as JsonObject;
  return { ...call, function: { ...call.function, arguments: args(call.function.arguments) } };
}

type Streaming = ReturnType<typeof createStreamingRehydrator>;

/**
 * Restores a stream of chat completion chunks: one streaming rehydrator per
 * choice's content and per tool call's arguments, so a placeholder split across
 * chunks comes out whole. What a rehydrator still holds is released with the
 * choice's finish_reason, or by `flush()` when the stream ends without one.
 */
export function createChunkRehydrator(mapping: Mapping) {
  const streams = new Map<string, Streaming>();
  const streamFor = (key: string, json: boolean) => {
    let s = streams.get(key);
    if (!s) streams.set(key, (s = createStreamingRehydrator(mapping, json ? { encode: jsonStringValue } : {})));
    return s;
  };
  const release = (choice: number): { content: string; tools: Map<number, string> } => {
    const tools = new Map<number, string>();
    let content = '';
    for (const [key, s] of streams) {
      const [c, kind, index] = key.split(':');
      if (Number(c) !== choice) continue;
      const rest = s.end();
      streams.delete(key);
      if (kind === 'content') content += rest;
      else if (rest) tools.set(Number(index), rest);
    }
    return { content, tools };
  };
  return {
    /** The chunk with its deltas restored as far as they can be. */
    chunk(chunk: unknown): unknown {
      if (!isObject(chunk) || !Array.isArray(chunk.choices)) return chunk;
      return { ...chunk, choices: chunk.choices.map((c) => (isObject(c) ? restoreChoice(c, streamFor, release) : c)) };
    },
    /** Choices still holding text when the stream ended without finish_reason, as one last chunk's choices. */
    flush(): JsonObject[] {
      const choices = new Set([...streams.keys()].map((k) => Number(k.split(':')[0])));
      return [...choices].flatMap((index) => {
        const { content, tools } = release(index);
        const delta = withReleased({}, content, tools);
        return Object.keys(delta).length ? [{ index, delta, finish_reason: null }] : [];
      });
    },
  };
}

function restoreChoice(
  choice: JsonObject,
  streamFor: (key: string, json: boolean) => Streaming,
  release: (choice: number) => { content: string; tools: Map<number, string> },
): JsonObject {
  const index = typeof choice.index === 'number' ? choice.index : 0;
  const delta: JsonObject = isObject(choice.delta) ? { ...choice.delta } : {};
  if (typeof delta.content === 'string') delta.content = streamFor(`${index}:content`, false).push(delta.content);
  if (Array.isArray(delta.tool_calls)) {
    delta.tool_calls = delta.tool_calls.map((call) => {
      if (!isObject(call) || !isObject(call.function) || typeof call.function.arguments !== 'string') return call;
      const key = `${index}:tool:${typeof call.index === 'number' ? call.index : 0}`;
      return { ...call, function: { ...call.function, arguments: streamFor(key, true).push(call.function.arguments) } };
    });
  }
  if (choice.finish_reason == null) return { ...choice, delta };
  const { content, tools } = release(index);
  return { ...choice, delta: withReleased(delta, content, tools) };
}

/** Adds released text to a delta: content appended, each tool's rest appended to its entry (or a new one). */
function withReleased(delta: JsonObject, content: string, tools: Map<number, string>): JsonObject {
  const out: JsonObject = { ...delta };
  if (content) out.content = (typeof out.content === 'string' ? out.content : '') + content;
  if (tools.size === 0) return out;
  const calls = Array.isArray(out.tool_calls) ? [...(out.tool_calls as JsonObject[])] : [];
  for (const [index, rest] of tools) {
    const at = calls.findIndex((c) => c.index === index);
    if (at < 0) calls.push({ index, function: { arguments: rest } });
    else {
      const fn = (calls[at]!.function ?? {}) as JsonObject;
      calls[at] = { ...calls[at], function: { ...fn, arguments: `${typeof fn.arguments === 'string' ? fn.arguments : ''}${rest}` } };
    }
  }
  out.tool_calls = calls;
  return out;
}
