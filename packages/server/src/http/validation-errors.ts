import type { FastifyError, FastifyRequest } from 'fastify';
import { closest, distance } from 'fastest-levenshtein';
import { ApiError } from './errors.js';

/** A likely misspelling of `known`: a couple of edits, or a third of its length for long names. */
const isNear = (written: string, known: string) => distance(written, known) <= Math.max(2, Math.floor(known.length / 3));

interface AjvLikeError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * A schema validation failure in words: the field by its path, and for an
 * unknown or missing field the closest field the route knows (`mdoe` → `mode`).
 */
export function validationError(err: FastifyError, request: FastifyRequest): ApiError {
  const first = (err.validation as AjvLikeError[])[0]!;
  const where = describePath(err.validationContext ?? 'body', first);
  if (first.keyword === 'additionalProperties') return unknownField(where, first, request);
  if (first.keyword === 'required') return missingField(where, first, request) ?? new ApiError('invalid_request', { message: `${where} is missing.`, suggestion: suggestionFor(first) });
  const message = `${where} ${first.message ?? 'is not valid'}.`;
  return new ApiError('invalid_request', { message, suggestion: suggestionFor(first) });
}

/** A field the route does not know: named, with the closest field it does know. */
function unknownField(where: string, e: AjvLikeError, request: FastifyRequest): ApiError {
  const field = String(e.params.additionalProperty);
  const known = knownFields(request.routeOptions.schema?.body, e.instancePath);
  const near = known.length ? closest(field, known) : null;
  const suggestion = near && isNear(field, near)
    ? `Did you mean \`${near}\`? Fields here: ${known.join(', ')}.`
    : known.length
      ? `Remove \`${field}\`; fields here: ${known.join(', ')}.`
      : `Remove the unknown field \`${field}\`.`;
  return new ApiError('invalid_request', { message: `${where} is not a known field.`, suggestion });
}

/** A required field missing because it was misspelt (`txt` for `text`): both named. */
function missingField(where: string, e: AjvLikeError, request: FastifyRequest): ApiError | null {
  const missing = String(e.params.missingProperty);
  const known = knownFields(request.routeOptions.schema?.body, e.instancePath);
  const given = objectAt(request.body, e.instancePath);
  const misspelt = Object.keys(given).filter((k) => !known.includes(k) && isNear(k, missing));
  if (misspelt.length === 0) return null;
  return new ApiError('invalid_request', { message: `${where} is missing; \`${misspelt[0]}\` is not a known field.`, suggestion: `Did you mean \`${missing}\`?` });
}

function objectAt(body: unknown, instancePath: string): Record<string, unknown> {
  let node = body;
  for (const part of instancePath.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as Record<string, unknown>) : {};
}

/** The property names of the object at `instancePath` (`/config`) in a body schema. */
function knownFields(schema: unknown, instancePath: string): string[] {
  let node = schema as { properties?: Record<string, unknown> } | undefined;
  for (const part of instancePath.split('/').filter(Boolean)) node = node?.properties?.[part] as typeof node;
  return Object.keys(node?.properties ?? {});
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
  if (e.keyword === 'required') return `Add the field \`${String(e.params.missingProperty)}\`.`;
  if (e.keyword === 'type') return `Send a value of type ${String(e.params.type)}.`;
  return 'Check the field against the API reference in the README.';
}
