import { isMessage, type Command, type CounterOp, type PeerOp, type Reply, type Request } from './messages.js';

/** The part of `process` a worker talks to its primary through; tests pass a fake. */
export interface Port {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

export interface WorkerChannel {
  /** Asks the primary and resolves with its answer. */
  call(op: CounterOp | PeerOp, args: (string | number | null)[]): Promise<unknown>;
  /** Runs `handler` when another worker asks this one to flush or invalidate. */
  onCommand(handler: (command: Command) => Promise<void> | void): void;
}

export class PrimaryCallError extends Error {
  override name = 'PrimaryCallError';
}

/** Request/reply over cluster IPC, matched by id; commands from the primary are acknowledged once handled. */
export function createWorkerChannel(port: Port = process as unknown as Port): WorkerChannel {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let commandHandler: (command: Command) => Promise<void> | void = () => {};
  port.on('message', (message) => {
    if (!isMessage(message)) return;
    if (message.sanitizer === 'reply') settle(waiting, message);
    else if (message.sanitizer === 'command') void answerCommand(port, message, commandHandler);
  });
  return {
    call(op, args) {
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        port.send({ sanitizer: 'request', id, op, args } satisfies Request);
      });
    },
    onCommand(handler) {
      commandHandler = handler;
    },
  };
}

function settle(waiting: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>, reply: Reply): void {
  const entry = waiting.get(reply.id);
  if (!entry) return;
  waiting.delete(reply.id);
  if (reply.ok) entry.resolve(reply.value);
  else entry.reject(new PrimaryCallError('the primary process could not answer'));
}

async function answerCommand(port: Port, command: Command, handler: (command: Command) => Promise<void> | void): Promise<void> {
  try {
    await handler(command);
  } finally {
    port.send({ sanitizer: 'ack', id: command.id });
  }
}
