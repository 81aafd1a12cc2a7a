import type * as Api from './api-types.js';
import { errorFromResponse, networkError, SanitizerError } from './errors.js';
import { defaultSleep, retryDelay, type Idempotence, type RetryOptions } from './retry-policy.js';
import { parseEventStream } from './event-stream.js';
import { detectLong, rehydrateLong, sanitizeLong, type LongSanitizeResult, type LongTextOptions } from './long-text.js';
import { rehydrateStream } from './stream-rehydrate.js';

/** How to reach the service. */
export interface ClientOptions extends RetryOptions {
  /** e.g. `http://127.0.0.1:8080` (no `/v1`). */
  baseUrl: string;
  /** The service's API key, sent as `X-API-Key`. Not needed for `health()`. */
  apiKey?: string;
  /** Injected for tests and browsers (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
}

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  idempotence: Idempotence;
  headers?: Record<string, string>;
}

/**
 * Typed client of the sanitizer's HTTP API: one method per operation, errors
 * as `SanitizerError`, retries on 429 (and on network errors for calls that
 * change nothing).
 * @example const c = new SanitizerClient({ baseUrl, apiKey }); const { sanitized, session_id } = await c.sanitize({ text })
 */
export class SanitizerClient {
  readonly #baseUrl: string;
  readonly #apiKey: string | undefined;
  readonly #fetch: typeof globalThis.fetch;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #retry: Required<Omit<RetryOptions, 'sleep'>>;

  constructor(options: ClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#sleep = options.sleep ?? defaultSleep;
    this.#retry = { maxRetries: options.maxRetries ?? 3, baseDelayMs: options.baseDelayMs ?? 250, maxDelayMs: options.maxDelayMs ?? 60_000, random: options.random ?? Math.random };
  }

  /** GET /v1/health: liveness and version; needs no key. */
  health(): Promise<Api.HealthResponse> {
    return this.#json({ method: 'GET', path: '/v1/health', idempotence: 'idempotent' });
  }

  /** POST /v1/sanitize (never retried after a network error: it may have created a session). */
  sanitize(request: Api.SanitizeRequest): Promise<Api.SanitizeResponse> {
    return this.#json({ method: 'POST', path: '/v1/sanitize', body: request, idempotence: 'not_idempotent' });
  }

  /** POST /v1/detect: entities only, no session. */
  detect(request: Api.DetectRequest): Promise<Api.DetectResponse> {
    return this.#json({ method: 'POST', path: '/v1/detect', body: request, idempotence: 'idempotent' });
  }

  /** POST /v1/rehydrate: the session's originals put back. */
  rehydrate(request: Api.RehydrateRequest): Promise<Api.RehydrateResponse> {
    return this.#json({ method: 'POST', path: '/v1/rehydrate', body: request, idempotence: 'idempotent' });
  }

  /** POST /v1/feedback: corrections for a session. */
  feedback(request: Api.FeedbackRequest): Promise<Api.FeedbackResponse> {
    return this.#json({ method: 'POST', path: '/v1/feedback', body: request, idempotence: 'not_idempotent' });
  }

  /** POST /v1/patterns: a custom pattern for the organization. */
  createPattern(request: Api.CreatePatternRequest): Promise<Api.PatternResponse> {
    return this.#json({ method: 'POST', path: '/v1/patterns', body: request, idempotence: 'not_idempotent' });
  }

  /** GET /v1/patterns: the organization's custom patterns. */
  listPatterns(): Promise<Api.PatternListResponse> {
    return this.#json({ method: 'GET', path: '/v1/patterns', idempotence: 'idempotent' });
  }

  /** DELETE /v1/patterns/{id} (not retried after a network error: a repeat would answer pattern_not_found). */
  deletePattern(patternId: string): Promise<Api.DeletePatternResponse> {
    return this.#json({ method: 'DELETE', path: `/v1/patterns/${encodeURIComponent(patternId)}`, idempotence: 'not_idempotent' });
  }

  /** GET /v1/insights. */
  insights(): Promise<Api.InsightsResponse> {
    return this.#json({ method: 'GET', path: '/v1/insights', idempotence: 'idempotent' });
  }

  /** POST /v1/insights/{id}/resolve: approve, refine or reject. */
  resolveInsight(insightId: string, request: Api.ResolveInsightRequest): Promise<Api.ResolveInsightResponse> {
    return this.#json({ method: 'POST', path: `/v1/insights/${encodeURIComponent(insightId)}/resolve`, body: request, idempotence: 'not_idempotent' });
  }

  /** POST /v1/chat/completions through the proxy: the answer as JSON, restored, and the conversation's session id. */
  async chatCompletions<T = Record<string, unknown>>(body: Api.ChatCompletionRequest, options: Api.ChatOptions = {}): Promise<Api.ChatCompletionResult<T>> {
    const response = await this.#send(this.#chatCall({ ...body, stream: false }, options));
    return { completion: (await response.json()) as T, sessionId: sessionIdOf(response) };
  }

  /** The proxy with `stream: true`: the session id at once, then each server-sent event's JSON as it arrives, restored. */
  async chatCompletionsStream<T = Record<string, unknown>>(body: Api.ChatCompletionRequest, options: Api.ChatOptions = {}): Promise<Api.ChatCompletionStream<T>> {
    const response = await this.#send(this.#chatCall({ ...body, stream: true }, options));
    if (!response.body) throw new SanitizerError({ code: 'invalid_response', message: 'The streamed answer had no body.', status: response.status });
    return { sessionId: sessionIdOf(response), chunks: parseEventStream<T>(response.body) };
  }

  /** Sanitizes a text of any length in one session (see `sanitizeLong`). */
  sanitizeLong(text: string, options: LongTextOptions = {}): Promise<LongSanitizeResult> {
    return sanitizeLong(this, text, options);
  }

  /** Detects in a text of any length, offsets in the whole text (see `detectLong`). */
  detectLong(text: string, options: Parameters<typeof detectLong>[2] = {}): ReturnType<typeof detectLong> {
    return detectLong(this, text, options);
  }

  /** Rehydrates a text of any length (see `rehydrateLong`). */
  rehydrateLong(text: string, sessionId: string, options: Pick<LongTextOptions, 'onProgress' | 'maxBytes'> = {}): ReturnType<typeof rehydrateLong> {
    return rehydrateLong(this, text, sessionId, options);
  }

  /** Restores a stream of text pieces as they arrive (see `rehydrateStream`). */
  rehydrateStream(chunks: AsyncIterable<string> | Iterable<string>, sessionId: string): AsyncGenerator<string> {
    return rehydrateStream(this, chunks, sessionId);
  }

  #chatCall(body: Api.ChatCompletionRequest, options: Api.ChatOptions): Call {
    const headers: Record<string, string> = {};
    if (options.sessionId) headers['x-session-id'] = options.sessionId;
    if (options.upstreamAuthorization) headers['authorization'] = options.upstreamAuthorization;
    return { method: 'POST', path: '/v1/chat/completions', body, idempotence: 'not_idempotent', headers };
  }

  async #json<T>(call: Call): Promise<T> {
    return (await (await this.#send(call)).json()) as T;
  }

  /** Sends with retries; resolves to a 2xx response, else throws `SanitizerError`. */
  async #send(call: Call): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.#attempt(call);
      if (!(outcome instanceof SanitizerError)) return outcome;
      const error = outcome;
      const wait = retryDelay(error, attempt, call.idempotence, this.#retry);
      if (wait === null) throw error;
      await this.#sleep(wait);
    }
  }

  async #attempt(call: Call): Promise<Response | SanitizerError> {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (this.#apiKey) headers['x-api-key'] = this.#apiKey;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}${call.path}`, {
        method: call.method,
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
    } catch (cause) {
      return networkError(cause);
    }
    return response.ok ? response : errorFromResponse(response);
  }
}

function sessionIdOf(response: Response): string {
  return response.headers.get('x-session-id') ?? '';
}
