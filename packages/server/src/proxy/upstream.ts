import { ApiError } from '../http/errors.js';

export interface UpstreamOptions {
  /** OpenAI-compatible base URL, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** How long to wait for the response to start, and between two pieces of a stream. */
  timeoutMs: number;
}

/** Request headers passed through to the model untouched; everything else (X-API-Key above all) stays here. */
const PASSED_HEADERS = ['authorization', 'openai-organization', 'openai-project', 'api-key'];

/** A started upstream response whose body is read under the idle time limit. */
export interface UpstreamResponse {
  status: number;
  contentType: string;
  /** The upstream's Retry-After, passed on with its 429 or 503. */
  retryAfter: string | null;
  /** Body pieces; fails with `upstream_error` (504) when the upstream goes quiet for longer than the limit. */
  body: AsyncIterable<Uint8Array>;
  /** Stops reading (the caller went away). */
  abort(): void;
}

/**
 * POSTs the sanitized request to `{baseUrl}/chat/completions`. An unreachable
 * upstream is 502 and a silent one 504, both `upstream_error`; never a hang.
 */
export async function postChatCompletion(
  options: UpstreamOptions,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  body: unknown,
): Promise<UpstreamResponse> {
  const controller = new AbortController();
  const idle = idleTimer(controller, options.timeoutMs);
  try {
    const res = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...passed(headers) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    idle.touch();
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      retryAfter: res.headers.get('retry-after'),
      body: guarded(res, idle, controller),
      abort: () => controller.abort(),
    };
  } catch (error) {
    idle.stop();
    throw upstreamFailure(error, idle.timedOut());
  }
}

/** Reads a whole (small) upstream body as text, under the same limits. */
export async function readAll(response: UpstreamResponse, maxBytes = 16 * 1024 * 1024): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of response.body) {
    size += part.byteLength;
    if (size > maxBytes) {
      response.abort();
      throw new ApiError('upstream_error', { message: 'The model upstream sent a body larger than 16 MiB.' });
    }
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts).toString('utf8');
}

function passed(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

async function* guarded(res: Response, idle: ReturnType<typeof idleTimer>, controller: AbortController): AsyncIterable<Uint8Array> {
  if (!res.body) return idle.stop();
  try {
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      idle.touch();
      yield part;
    }
  } catch (error) {
    throw upstreamFailure(error, idle.timedOut());
  } finally {
    idle.stop();
    controller.abort();
  }
}

function idleTimer(controller: AbortController, ms: number) {
  let fired = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      fired = true;
      controller.abort();
    }, ms);
    timer.unref();
  };
  touch();
  return { touch, stop: () => clearTimeout(timer), timedOut: () => fired };
}

function upstreamFailure(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) {
    return new ApiError('upstream_error', {
      status: 504,
      message: 'The model upstream did not answer in time.',
      suggestion: 'Retry; if the model is often this slow, raise LLM_UPSTREAM_TIMEOUT_MS.',
    });
  }
  return new ApiError('upstream_error', {
    status: 502,
    message: 'The model upstream could not be reached.',
    suggestion: 'Check LLM_UPSTREAM_URL and that the model service is up, then retry.',
  });
}
