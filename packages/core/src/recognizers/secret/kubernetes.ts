import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { isSecretValue } from './secret-keys.js';

const KUBE_SECRET_YAML = /^kind:[ \t]*["']?Secret["']?[ \t]*$/im;
// A block scalar's lines are joined by line breaks, which base64 text may hold.
const BASE64 = /^[A-Za-z0-9+/=\s]*$/;
const KUBE_SECRET_JSON = /"kind"\s*:\s*"Secret"/i;

/** In a Kubernetes Secret every value under `data:` (base64) and `stringData:` is secret, whatever its key; a ConfigMap's are not. */
export function kubernetesSecrets(text: string): Detection[] {
  return [...kubeYamlSecrets(text), ...kubeJsonSecrets(text)];
}

function kubeYamlSecrets(text: string): Detection[] {
  if (!KUBE_SECRET_YAML.test(text)) return [];
  const out: Detection[] = [];
  let offset = 0;
  for (const doc of text.split(/^---[^\n]*$/m)) {
    if (KUBE_SECRET_YAML.test(doc)) out.push(...kubeYamlData(doc, offset));
    offset += doc.length + (text.slice(offset + doc.length).match(/^---[^\n]*/)?.[0].length ?? 0);
  }
  return out;
}

function kubeJsonSecrets(text: string): Detection[] {
  if (!KUBE_SECRET_JSON.test(text)) return [];
  const out: Detection[] = [];
  for (const block of text.matchAll(/"(?:data|stringData)"\s*:\s*\{([^{}]*)\}/dgi)) {
    const base = block.indices![1]![0];
    for (const pair of block[1]!.matchAll(/"[^"\n]*"\s*:\s*"((?:[^"\\\n]|\\.)*)"/dg)) {
      const value = pair[1]!;
      if (isSecretValue(value)) out.push(secret(base + pair.indices![1]![0], base + pair.indices![1]![1], SCORE_FIELD, 'kubernetes_secret'));
    }
  }
  return out;
}

function kubeYamlData(doc: string, offset: number): Detection[] {
  const out: Detection[] = [];
  for (const section of doc.matchAll(/^([ \t]*)(data|stringData):[ \t]*\n((?:\1[ \t]+[^\n]*\n?|[ \t]*\n)*)/gim)) {
    const body = section[3]!;
    const bodyStart = section.index! + section[0].length - body.length;
    // `data:` holds base64 only (the API server refuses anything else); `stringData:` plain text.
    const base64Only = section[2]!.toLowerCase() === 'data';
    const childIndent = /^([ \t]+)\S/m.exec(body)?.[1] ?? '';
    const entry = new RegExp(`^${childIndent}([^\\s:#][^:\\n]*?)[ \\t]*:[ \\t]*([^\\n]*)$`, 'gm');
    for (const m of body.matchAll(entry)) {
      const found = entryValue(body, m, childIndent.length);
      if (!found) continue;
      const { value } = found;
      const start = offset + bodyStart + found.start;
      if (base64Only && !BASE64.test(value)) continue;
      if (value !== '' && isSecretValue(value) && !value.includes('-----BEGIN')) out.push(secret(start, start + value.length, SCORE_FIELD, 'kubernetes_secret'));
    }
  }
  return out;
}

/** An entry's value and its start in the section body: a block scalar's lines, or the value less its quotes and comment. */
function entryValue(body: string, m: RegExpMatchArray, childIndent: number): { value: string; start: number } | null {
  const value = m[2]!.replace(/[ \t]+#.*$/, '').trimEnd();
  const start = m.index! + m[0].length - m[2]!.length;
  if (/^[|>][+-]?$/.test(value)) return blockValue(body, m.index! + m[0].length, childIndent);
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? { value: quoted[2]!, start: start + 1 } : { value, start };
}

/** The text of a block scalar (`key: |`) whose header ends at `headerEnd`: its lines indented deeper than the key. */
function blockValue(body: string, headerEnd: number, childIndent: number): { value: string; start: number } | null {
  const next = body.slice(headerEnd);
  const block = /^\n((?:[ \t]+[^\n]*(?:\n|$))+)/.exec(next);
  if (!block) return null;
  const lines = block[1]!.split('\n');
  const indent = /^[ \t]*/.exec(lines[0]!)![0].length;
  if (indent <= childIndent) return null;
  const kept = [];
  for (const line of lines) {
    if (line.trim() !== '' && /^[ \t]*/.exec(line)![0].length < indent) break;
    kept.push(line);
  }
  const blockText = kept.join('\n').trimEnd();
  const first = blockText.search(/\S/);
  return { value: blockText.slice(first), start: headerEnd + 1 + first };
}
