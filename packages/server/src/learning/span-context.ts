import type { SpanContext } from './ports.js';

/** Characters of context kept on each side of a corrected span (about eight words). */
const REACH = 80;

/**
 * The text around the first occurrence of `needle` in a session's sanitized text
 * (other entities are still placeholders there), cut at word boundaries.
 * Empty when the text is unknown or the needle does not occur.
 */
export function contextAround(sanitized: string | null, needle: string): SpanContext {
  if (!sanitized) return { before: '', after: '' };
  let at = sanitized.indexOf(needle);
  if (at < 0) at = sanitized.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0) return { before: '', after: '' };
  const end = at + needle.length;
  return { before: cutStart(sanitized.slice(Math.max(0, at - REACH), at), at > REACH), after: cutEnd(sanitized.slice(end, end + REACH), end + REACH < sanitized.length) };
}

/** The context with the value in place, and where the value sits in it. */
export function snippetOf(value: string, context: SpanContext): { text: string; start: number; end: number } {
  const start = context.before.length;
  return { text: `${context.before}${value}${context.after}`, start, end: start + value.length };
}

/** One line for people: `we visited «Jordan» last summer`. */
export function quoteOf(value: string, context: SpanContext): string {
  return `${context.before.replace(/\s+/g, ' ').trimStart()}«${value}»${context.after.replace(/\s+/g, ' ').trimEnd()}`;
}

function cutStart(s: string, truncated: boolean): string {
  if (!truncated) return s;
  const space = s.search(/\s/);
  return space < 0 ? s : s.slice(space + 1);
}

function cutEnd(s: string, truncated: boolean): string {
  if (!truncated) return s;
  const space = Math.max(s.lastIndexOf(' '), s.lastIndexOf('\n'));
  return space < 0 ? s : s.slice(0, space);
}
