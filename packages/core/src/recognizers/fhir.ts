/**
 * FHIR JSON: a resource's identifiers are objects with a `value`, a `system` (the issuer's URI) and a
 * `type` coded from HL7 table 0203 (MR medical record number, SS Social Security number …). The US
 * SSN has its own system URI. Read only from a text that parses as JSON (whole, or from its first
 * "{" to its last "}") and names "identifier".
 */

export const SSN_SYSTEM = 'http://hl7.org/fhir/sid/us-ssn';

export interface FhirIdentifier {
  start: number;
  end: number;
  /** The type code ('MR', 'SS' …), or '' when the identifier has none. */
  code: string;
  system: string;
}

interface Found {
  value: string;
  code: string;
  system: string;
}

// A "value" key and its string literal, escapes and all.
const VALUE_LITERAL = /"value"\s*:\s*("(?:[^"\\\n]|\\.)*")/g;

/**
 * Every identifier's value in the text with its type code and system.
 * @example fhirIdentifiers('{"identifier":[{"type":{"coding":[{"code":"MR"}]},"value":"123"}]}') // [{ start: 59, end: 62, code: 'MR', system: '' }]
 */
export function fhirIdentifiers(text: string): FhirIdentifier[] {
  if (!text.includes('"identifier"')) return [];
  const json = parse(text);
  if (json === undefined) return [];
  const found: Found[] = [];
  collect(json, found);
  if (found.length === 0) return [];
  // Each identifier's value where it is written as a "value" literal, read in one pass over the text.
  const byLiteral = new Map<string, number[]>();
  found.forEach((f, i) => {
    const literal = JSON.stringify(f.value);
    const list = byLiteral.get(literal);
    if (list) list.push(i);
    else byLiteral.set(literal, [i]);
  });
  const perFound: FhirIdentifier[][] = found.map(() => []);
  for (const m of text.matchAll(VALUE_LITERAL)) {
    const literal = m[1]!;
    const start = m.index + m[0].length - literal.length + 1;
    for (const i of byLiteral.get(literal) ?? []) perFound[i]!.push({ start, end: start + literal.length - 2, code: found[i]!.code, system: found[i]!.system });
  }
  return perFound.flat();
}

function parse(text: string): unknown {
  for (const candidate of [text, text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Not JSON as a whole: try the braces' stretch, then give up.
    }
  }
  return undefined;
}

/**
 * Walks the JSON; an object in an "identifier" array (or the value of an "identifier" key) with a string
 * value is one. Iterative, in document order: a text may nest arrays deeper than the call stack goes.
 */
function collect(root: unknown, out: Found[]): void {
  const stack: [unknown, boolean][] = [[root, false]];
  while (stack.length > 0) {
    const [node, isIdentifier] = stack.pop()!;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], isIdentifier]);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const o = node as Record<string, unknown>;
    if (isIdentifier && typeof o['value'] === 'string') out.push({ value: o['value'], code: typeCode(o['type']), system: typeof o['system'] === 'string' ? o['system'] : '' });
    const children = Object.entries(o).filter(([, v]) => typeof v === 'object');
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]![1], children[i]![0] === 'identifier']);
  }
}

function typeCode(type: unknown): string {
  const coding = (type as { coding?: { code?: unknown }[] } | undefined)?.coding;
  const code = Array.isArray(coding) ? coding.find((c) => typeof c?.code === 'string')?.code : undefined;
  return typeof code === 'string' ? code.toUpperCase() : '';
}
