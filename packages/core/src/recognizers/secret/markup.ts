import type { Detection } from '../../types.js';
import { fieldSecret } from './field.js';
import { groupOf, withIndices } from './match.js';

const XML_ELEMENT = /<([A-Za-z_][\w.:-]{0,60})(?:\s[^<>]*)?>(?:<!\[CDATA\[([\s\S]{0,2000}?)\]\]>|([^<]{1,2000}))<\/\1\s*>/g;
/** .NET appSettings, Spring and Maven: <add key="DbPassword" value="…"/>, <property name="password" value="…"/>. */
const XML_KEY_VALUE = /<[A-Za-z_][\w.:-]*\s[^<>]*?\b(?:key|name)\s*=\s*["']([^"'<>]{1,80})["'][^<>]*?\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const XML_NAMED_ELEMENT = /<([A-Za-z_][\w.:-]*)\s[^<>]*?\b(?:key|name)\s*=\s*["']([^"'<>]{1,80})["'][^<>]*>([^<]{1,2000})<\/\1\s*>/g;
/**
 * A name/value pair: Kubernetes and compose `env:` lists (`- name: DB_PASSWORD` then `value: …`), Postman and
 * HAR headers ({"key": "Authorization", "value": "Bearer …"}), Terraform and CloudFormation parameters.
 */
const YAML_NAME_VALUE = /^([ \t]*)(?:- )?[ \t]*(?:name|key):[ \t]*["']?([^"'\n#]{1,80}?)["']?[ \t]*\n\1[ \t]*(?:value|Value):[ \t]*([^\n]*)$/gm;
const JSON_NAME_VALUE = /"(?:name|key|Name|Key|ParameterKey)"\s*:\s*"([^"\n]{1,80})"\s*,\s*"(?:value|Value|ParameterValue)"\s*:\s*"((?:[^"\\\n]|\\.){0,2000})"/g;

/** YAML's `name: X` followed by `value: Y`. */
export function yamlNameValues(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(YAML_NAME_VALUE))) {
    const raw = m[3]!.replace(/[ \t]+#.*$/, '').trimEnd();
    const quoted = /^(["'])(.*)\1$/.exec(raw);
    const value = quoted ? quoted[2]! : raw;
    const d = fieldSecret(m[2]!, value, m.indices![3]![0] + (quoted ? 1 : 0), 'secret_field', !quoted);
    if (d) out.push(d);
  }
  return out;
}

/** JSON's `"name": "X", "value": "Y"`. */
export function jsonNameValues(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(JSON_NAME_VALUE))) {
    const d = fieldSecret(m[1]!, m[2]!, m.indices![2]![0], 'secret_field');
    if (d) out.push(d);
  }
  return out;
}

/** XML: an element named for a credential, and a key/name attribute with its value (attribute or content). */
export function xmlValues(text: string): Detection[] {
  if (!text.includes('<')) return [];
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(XML_ELEMENT))) {
    const g = groupOf(m, [2, 3]);
    const d = g && fieldSecret(m[1]!.replace(/^[\w-]+:/, ''), g.value, g.start, 'secret_field');
    if (d) out.push(d);
  }
  for (const m of text.matchAll(withIndices(XML_KEY_VALUE))) {
    const g = groupOf(m, [2, 3]);
    const d = g && fieldSecret(m[1]!, g.value, g.start, 'secret_field');
    if (d) out.push(d);
  }
  for (const m of text.matchAll(withIndices(XML_NAMED_ELEMENT))) {
    const d = fieldSecret(m[2]!, m[3]!, m.indices![3]![0], 'secret_field');
    if (d) out.push(d);
  }
  return out;
}
