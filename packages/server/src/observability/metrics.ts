import { KNOWN_TYPES } from '@sanitizer/core';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The service's Prometheus metrics, on a registry of its own (one per app, so
 * tests can build many). Labels are routes, statuses, types and scopes: never
 * text, values, keys or organization ids.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  readonly entitiesDetected: Counter<'type'>;
  readonly sessionsCreated: Counter;
  readonly rateLimitRejections: Counter<'scope'>;
}

const BUILT_IN = new Set<string>(KNOWN_TYPES);
// Sub-millisecond to the 100 KB range; the default buckets start at 5 ms and would hide the 1 KB case.
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** @example const metrics = createMetrics(); metrics.sessionsCreated.inc(); await metrics.registry.metrics() */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return Object.freeze({
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route template and status.', labelNames: ['method', 'route', 'status'] as const, registers }),
    requestSeconds: new Histogram({ name: 'http_request_duration_seconds', help: 'Time from request to response, by route template and status.', labelNames: ['method', 'route', 'status'] as const, buckets: LATENCY_BUCKETS, registers }),
    entitiesDetected: new Counter({ name: 'sanitizer_entities_detected_total', help: 'Entities found by sanitize and detect calls, by type (custom patterns as CUSTOM).', labelNames: ['type'] as const, registers }),
    sessionsCreated: new Counter({ name: 'sanitizer_sessions_created_total', help: 'Sessions created by sanitize calls.', registers }),
    rateLimitRejections: new Counter({ name: 'sanitizer_rate_limit_rejections_total', help: 'Requests refused with rate_limited, by scope (organization or extension client address).', labelNames: ['scope'] as const, registers }),
  });
}

/** The label for an entity type: built-in types by name, an organization's own pattern names folded into one. */
export function typeLabel(type: string): string {
  return BUILT_IN.has(type) ? type : 'CUSTOM';
}
