import type { SessionStore, SweepResult } from '../storage/ports.js';

export interface SweeperOptions {
  intervalMs: number;
  onSwept?: (result: SweepResult) => void;
  onError?: (error: unknown) => void;
}

/**
 * Runs `sessions.sweep()` every `intervalMs` until stopped. The timer does not keep
 * the process alive, and a slow sweep is never overlapped by the next one.
 * @example const sweeper = startSessionSweeper(storage.sessions, { intervalMs: 60_000 }); … sweeper.stop()
 */
export function startSessionSweeper(sessions: SessionStore, options: SweeperOptions): { stop(): void } {
  let running = false;
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const result = await sessions.sweep();
      options.onSwept?.(result);
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
