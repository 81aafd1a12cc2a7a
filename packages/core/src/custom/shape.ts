/**
 * Shapes of values: how a format such as `AB-123456` is seen across examples
 * (`[A-Z]{2}-\d{6}`), for discovered patterns and pattern suggestions.
 */

/** A run of one character class, or one literal character. */
interface Run {
  cls: 'upper' | 'lower' | 'digit' | 'literal';
  char: string;
  length: number;
}

/** Shape key: values with equal keys share a format (classes in order, lengths ignored). */
export function shapeKey(value: string): string {
  return runsOf(value)
    .map((r) => (r.cls === 'literal' ? r.char : r.cls[0]!.toUpperCase()))
    .join('');
}

/**
 * A short, non-reversible description of a value's format: `AA-999999`,
 * `Xxxxxx`. Kept with a correction so formats can be compared without the value.
 */
export function valueShape(value: string): string {
  const symbol = { upper: 'X', lower: 'x', digit: '9' } as const;
  return runsOf(value)
    .map((r) => (r.cls === 'literal' ? shownLiteral(r.char) : symbol[r.cls].repeat(Math.min(r.length, 12))))
    .join('');
}

// A control character (NUL above all, which PostgreSQL text cannot hold) is shown as U+FFFD.
const shownLiteral = (c: string) => (/\p{Cc}/u.test(c) ? '\uFFFD' : c);

/**
 * The narrowest pattern in RE2/JavaScript syntax matching every value, when all
 * share one shape key; null otherwise. Bounded on both sides by word boundaries.
 * @example inducePattern(['AB-123456', 'CD-987654']) // '\\b[A-Z]{2}-\\d{6}\\b'
 */
export function inducePattern(values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const shapes = values.map(runsOf);
  const key = shapeKey(values[0]!);
  if (values.some((v) => shapeKey(v) !== key)) return null;
  const parts = shapes[0]!.map((run, i) => {
    const lengths = shapes.map((s) => s[i]!.length);
    return partFor(run, Math.min(...lengths), Math.max(...lengths));
  });
  const body = parts.join('');
  const first = shapes[0]![0]!;
  const last = shapes[0]![shapes[0]!.length - 1]!;
  return `${first.cls === 'literal' ? '' : '\\b'}${body}${last.cls === 'literal' ? '' : '\\b'}`;
}

/** True when the shape carries a format (digits, or letters mixed with punctuation), not just a word. */
export function isFormatShape(value: string): boolean {
  const runs = runsOf(value);
  return runs.some((r) => r.cls === 'digit') && value.length >= 4 && runs.length >= 2;
}

function partFor(run: Run, min: number, max: number): string {
  if (run.cls === 'literal') return escapeLiteral(run.char).repeat(min === max ? min : 1) + (min === max ? '' : `{${min},${max}}`);
  const cls = { upper: '[A-Z]', lower: '[a-z]', digit: '\\d' }[run.cls];
  const count = min === max ? (min === 1 ? '' : `{${min}}`) : `{${min},${max}}`;
  return cls + count;
}

function runsOf(value: string): Run[] {
  const runs: Run[] = [];
  for (const char of value.trim()) {
    const cls = classOf(char);
    const last = runs[runs.length - 1];
    if (last && last.cls === cls && (cls !== 'literal' || last.char === char)) last.length++;
    else runs.push({ cls, char, length: 1 });
  }
  return runs;
}

function classOf(c: string): Run['cls'] {
  if (c >= 'A' && c <= 'Z') return 'upper';
  if (c >= 'a' && c <= 'z') return 'lower';
  if (c >= '0' && c <= '9') return 'digit';
  return 'literal';
}

function escapeLiteral(c: string): string {
  if (/\s/.test(c)) return '\\s';
  if (/\p{Cc}/u.test(c)) return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return /[.*+?^${}()|[\]\\]/.test(c) ? `\\${c}` : c;
}
