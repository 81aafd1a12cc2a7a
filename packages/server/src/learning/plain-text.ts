import { ApiError } from '../http/errors.js';

/**
 * Pattern definitions and resolution notes are stored as plain text, which
 * PostgreSQL cannot give a NUL character; they are refused on every backend
 * alike, naming the field. (Texts and values are sealed, so they keep NULs.)
 */
export function refuseNul(fields: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || !JSON.stringify(value).includes('\\u0000')) continue;
    throw new ApiError('invalid_request', {
      message: `\`${name}\` holds a NUL character (U+0000).`,
      suggestion: 'Remove the NUL characters: pattern definitions and resolution notes are kept as plain text, which cannot hold them.',
    });
  }
}
