import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { rpmFor, PLAN_RPM } from '../rate-limit/plans.js';
import type { ApiKeyInfo, KeyStore, Organization } from '../storage/ports.js';
import { ApiError } from './errors.js';

/** Who is calling: resolved once per request by `authenticate`. */
export interface Caller {
  organization: Organization;
  /** null for the shared extension key, which has no row of its own. */
  key: ApiKeyInfo | null;
  viaSharedExtensionKey: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Sent as X-RateLimit-Limit/Remaining when a plan has no limit (enterprise without --rpm). */
export const UNLIMITED_HEADER_VALUE = '2147483647';

export interface AuthDeps {
  keys: KeyStore;
  rateLimiter: RateLimiter;
  sharedExtension: { key: string; organization: Organization } | null;
}

/**
 * onRequest hook for every authenticated route: resolves the key to its
 * organization, then counts the request against the per-minute limit.
 * Runs before the body is parsed, so a bad key is 401 whatever the body.
 */
export function authenticate(deps: AuthDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const caller = await resolveCaller(deps, request.headers['x-api-key']);
    request.caller = caller;
    const bucket = caller.viaSharedExtensionKey ? `ext-ip:${request.ip}` : `org:${caller.organization.id}`;
    const limit = caller.viaSharedExtensionKey ? PLAN_RPM.free : rpmFor(caller.organization);
    const decision = await deps.rateLimiter.hit(bucket, limit);
    reply.headers({
      'x-ratelimit-limit': decision.limit === null ? UNLIMITED_HEADER_VALUE : String(decision.limit),
      'x-ratelimit-remaining': decision.remaining === null ? UNLIMITED_HEADER_VALUE : String(decision.remaining),
      'x-ratelimit-reset': String(decision.resetAt),
    });
    if (!decision.allowed) {
      throw new ApiError('rate_limited', {
        message: `Rate limit of ${decision.limit} requests per minute reached.`,
        headers: { 'retry-after': String(decision.retryAfter) },
      });
    }
  };
}

async function resolveCaller(deps: AuthDeps, header: string | string[] | undefined): Promise<Caller> {
  const apiKey = Array.isArray(header) ? header[0] : header;
  if (!apiKey || apiKey.trim() === '') {
    throw new ApiError('invalid_api_key', { message: 'The X-API-Key header is missing.' });
  }
  if (deps.sharedExtension && sameSecret(apiKey, deps.sharedExtension.key)) {
    return { organization: deps.sharedExtension.organization, key: null, viaSharedExtensionKey: true };
  }
  const found = await deps.keys.lookup(apiKey);
  if (found.status === 'invalid') throw new ApiError('invalid_api_key');
  if (found.status === 'orphaned') throw new ApiError('unauthorized');
  return { organization: found.organization, key: found.key, viaSharedExtensionKey: false };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The authenticated caller; routes behind `authenticate` always have one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route is missing the authenticate hook');
  return request.caller;
}
