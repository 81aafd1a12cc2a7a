/** Rows per INSERT: far below SQLite's 32,766 bound parameters and PostgreSQL's 65,535. */
const MAX_ROWS = 200;

interface Pending<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: rows added during one turn of the event loop (and while the
 * previous batch is being written) go into one multi-row INSERT, so a busy
 * server pays one statement and one commit for many requests. Each promise
 * resolves once its row is committed. If a batch fails, its rows are retried
 * one by one, so one bad row fails only its own caller.
 * @example const add = createInsertBatcher((rows) => db.insertInto('sessions').values(rows).execute().then(() => {}));
 */
export function createInsertBatcher<Row>(insert: (rows: Row[]) => Promise<void>): (row: Row) => Promise<void> {
  let queue: Pending<Row>[] = [];
  let writing = false;
  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_ROWS);
      queue = queue.slice(MAX_ROWS);
      await write(insert, batch);
    }
    writing = false;
  };
  return (row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void drain());
    });
}

async function write<Row>(insert: (rows: Row[]) => Promise<void>, batch: Pending<Row>[]): Promise<void> {
  try {
    await insert(batch.map((p) => p.row));
    for (const p of batch) p.resolve();
  } catch (error) {
    if (batch.length === 1) return batch[0]!.reject(error);
    for (const p of batch) await write(insert, [p]);
  }
}
