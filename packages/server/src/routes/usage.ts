import { Type } from '@sinclair/typebox';
import { callerOf, rateLimitOf } from '../http/auth.js';
import { authenticatedResponses } from '../http/response-schemas.js';
import { recentUsage, USAGE_RETENTION_DAYS } from '../learning/usage-days.js';
import type { App, Services } from './services.js';

const DEFAULT_DAYS = 30;

// Query values arrive as strings (no type coercion), so the range 1–90 is a pattern.
const UsageQuery = Type.Object(
  {
    days: Type.Optional(
      Type.String({ pattern: '^(?:[1-9]|[1-8][0-9]|90)$', description: `Days to return, ending today (UTC): 1 to ${USAGE_RETENTION_DAYS}, ${DEFAULT_DAYS} unless given.` }),
    ),
  },
  { additionalProperties: false },
);

const UsageDay = Type.Object({
  day: Type.String({ format: 'date', description: 'The UTC day.' }),
  requests: Type.Integer({ description: 'Detection requests: sanitize, detect and chat completions.' }),
  entities: Type.Record(Type.String(), Type.Integer(), { description: 'Entities found, per type; types not found that day are absent.' }),
});

const UsageResponse = Type.Object({
  days: Type.Array(UsageDay, { description: 'Every day of the window, oldest first; a day without traffic has zeros.' }),
  rate_limit: Type.Object(
    {
      limit: Type.Union([Type.Integer(), Type.Null()], { description: 'Requests per minute of your plan; null when unlimited.' }),
      remaining: Type.Union([Type.Integer(), Type.Null()], { description: 'Requests left this minute, this one counted; null when unlimited.' }),
      reset: Type.Integer({ description: 'Unix time (seconds) when the minute window resets.' }),
    },
    { description: 'The per-minute limit as this request left it (the X-RateLimit-* headers).' },
  ),
});

/** GET /v1/usage: requests and entities per day, and the rate-limit state, for the console's usage charts. */
export async function usageRoutes(app: App, { services }: { services: Services }) {
  app.get(
    '/v1/usage',
    { schema: { summary: 'Requests and entities per day, and the rate-limit state', querystring: UsageQuery, response: authenticatedResponses({ 200: UsageResponse }, ['invalid_request']) } },
    async (request) => {
      const count = request.query.days === undefined ? DEFAULT_DAYS : Number(request.query.days);
      const days = await recentUsage(services.learning, callerOf(request).organization.id, count);
      const { limit, remaining, resetAt } = rateLimitOf(request);
      return { days, rate_limit: { limit, remaining, reset: resetAt } };
    },
  );
}
