import type { Detector } from '../detection/detector.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Storage } from '../storage/ports.js';
import { typeLabel, type Metrics } from './metrics.js';

/** The detector, counting the entities of every result by type. */
export function meteredDetector(detector: Detector, metrics: Metrics): Detector {
  return {
    async analyze(text, options) {
      const result = await detector.analyze(text, options);
      for (const entity of result.entities) metrics.entitiesDetected.inc({ type: typeLabel(entity.type) });
      return result;
    },
    close: () => detector.close(),
  };
}

/** The rate limiter, counting refusals by scope (`org` or `extension_ip`, from the bucket's kind). */
export function meteredRateLimiter(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  return {
    async hit(bucket, limit) {
      const decision = await limiter.hit(bucket, limit);
      if (!decision.allowed) metrics.rateLimitRejections.inc({ scope: bucket.startsWith('ext-ip:') ? 'extension_ip' : 'org' });
      return decision;
    },
    close: () => limiter.close(),
  };
}

/** The storage, counting sessions created. Every other store passes through unchanged. */
export function meteredStorage(storage: Storage, metrics: Metrics): Storage {
  const { sessions } = storage;
  return {
    ...storage,
    sessions: {
      ...sessions,
      async create(input) {
        const created = await sessions.create(input);
        metrics.sessionsCreated.inc();
        return created;
      },
    },
  };
}

/** The dependencies that carry metrics, each wrapped to count what it does. */
export function metered<T extends { detector: Detector; rateLimiter: RateLimiter; storage: Storage }>(deps: T, metrics: Metrics) {
  return {
    detector: meteredDetector(deps.detector, metrics),
    rateLimiter: meteredRateLimiter(deps.rateLimiter, metrics),
    storage: meteredStorage(deps.storage, metrics),
  };
}
