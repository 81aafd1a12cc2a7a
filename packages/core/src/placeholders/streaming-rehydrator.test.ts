import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rehydrate } from './rehydrate.js';
import { createStreamingRehydrator, rehydrateStream } from './streaming-rehydrator.js';

const MAPPING = { '[PERSON_1]': 'Maria Garcia', '[PERSON_2]': 'John Park', '[EMAIL_ADDRESS_1]': 'maria@example.com', '[SSN_1]': '[SSN_1]' };

/** Feeds `chunks` one by one; returns what each push released and the end's rest. */
function feed(chunks: readonly string[], mapping: Readonly<Record<string, string>> = MAPPING) {
  const r = createStreamingRehydrator(mapping);
  const released = chunks.map((c) => r.push(c));
  const rest = r.end();
  return { released, rest, text: released.join('') + rest, restored: r.restored, unknown: r.unknown };
}

const REPLY =
  'Dear [PERSON_1], I wrote to [person 2] at [[EMAIL_ADDRESS_1]]; PERSON_1 agreed. ' +
  'Escaped \\[PERSON_2\\], spaced [ PERSON_1 ], hyphen [PERSON-2], unknown [PERSON_9], kept [SSN_1], link [[PERSON_1]](x), end PERSON_2';

describe('streaming rehydration', () => {
  it('gives the one-shot result for a reply cut at every single position', () => {
    const whole = rehydrate(REPLY, MAPPING);
    for (let i = 0; i <= REPLY.length; i++) {
      const out = feed([REPLY.slice(0, i), REPLY.slice(i)]);
      expect(out.text, `cut at ${i}`).toBe(whole.text);
      expect(out.restored).toBe(whole.restored);
      expect(out.unknown).toEqual(whole.unknown);
    }
  });

  it('gives the one-shot result for every pair of cut positions in a short reply', () => {
    const reply = 'Hi [PERSON_1]! Ask PERSON_2 or [[person 1]].';
    const whole = rehydrate(reply, MAPPING).text;
    for (let i = 0; i <= reply.length; i++) {
      for (let j = i; j <= reply.length; j++) {
        expect(feed([reply.slice(0, i), reply.slice(i, j), reply.slice(j)]).text, `cuts at ${i}, ${j}`).toBe(whole);
      }
    }
  });

  it('gives the one-shot result when a reply arrives one character at a time', () => {
    expect(feed([...REPLY]).text).toBe(rehydrate(REPLY, MAPPING).text);
  });

  it('restores a placeholder split across chunks', () => {
    expect(feed(['Send it to [PERS', 'ON_1] today']).text).toBe('Send it to Maria Garcia today');
  });

  it('releases text at once and holds back only what may still become a placeholder', () => {
    const r = createStreamingRehydrator(MAPPING);
    expect(r.push('Hello there, ')).toBe('Hello there, ');
    expect(r.push('dear [PERS')).toBe('dear ');
    expect(r.push('ON_1] and PERS')).toBe('Maria Garcia and ');
    expect(r.push('ON_2 wrote')).toBe('John Park wrote');
    expect(r.push(' [Figure 1] is fine')).toBe(' [Figure 1] is fine');
    expect(r.end()).toBe('');
  });

  it('waits for a doubled or escaped bracket to close before deciding', () => {
    const r = createStreamingRehydrator(MAPPING);
    expect(r.push('see [[PERSON_1]')).toBe('see ');
    expect(r.push(']')).toBe('');
    expect(r.push(' ok')).toBe('Maria Garcia ok');
  });

  it('releases a long bracketed run that can no longer be a placeholder', () => {
    const r = createStreamingRehydrator(MAPPING);
    const prose = `[${'a'.repeat(200)}`;
    expect(r.push(prose)).toBe(prose);
  });

  it('releases a bare word that cannot grow into a held type', () => {
    const r = createStreamingRehydrator(MAPPING);
    expect(r.push('The PERSONAL note')).toBe('The PERSONAL note');
    expect(r.push(' for PER')).toBe(' for ');
    expect(r.push('MIT')).toBe('PERMIT');
  });

  it('applies the encoder to every restored value', () => {
    const r = createStreamingRehydrator({ '[PERSON_1]': 'Ann "A" Lee' }, { encode: (v) => JSON.stringify(v).slice(1, -1) });
    expect(r.push('{"to":"[PERS') + r.push('ON_1]"}') + r.end()).toBe('{"to":"Ann \\"A\\" Lee"}');
  });

  it('gives the one-shot result however random replies with respelled placeholders are cut', () => {
    const piece = fc.oneof(
      fc.constantFrom('[PERSON_1]', '[person 2]', 'PERSON_1', '[[EMAIL_ADDRESS_1]]', '\\[PERSON_2\\]', '[ PERSON_1 ]', '[PERSON_9]', '[', ']', '\\', ' ', '_', 'PERSON', 'email address 1', '\n'),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    );
    const reply = fc.array(piece, { maxLength: 25 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(reply, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((from, i) => text.slice(from, [...points, text.length][i]));
        const whole = rehydrate(text, MAPPING);
        const out = feed(chunks);
        expect(out.text).toBe(whole.text);
        expect(out.restored).toBe(whole.restored);
      }),
      { numRuns: 1000 },
    );
  });

  it('rehydrates an async stream of chunks', async () => {
    async function* chunks() {
      yield 'Hi [PER';
      yield 'SON_1], ';
      yield 'bye PERSON_';
      yield '2';
    }
    const out: string[] = [];
    for await (const piece of rehydrateStream(chunks(), MAPPING)) out.push(piece);
    expect(out).toEqual(['Hi ', 'Maria Garcia, ', 'bye ', 'John Park']);
  });
});
