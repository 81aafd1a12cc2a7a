import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const EnvSchema = Type.Object({
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_KEY_PREFIX: Type.String({ default: 'sanitizer:' }),
  DETECTION_THREADS: Type.Optional(Type.Integer({ minimum: 0, maximum: 256 })),
  WORKERS: Type.Optional(Type.Integer({ minimum: 1, maximum: 256 })),
  LOAD_TEST_ECHO: Type.Boolean({ default: false }),
  SESSION_TTL_SECONDS: Type.Integer({ minimum: 1, default: 86_400 }),
  ENCRYPTION_KEY: Type.Optional(Type.String()),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String()),
  GOOGLE_JWKS_URL: Type.String({ default: 'https://www.googleapis.com/oauth2/v3/certs' }),
  EXTENSION_SHARED_KEY: Type.Optional(Type.String()),
  LLM_UPSTREAM_URL: Type.String({ pattern: '^https?://', default: 'https://api.openai.com/v1' }),
  LLM_UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, maximum: 3_600_000, default: 120_000 }),
  HTTP_HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 10_000 }),
  HTTP_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 60_000 }),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5_000 }),
  CUSTOM_PATTERN_TIME_LIMIT_MS: Type.Integer({ minimum: 10, maximum: 600_000, default: 5_000 }),
  MAX_CONNECTIONS_PER_CLIENT: Type.Integer({ minimum: 1, maximum: 100_000, default: 256 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

type Env = Static<typeof EnvSchema>;

/** Everything the service reads from its environment, parsed once and frozen. */
export interface Config {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly redisUrl: string | null;
  /** Prepended to every Redis key, so several deployments can share one Redis. */
  readonly redisKeyPrefix: string;
  /** Worker threads for detection in each process; null = the default (see serve.ts). 0 = detect on the request thread only. */
  readonly detectionThreads: number | null;
  /** Processes serving HTTP on one port (node:cluster); null = one per core. 1 = a single process, no primary. */
  readonly workers: number | null;
  /** Serves POST /v1/load-test/echo (auth and rate limit, no detection) as the load benchmark's baseline. Off in production. */
  readonly loadTestEcho: boolean;
  readonly sessionTtlSeconds: number;
  /** 32-byte key, or null to use (and create) the one kept in `dataDir`. */
  readonly encryptionKey: Uint8Array | null;
  readonly googleClientId: string | null;
  readonly googleJwksUrl: string;
  readonly extensionSharedKey: string | null;
  /** OpenAI-compatible base URL the chat proxy forwards to. */
  readonly llmUpstreamUrl: string;
  /** How long the proxy waits for the upstream to start answering, and between two pieces of a stream. */
  readonly llmUpstreamTimeoutMs: number;
  /** Longest a detection with an organization's custom patterns may run on a detection thread. */
  readonly customPatternTimeLimitMs: number;
  /** Limits that keep a slow or greedy client from holding sockets. */
  readonly http: HttpLimits;
  readonly logLevel: Env['LOG_LEVEL'];
}

export interface HttpLimits {
  /** Time to receive a request's headers (then 408 in the envelope). */
  readonly headersTimeoutMs: number;
  /** Time to receive a whole request, body included (then 408). Not the response: a streamed answer may run longer. */
  readonly requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open between requests. */
  readonly keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; past it a new one is answered 429 and closed. */
  readonly maxConnectionsPerClient: number;
}

export class ConfigError extends Error {}

/**
 * Parses the environment. Unknown variables are ignored; a bad value throws
 * a ConfigError naming the variable (never its value: it may be a secret).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.properties).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])),
  );
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, picked));
  const errors = [...Value.Errors(EnvSchema, converted)];
  if (errors.length > 0) {
    const names = [...new Set(errors.map((e) => e.path.replace(/^\//, '')))];
    throw new ConfigError(`invalid configuration: ${names.join(', ')}`);
  }
  const e = converted as Env;
  const encryptionKey = e.ENCRYPTION_KEY ? decodeKey(e.ENCRYPTION_KEY) : null;
  if (e.DATABASE_URL && !encryptionKey) throw new ConfigError('ENCRYPTION_KEY is required when DATABASE_URL is set');
  if (e.REDIS_URL && !encryptionKey) throw new ConfigError('ENCRYPTION_KEY is required when REDIS_URL is set');
  return Object.freeze({
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    detectionThreads: e.DETECTION_THREADS ?? null,
    workers: e.WORKERS ?? null,
    loadTestEcho: e.LOAD_TEST_ECHO,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    encryptionKey,
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    extensionSharedKey: e.EXTENSION_SHARED_KEY ?? null,
    llmUpstreamUrl: e.LLM_UPSTREAM_URL,
    llmUpstreamTimeoutMs: e.LLM_UPSTREAM_TIMEOUT_MS,
    customPatternTimeLimitMs: e.CUSTOM_PATTERN_TIME_LIMIT_MS,
    http: Object.freeze({
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
    }),
    logLevel: e.LOG_LEVEL,
  });
}

function decodeKey(base64: string): Uint8Array {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new ConfigError('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return new Uint8Array(key);
}
