import type { Detection } from '../../types.js';

export const NAME = 'secret';

/** One pass of the secret recognizer over a text: the candidates it finds, overlaps decided later. */
export type Finder = (text: string) => Detection[];

/**
 * Scoring: a PEM private-key block is a key by definition (1.0); an issuer's
 * prefix on a random-looking body, or a JWT whose header decodes to a JOSE
 * header, is near certain (0.95); the value of a password, token or secret
 * field is what the field says it is (0.9); a password read from running text
 * ("my password is Tr0ub4dor&3") is a little less sure (0.85).
 */
export const SCORE_PEM = 1;
export const SCORE_FORMAT = 0.95;
export const SCORE_FIELD = 0.9;
export const SCORE_PROSE = 0.85;

export function secret(start: number, end: number, score: number, reason: string): Detection {
  return { type: 'SECRET', start, end, score, recognizer: NAME, reason };
}
