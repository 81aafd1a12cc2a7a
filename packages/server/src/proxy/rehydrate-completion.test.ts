import { describe, expect, it } from 'vitest';
import { createChunkRehydrator, rehydrateCompletion } from './rehydrate-completion.js';

const MAPPING = { '[PERSON_1]': 'Zoë "Z" O\'Neil', '[EMAIL_ADDRESS_1]': 'zoe@example.org' };

const chunk = (delta: object, finish: string | null = null, index = 0) => ({ id: 'c', object: 'chat.completion.chunk', choices: [{ index, delta, finish_reason: finish }] });
type Chunk = { choices: { index: number; delta: { content?: string; tool_calls?: { index: number; function: { arguments: string } }[] } }[] };

describe('rehydrateCompletion', () => {
  it('restores content, refusal and tool-call arguments (JSON-escaped) of every choice', () => {
    const completion = {
      id: 'x',
      choices: [
        { index: 0, message: { role: 'assistant', content: 'Hi [person_1]', tool_calls: [{ id: 't', type: 'function', function: { name: 'f', arguments: '{"name":"[PERSON_1]","to":"[EMAIL_ADDRESS_1]"}' } }] } },
        { index: 1, message: { role: 'assistant', content: null, refusal: 'Not for [PERSON_1].' } },
      ],
      usage: { total_tokens: 3 },
    };
    const out = rehydrateCompletion(completion, MAPPING) as typeof completion;
    expect(out.choices[0]!.message.content).toBe('Hi Zoë "Z" O\'Neil');
    expect(JSON.parse(out.choices[0]!.message.tool_calls![0]!.function.arguments)).toEqual({ name: 'Zoë "Z" O\'Neil', to: 'zoe@example.org' });
    expect(out.choices[1]!.message.refusal).toBe('Not for Zoë "Z" O\'Neil.');
    expect(out.usage).toEqual({ total_tokens: 3 });
  });
});

describe('createChunkRehydrator', () => {
  const reply = 'Write to [EMAIL_ADDRESS_1], dear [PERSON_1]!';
  const args = '{"to":"[EMAIL_ADDRESS_1]","name":"[PERSON_1]"}';

  it('gives the restored reply and arguments for every way of cutting them in two', () => {
    for (let cut = 0; cut <= reply.length; cut++) {
      const r = createChunkRehydrator(MAPPING);
      const argCut = Math.min(cut, args.length);
      const chunks = [
        chunk({ role: 'assistant', content: reply.slice(0, cut) }),
        chunk({ content: reply.slice(cut) }),
        chunk({ tool_calls: [{ index: 0, id: 't', function: { name: 'f', arguments: args.slice(0, argCut) } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(argCut) } }] }),
        chunk({}, 'tool_calls'),
      ].map((c) => r.chunk(c) as Chunk);
      const content = chunks.map((c) => c.choices[0]!.delta.content ?? '').join('');
      const toolArgs = chunks.flatMap((c) => c.choices[0]!.delta.tool_calls ?? []).map((t) => t.function.arguments).join('');
      expect(content).toBe('Write to zoe@example.org, dear Zoë "Z" O\'Neil!');
      expect(JSON.parse(toolArgs)).toEqual({ to: 'zoe@example.org', name: 'Zoë "Z" O\'Neil' });
      expect(r.flush()).toEqual([]);
    }
  });

  it('keeps choices apart and releases what a stream without finish_reason still holds', () => {
    const r = createChunkRehydrator(MAPPING);
    const a = r.chunk(chunk({ content: 'Hi [PERS' }, null, 0)) as Chunk;
    const b = r.chunk(chunk({ content: 'Yo [EMAIL_ADDRESS_1] [PERS' }, null, 1)) as Chunk;
    expect(a.choices[0]!.delta.content).toBe('Hi ');
    expect(b.choices[0]!.delta.content).toBe('Yo zoe@example.org ');
    expect(r.flush()).toEqual([
      { index: 0, delta: { content: '[PERS' }, finish_reason: null },
      { index: 1, delta: { content: '[PERS' }, finish_reason: null },
    ]);
  });
});
