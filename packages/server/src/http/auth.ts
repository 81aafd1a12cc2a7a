import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateDecision, RateLimiter } from '../rate-limit/rate-limiter.js';
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
    /** The per-minute limit as this request left it; the X-RateLimit-* headers say the same. */
    rateLimit: RateDecision | null;
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
    const caller = await resolveCaller(deps, presentedKey(request));
    request.caller = caller;
    const bucket = caller.viaSharedExtensionKey ? `ext-ip:${request.ip}` : `org:${caller.organization.id}`;
    const limit = caller.viaSharedExtensionKey ? PLAN_RPM.free : rpmFor(caller.organization);
    const decision = await deps.rateLimiter.hit(bucket, limit);
    request.rateLimit = decision;
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

/**
 * The key from X-API-Key or else `Authorization: Bearer`; X-API-Key wins when both
 * are sent. A route whose Authorization belongs to someone else (the proxy's model
 * upstream) declares `config.authorizationPassedThrough` and takes only X-API-Key.
 */
export function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (header !== undefined) return Array.isArray(header) ? header[0] : header;
  if (request.routeOptions.config?.authorizationPassedThrough === true) return undefined;
  const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

async function resolveCaller(deps: AuthDeps, apiKey: string | undefined): Promise<Caller> {
  if (!apiKey || apiKey.trim() === '') {
    throw new ApiError('invalid_api_key', { message: 'No API key was sent (X-API-Key or Authorization: Bearer).' });
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

/** The rate-limit state this request left; routes behind `authenticate` always have one. */
export function rateLimitOf(request: FastifyRequest): RateDecision {
  if (!request.rateLimit) throw new Error('route is missing the authenticate hook');
  return request.rateLimit;
}

/** The authenticated caller; routes behind `authenticate` always have one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route is missing the authenticate hook');
  return request.caller;
}
