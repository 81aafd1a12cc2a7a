import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';
import type { App } from '../routes/services.js';

/** What a text/plain request may say in its query string; everything else goes in a JSON body. */
export const PlainTextQuerySchema = Type.Object({
  mode: Type.Optional(Type.String({ enum: ['sanitize', 'redact'], description: 'text/plain bodies only: as `mode`.' })),
  session_id: Type.Optional(Type.String({ description: 'text/plain bodies only: as `session_id` (sanitize).' })),
  entities: Type.Optional(Type.String({ description: 'text/plain bodies only: `config.entities`, comma-separated, e.g. PERSON,EMAIL_ADDRESS.' })),
  confidence_threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'text/plain bodies only: `config.confidence_threshold`.' })),
  custom_patterns: Type.Optional(Type.Boolean({ description: 'text/plain bodies only: `config.custom_patterns`.' })),
});

const QUERY_NAMES = Object.keys(PlainTextQuerySchema.properties);
const UTF8 = /^(utf-?8|us-ascii)$/i;

/**
 * Lets the routes of this scope take `Content-Type: text/plain`: the whole body is
 * the text, options come from the query string. The result is the JSON body those
 * options would make, so the route's body schema and checks apply unchanged.
 * @example curl -H 'Content-Type: text/plain' --data-binary @note.txt 'localhost:8080/v1/sanitize?mode=redact'
 */
export function acceptPlainTextBody(scope: App): void {
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, text, done) => {
    try {
      checkCharset(request);
      done(null, bodyFromQuery(text as string, request.query as Record<string, string | string[]>));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** The JSON body equivalent to a text/plain request: `{text, mode?, session_id?, config?}`. */
export function bodyFromQuery(text: string, query: Readonly<Record<string, string | string[]>>): Record<string, unknown> {
  const body: Record<string, unknown> = { text };
  const config: Record<string, unknown> = {};
  for (const [name, given] of Object.entries(query)) {
    const value = Array.isArray(given) ? given.join(',') : given;
    if (name === 'mode' || name === 'session_id') body[name] = value;
    else if (name === 'entities') config.entities = value.split(',').map((e) => e.trim()).filter((e) => e !== '');
    else if (name === 'confidence_threshold') config.confidence_threshold = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    else if (name === 'custom_patterns') config.custom_patterns = value === 'true' ? true : value === 'false' ? false : value;
    else throw unknownParameter(name);
  }
  return Object.keys(config).length > 0 ? { ...body, config } : body;
}

/** The route's body as the API document shows it: the JSON object, or the text itself as text/plain. */
export function withPlainTextAlternative(body: TSchema): object {
  return {
    content: {
      'application/json': { schema: body },
      'text/plain': { schema: { type: 'string', description: 'The whole body is the text (UTF-8); options go in the query string.' } },
    },
  };
}

function checkCharset(request: FastifyRequest): void {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !UTF8.test(charset)) {
    throw new ApiError('unsupported_media_type', {
      message: `A text/plain body must be UTF-8, not ${charset.slice(0, 40)}.`,
      suggestion: 'Send the text as UTF-8 (Content-Type: text/plain; charset=utf-8), or as JSON.',
    });
  }
}

function unknownParameter(name: string): ApiError {
  return new ApiError('invalid_request', {
    message: `Unknown query parameter \`${name.slice(0, 64)}\` for a text/plain body.`,
    suggestion: `A text/plain request takes ${QUERY_NAMES.join(', ')} in the query string; send other options in a JSON body.`,
  });
}
