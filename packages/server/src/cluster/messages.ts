/** What a worker process asks the primary, and what the primary tells every worker (over cluster IPC). */
export type CounterOp = 'rate.hit' | 'daily.consume' | 'daily.release' | 'daily.used';
export type PeerOp = 'peers.flush' | 'peers.invalidate' | 'metrics';

/** Worker → primary: one call, answered by a Reply with the same id. */
export interface Request {
  sanitizer: 'request';
  id: number;
  op: CounterOp | PeerOp;
  args: (string | number | null)[];
}

/** Primary → worker: the answer to a Request. Errors carry a name only, never data. */
export interface Reply {
  sanitizer: 'reply';
  id: number;
  ok: boolean;
  value?: unknown;
}

/** Primary → worker: do this on your own state (another worker asked), then Ack. */
export interface Command {
  sanitizer: 'command';
  id: number;
  op: 'flush' | 'invalidate';
  orgId?: string;
}

/** Worker → primary: a Command is done. */
export interface Ack {
  sanitizer: 'ack';
  id: number;
}

export type Message = Request | Reply | Command | Ack;

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'sanitizer' in value && typeof (value as { id?: unknown }).id === 'number';
}
