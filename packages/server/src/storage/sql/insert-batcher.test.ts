import { describe, expect, it } from 'vitest';
import { createInsertBatcher } from './insert-batcher.js';

/** A table that refuses rows named 'bad', the way a constraint would, and records each INSERT. */
function recordingTable() {
  const inserts: string[][] = [];
  const stored: string[] = [];
  const insert = async (rows: string[]) => {
    inserts.push(rows);
    await new Promise((r) => setTimeout(r, 1));
    if (rows.includes('bad')) throw new Error('constraint violated');
    stored.push(...rows);
  };
  return { inserts, stored, insert };
}

describe('insert batcher', () => {
  it('writes the rows of one turn in one insert and resolves each once stored', async () => {
    const table = recordingTable();
    const add = createInsertBatcher(table.insert);
    await Promise.all(['a', 'b', 'c'].map((row) => add(row)));
    expect(table.inserts).toEqual([['a', 'b', 'c']]);
    expect(table.stored).toEqual(['a', 'b', 'c']);
  });

  it('collects rows that arrive while a batch is being written into the next one', async () => {
    const table = recordingTable();
    const add = createInsertBatcher(table.insert);
    const first = add('a');
    await new Promise((r) => setImmediate(r));
    const later = [add('b'), add('c')];
    await Promise.all([first, ...later]);
    expect(table.inserts).toEqual([['a'], ['b', 'c']]);
  });

  it('fails only the caller of a bad row; the others in its batch are stored', async () => {
    const table = recordingTable();
    const add = createInsertBatcher(table.insert);
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((row) => add(row)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(table.stored).toEqual(['a', 'c']);
  });

  it('splits a large burst into inserts of at most 200 rows', async () => {
    const table = recordingTable();
    const add = createInsertBatcher(table.insert);
    await Promise.all(Array.from({ length: 450 }, (_, i) => add(`r${i}`)));
    expect(table.inserts.map((rows) => rows.length)).toEqual([200, 200, 50]);
    expect(table.stored).toHaveLength(450);
  });
});
