import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, envelope } from './errors.js';

/**
 * One place turns every failure into the spec's envelope: our ApiErrors, the
 * framework's own (bad JSON, wrong content type, oversized body, schema
 * validation) and anything unexpected (500 with only a request id).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(err);
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

export function send(reply: FastifyReply, request: FastifyRequest, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send(envelope(error, request.id));
}

function toApiError(err: FastifyError | ApiError): ApiError {
  if (err instanceof ApiError) return err;
  if (err.validation) return validationError(err);
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

interface AjvLikeError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function validationError(err: FastifyError): ApiError {
  const first = (err.validation as AjvLikeError[])[0]!;
  const where = describePath(err.validationContext ?? 'body', first);
  const message = `${where} ${first.message ?? 'is not valid'}.`;
  return new ApiError('invalid_request', { message, suggestion: suggestionFor(first) });
}

function describePath(context: string, e: AjvLikeError): string {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = e.keyword === 'required' ? String(e.params.missingProperty) : null;
  const extra = e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : null;
  const field = [path, missing ?? extra].filter(Boolean).join('.');
  return field ? `\`${field}\`` : `The ${context}`;
}

function suggestionFor(e: AjvLikeError): string {
  if (e.keyword === 'enum') return `Use one of: ${(e.params.allowedValues as unknown[]).join(', ')}.`;
  if (e.keyword === 'additionalProperties') return `Remove the unknown field \`${String(e.params.additionalProperty)}\`; check its spelling against the API reference in the README.`;
  if (e.keyword === 'required') return `Add the field \`${String(e.params.missingProperty)}\`.`;
  if (e.keyword === 'type') return `Send a value of type ${String(e.params.type)}.`;
  return 'Check the field against the API reference in the README.';
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!.slice(0, 200);
}
