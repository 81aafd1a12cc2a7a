import { escapeRegExp } from '../context/context-words.js';
import type { Span } from './safe-regex.js';

const CACHE_LIMIT = 512;
const cache = new Map<string, RegExp>();

/**
 * Every occurrence of `value` as a whole word sequence, ignoring case: "Jordan"
 * is found in "met jordan." but not in "Jordanian". The value is escaped, so
 * matching is a plain literal scan (linear time).
 */
export function findValue(text: string, value: string): Span[] {
  const re = matcherFor(value);
  const out: Span[] = [];
  for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

function matcherFor(value: string): RegExp {
  let re = cache.get(value);
  if (re) return re;
  const body = value.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  re = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(value, re);
  return re;
}
