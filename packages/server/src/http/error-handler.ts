import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CustomPatternTimeLimitError } from '../detection/detector.js';
import { ApiError, envelope } from './errors.js';
import { validationError } from './validation-errors.js';

/**
 * One place turns every failure into the spec's envelope: our ApiErrors, the
 * framework's own (bad JSON, wrong content type, oversized body, schema
 * validation) and anything unexpected (500 with only a request id).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(err, request);
    if (apiError.status >= 500) logFailure(request, err, apiError);
    return send(reply, request, apiError);
  });
  app.setNotFoundHandler((request, reply) => send(reply, request, new ApiError('not_found', { message: `No route ${request.method} ${pathOf(request)}.` })));
}

/**
 * An ApiError is an answer the service chose (sign-in not configured, the model
 * upstream down): a warning with its code. Anything else is a fault: an error
 * with the stack and error name only, since a stack carries code locations,
 * never request data.
 */
function logFailure(request: FastifyRequest, err: FastifyError | ApiError, apiError: ApiError): void {
  if (err instanceof ApiError) request.log.warn({ errCode: apiError.code, status: apiError.status }, 'request refused');
  else request.log.error({ errName: err.name, errCode: (err as FastifyError).code, stack: err.stack }, 'request failed');
}

/**
 * Fastify's own answers for a request that never reaches a route: a URL whose
 * percent-encoding is broken (the path is not echoed) and a failed route constraint.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void send(reply, request, frameworkAnswer(err.code));
}

function frameworkAnswer(code: string): ApiError {
  if (code === 'FST_ERR_BAD_URL') {
    return new ApiError('invalid_request', {
      message: 'The URL is not valid: its percent-encoding is broken.',
      suggestion: 'Percent-encode each path segment (a literal % is written %25).',
    });
  }
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new ApiError('invalid_request', {
      status: 414,
      message: 'A path segment is longer than 512 characters.',
      suggestion: 'Use the id the service returned; no id is that long.',
    });
  }
  return new ApiError('internal_error');
}

export function send(reply: FastifyReply, request: FastifyRequest, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send(envelope(error, request.id));
}

function toApiError(err: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof CustomPatternTimeLimitError) return new ApiError('custom_patterns_too_slow');
  if (err.validation) return validationError(err, request);
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('text_too_large', {
        message: 'The request body is larger than 1 MiB.',
        suggestion: 'Text is limited to 102,400 bytes of UTF-8; split larger texts into chunks and send each next chunk with the session_id of the first.',
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_request', { message: 'The request body is empty.' });
  }
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError('invalid_request', {
      message: 'The request body is not valid JSON.',
      suggestion: 'Send a JSON object; check quotes, commas and that newlines in strings are escaped as \\n.',
    });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError('invalid_request', { message: 'The request could not be read.' });
  return new ApiError('internal_error');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!.slice(0, 200);
}
