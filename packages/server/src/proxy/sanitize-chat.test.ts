import type { AnalysisResult, AnalyzedEntity } from '@sanitizer/core';
import { describe, expect, it } from 'vitest';
import type { Detector } from '../detection/detector.js';
import { detectChat, planChat } from './sanitize-chat.js';

/** Finds the listed values wherever they occur: enough to test planning without the model. */
function detectorFinding(values: Record<string, string>): Detector & { texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    async analyze(text) {
      texts.push(text);
      const entities: AnalyzedEntity[] = [];
      for (const [value, type] of Object.entries(values)) {
        for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
          entities.push({ type, start: at, end: at + value.length, confidence: 0.9, structure: null, recognizer: 'test' } as AnalyzedEntity);
        }
      }
      return { entities: entities.sort((a, b) => a.start - b.start), formatType: 'plain', disambiguationApplied: false, decisions: [], warnings: [], ruleHits: [] } as AnalysisResult;
    },
    async close() {},
  };
}

const detector = detectorFinding({ 'Ann Lee': 'PERSON', 'ann@example.org': 'EMAIL_ADDRESS', 'Bo Chan': 'PERSON' });

describe('planChat', () => {
  it('numbers across all messages in order, continuing the previous mapping', async () => {
    const messages = [
      { role: 'user', content: 'Ann Lee wrote from ann@example.org' },
      { role: 'assistant', content: 'Bo Chan and Ann Lee' },
    ];
    const detected = await detectChat(messages, detector, {});
    const planned = planChat(messages, detected, { '[PERSON_1]': 'Bo Chan' }, new Set());
    expect(planned.messages).toEqual([
      { role: 'user', content: '[PERSON_2] wrote from [EMAIL_ADDRESS_1]' },
      { role: 'assistant', content: '[PERSON_1] and [PERSON_2]' },
    ]);
    expect(planned.mapping).toEqual({ '[PERSON_1]': 'Bo Chan', '[PERSON_2]': 'Ann Lee', '[EMAIL_ADDRESS_1]': 'ann@example.org' });
    expect(planned.placed).toBe(4);
  });

  it('replaces a value detected in one message where it recurs undetected in another, earlier or later', async () => {
    // The detector finds 'Ann Lee' only where a title precedes it, like a model that needs context.
    const titled: Detector = {
      async analyze(text) {
        const at = text.indexOf('Dr. Ann Lee');
        const entities = at < 0 ? [] : [{ type: 'PERSON', start: at + 4, end: at + 11, confidence: 0.9, structure: null, recognizer: 'test' } as AnalyzedEntity];
        return { entities, formatType: 'plain', disambiguationApplied: false, decisions: [], warnings: [], ruleHits: [] } as AnalysisResult;
      },
      async close() {},
    };
    const messages = [
      { role: 'user', content: 'Ann Lee called.' },
      { role: 'assistant', content: 'Shall I write to Dr. Ann Lee?' },
      { role: 'user', content: 'Yes, tell Ann Lee and Ann Leeds.' },
    ];
    const planned = planChat(messages, await detectChat(messages, titled, {}), {}, new Set());
    expect(planned.messages.map((m) => (m as { content: string }).content)).toEqual([
      '[PERSON_1] called.',
      'Shall I write to Dr. [PERSON_1]?',
      'Yes, tell [PERSON_1] and Ann Leeds.',
    ]);
  });

  it('sanitizes JSON tool-call arguments leaf by leaf, each read under its key, and keeps them JSON', async () => {
    const d = detectorFinding({ 'Ann Lee': 'PERSON', 'ann@example.org': 'EMAIL_ADDRESS' });
    const args = JSON.stringify({ to: ['ann@example.org'], person: { name: 'Ann Lee', age: 41 }, note: 'say "hi"' });
    const messages = [{ role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'send', arguments: args } }] }];
    const planned = planChat(messages, await detectChat(messages, d, {}), {}, new Set());
    const sent = (planned.messages[0] as { tool_calls: { function: { arguments: string } }[] }).tool_calls[0]!.function.arguments;
    expect(JSON.parse(sent)).toEqual({ to: ['[EMAIL_ADDRESS_1]'], person: { name: '[PERSON_1]', age: 41 }, note: 'say "hi"' });
    expect(d.texts).toEqual(['to: ann@example.org', 'name: Ann Lee', 'note: say "hi"']);
  });

  it('sanitizes arguments that are not JSON as one text', async () => {
    const messages = [{ role: 'assistant', content: null, function_call: { name: 'f', arguments: 'to=Ann Lee' } }];
    const planned = planChat(messages, await detectChat(messages, detector, {}), {}, new Set());
    expect(planned.messages).toEqual([{ role: 'assistant', content: null, function_call: { name: 'f', arguments: 'to=[PERSON_1]' } }]);
  });

  it('refuses a message text over 100KB, naming the message and not the text', async () => {
    const messages = [{ role: 'user', content: 'ok' }, { role: 'user', content: 'x'.repeat(102_401) }];
    await expect(detectChat(messages, detector, {})).rejects.toMatchObject({ code: 'text_too_large', message: expect.stringMatching(/^messages\[1\]\.content is 102,401 bytes/) });
  });
});
