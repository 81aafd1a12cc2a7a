export { SanitizerClient, type ClientOptions } from './client.js';
export { SanitizerError } from './errors.js';
export type { RetryOptions } from './retry-policy.js';
export type * from './api-types.js';
export { sanitizeLong, rehydrateLong, detectLong, type LongTextOptions, type LongSanitizeResult } from './long-text.js';
export { rehydrateStream } from './stream-rehydrate.js';
export { splitText, isSafeCut, utf8Length, MAX_TEXT_BYTES, type TextPiece } from './split-text.js';
export { parseEventStream } from './event-stream.js';
