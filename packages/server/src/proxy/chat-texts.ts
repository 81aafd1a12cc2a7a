/**
 * Where personal text sits in an OpenAI Chat Completions request: every
 * message's content (a string, or the text of its content parts) and the
 * arguments of tool calls and legacy function calls. One walk collects the
 * texts and the same walk writes sanitized ones back, so order always matches.
 */

/** A text to sanitize; `json` marks tool-call arguments, whose string leaves are sanitized one by one. */
export interface ChatText {
  text: string;
  /** Where it is, for error messages: `messages[2].content`. Never the text. */
  where: string;
  json: boolean;
}

type Visit = (slot: ChatText) => string;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every text of the request, in a fixed order. */
export function chatTexts(messages: readonly unknown[]): ChatText[] {
  const found: ChatText[] = [];
  mapChatTexts(messages, (slot) => {
    found.push(slot);
    return slot.text;
  });
  return found;
}

/** The messages with each text replaced by `visit`'s answer; the input is not changed. */
export function mapChatTexts(messages: readonly unknown[], visit: Visit): unknown[] {
  return messages.map((message, i) => (isObject(message) ? mapMessage(message, `messages[${i}]`, visit) : message));
}

function mapMessage(message: JsonObject, where: string, visit: Visit): JsonObject {
  const out: JsonObject = { ...message };
  if (typeof message.content === 'string') out.content = visit({ text: message.content, where: `${where}.content`, json: false });
  else if (Array.isArray(message.content)) out.content = message.content.map((part, j) => mapPart(part, `${where}.content[${j}]`, visit));
  if (Array.isArray(message.tool_calls)) out.tool_calls = message.tool_calls.map((call, j) => mapCall(call, `${where}.tool_calls[${j}]`, visit));
  if (isObject(message.function_call)) out.function_call = mapFunction(message.function_call, `${where}.function_call`, visit);
  return out;
}

function mapPart(part: Json, where: string, visit: Visit): Json {
  if (!isObject(part) || typeof part.text !== 'string') return part;
  return { ...part, text: visit({ text: part.text, where: `${where}.text`, json: false }) };
}

function mapCall(call: Json, where: string, visit: Visit): Json {
  if (!isObject(call) || !isObject(call.function)) return call;
  return { ...call, function: mapFunction(call.function, `${where}.function`, visit) };
}

function mapFunction(fn: JsonObject, where: string, visit: Visit): JsonObject {
  if (typeof fn.arguments !== 'string') return fn;
  return { ...fn, arguments: visit({ text: fn.arguments, where: `${where}.arguments`, json: true }) };
}
