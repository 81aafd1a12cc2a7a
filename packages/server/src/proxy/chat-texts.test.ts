import { describe, expect, it } from 'vitest';
import { chatTexts, mapChatTexts } from './chat-texts.js';

const MESSAGES = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: [{ type: 'text', text: 'Hi Ann' }, { type: 'image_url', image_url: { url: 'data:…' } }] },
  { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'send', arguments: '{"to":"ann"}' } }] },
  { role: 'assistant', content: 'ok', function_call: { name: 'f', arguments: 'raw' } },
  { role: 'tool', tool_call_id: 'c', content: 'sent', name: 'send' },
  'not an object',
];

describe('chat texts', () => {
  it('finds every text with where it is, tool-call arguments marked as JSON', () => {
    expect(chatTexts(MESSAGES)).toEqual([
      { text: 'Be brief.', where: 'messages[0].content', json: false },
      { text: 'Hi Ann', where: 'messages[1].content[0].text', json: false },
      { text: '{"to":"ann"}', where: 'messages[2].tool_calls[0].function.arguments', json: true },
      { text: 'ok', where: 'messages[3].content', json: false },
      { text: 'raw', where: 'messages[3].function_call.arguments', json: true },
      { text: 'sent', where: 'messages[4].content', json: false },
    ]);
  });

  it('writes texts back in the same order, leaving every other field and the input as they were', () => {
    const frozen = structuredClone(MESSAGES);
    let n = 0;
    const mapped = mapChatTexts(MESSAGES, () => `T${n++}`) as typeof MESSAGES;
    expect(MESSAGES).toEqual(frozen);
    expect(mapped).toEqual([
      { role: 'system', content: 'T0' },
      { role: 'user', content: [{ type: 'text', text: 'T1' }, { type: 'image_url', image_url: { url: 'data:…' } }] },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'send', arguments: 'T2' } }] },
      { role: 'assistant', content: 'T3', function_call: { name: 'f', arguments: 'T4' } },
      { role: 'tool', tool_call_id: 'c', content: 'T5', name: 'send' },
      'not an object',
    ]);
  });
});
