import type { Detector } from './detector.js';
import type { PoolDetector } from './worker-pool-detector.js';

/**
 * Longest text (UTF-16 units) that may be detected on the request thread:
 * about 2 ms of engine time, the most one request may hold the event loop.
 */
export const INLINE_MAX_CHARS = 8_192;

/**
 * Sends each detection where it costs least: to a free worker thread if there
 * is one; when every thread is busy, a short text is detected on the request
 * thread instead of queueing (the hand-off costs the request thread about as
 * much as detecting 1 KB). Longer texts always go to the pool, so a 100 KB
 * detection never holds the event loop; so do texts with an organization's
 * custom patterns, whose cost the organization chose, not the service.
 */
export function createSplitDetector(onThread: Detector, pool: PoolDetector, inlineMaxChars = INLINE_MAX_CHARS): PoolDetector {
  let closed = false;
  return {
    threads: pool.threads,
    get inFlight() {
      return pool.inFlight;
    },
    analyze(text, options) {
      const custom = (options?.customPatterns?.length ?? 0) > 0;
      const inline = !closed && !custom && text.length <= inlineMaxChars && pool.inFlight >= pool.threads;
      return inline ? onThread.analyze(text, options) : pool.analyze(text, options);
    },
    async close() {
      closed = true;
      await pool.close();
      await onThread.close();
    },
  };
}
