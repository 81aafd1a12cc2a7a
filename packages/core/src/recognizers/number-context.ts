/**
 * Signs that a bare number belongs to code, a log line or a quantity rather
 * than to a person: shared by the recognizers whose numbers have no shape of
 * their own (ten bare digits may be a phone number, an NPI, or a byte count).
 */

/** Words that, right before a number, say it counts, measures or identifies something in software or trade. */
export const CODE_AND_QUANTITY_WORDS: readonly string[] = [
  'error', 'errno', 'err', 'exit', 'exit code', 'status', 'port', 'pid', 'uid', 'gid', 'thread', 'timeout', 'offset',
  'size', 'bytes', 'count', 'total', 'amount', 'quantity', 'qty', 'build', 'version', 'block', 'nonce', 'hash', 'seed',
  'timestamp', 'epoch', 'ts', 'row', 'index', 'checksum', 'limit', 'duration', 'elapsed', 'balance',
];

// Comparison, arithmetic and index brackets: "x > 2125551234", "arr[2125551234]".
const OPERATOR_BEFORE = /[<>*%&|^!~[]/;
const PATH_SEPARATOR = /[/\\]/;
// A unit or counted noun right after the number: "2125551234 bytes", "… units".
const UNIT_AFTER =
  /^ ?(?:units?|items?|pcs|pieces|bytes?|[kmgt]i?b|ms|msec|ns|µs|us|sec|secs|seconds?|minutes?|hours?|rows?|records?|times|users?|views?|downloads?|requests?|hits|points?|votes?|tokens?|km|mi|miles?|kg|lbs?|tons?)(?![\p{L}\p{N}])/u;
const WORD_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * True when the number at [start, end) reads as code or a quantity: an
 * operator or "[" just before it, a path separator around it, a minus sign
 * glued to it, or a unit right after it.
 * @example readsAsCodeOrQuantity('x > 2125551234', 4, 14) // true
 */
export function readsAsCodeOrQuantity(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? '';
  const beforeSpace = before === ' ' ? (text[start - 2] ?? '') : before;
  if (OPERATOR_BEFORE.test(beforeSpace) || PATH_SEPARATOR.test(before) || PATH_SEPARATOR.test(text[end] ?? '')) return true;
  if (before === '-' && !WORD_OR_DIGIT.test(text[start - 2] ?? '')) return true;
  return followedByUnit(text, end);
}

/**
 * True when a unit or counted noun follows the number ending at `end`.
 * @example followedByUnit('250000000 bytes', 9) // true
 */
export function followedByUnit(text: string, end: number): boolean {
  return UNIT_AFTER.test(text.slice(end, end + 12));
}
