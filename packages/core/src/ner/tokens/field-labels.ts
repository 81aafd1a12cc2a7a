import type { TextLayout } from '../../structure/layout.js';
import { hashString } from './hash.js';
import type { Tokens } from './tokenizer.js';
import LABEL_WORDS from './label-words.json' with { type: 'json' };

/** What a key-value label or table header says about its value. */
export const LABEL_CLASS = { none: 0, person: 1, location: 2, address: 3, organisation: 4, other: 5, header: 6 } as const;
export type LabelClass = (typeof LABEL_CLASS)[keyof typeof LABEL_CLASS];

// Checked in this order: "Home address" is an address, "Company name" an organisation,
// "Rendering provider" a person.
const ADDRESS_LABEL = /\b(address|addr|street|residence|ship to|mail to|mailing)\b/i;
const HANDLE_LABEL = /\b(username|user ?id|user name|screen name|handle|login|e-?mail)\b/i;
const ORGANISATION_LABEL =
  /\b(company|employer|vendor|insurance|insurer|clinic|hospital|pharmacy|bank|department|dept|specialty|organi[sz]ation|org|facility|practice|plan|payer|school|university|store|merchant|product|item|diagnosis|assessment|medication|title|position|role)\b/gi;
const PERSON_ROLE =
  /\b(patient|customer|member|applicant|client|provider|prescriber|physician|doctor|dr|attending|nurse|contact|landlord|tenant|supervisor|manager|employee|agent|author|from|to|cc|bcc|signed|signature|witness|guardian|parent|mother|father|spouse|wife|husband|son|daughter|child|referr(?:ing|ed)|approved by|reviewed by|prepared by|requested by|reports to|owner|student|babysitter|plumber|neighbou?r|insured|subscriber|beneficiary|recipient|sender|attn|attention|caregiver|emergency|pcp|surgeon|therapist|counselor|technician|rep|representative|driver|guest|passenger|traveler|traveller|candidate|user|person|friend|colleague|assignee|reporter|caller|interviewer|interviewee|host|speaker|teacher|coach|lawyer|attorney|judge|officer|dentist|pharmacist|clinician|resident|fellow|intern|next of kin|kin|relative|partner|sibling|brother|sister)\b/i;
const LOCATION_LABEL =
  /\b(city|town|country|state|province|region|location|office|place of birth|birthplace|pob|county|destination|origin|hometown|site|branch|village|municipality|district|territory|born in|based in|lives in)\b/i;
// The same labels in Spanish, Portuguese, French, German, Italian, Dutch and Polish forms
// ("País", "Ciudad", "Ville", "Land", "Wohnort", "Miasto", "Województwo"); "estado civil" is marital status.
const FOREIGN_LOCATION_LABEL =
  /(?<!\p{L})(país|pais|ciudad|localidad|provincia|región|region|estado(?! civil)|municipio|lugar de nacimiento|destino|origen|cidade|região|município|naturalidade|local de nascimento|pays|ville|commune|localité|département|lieu de naissance|land|stadt|ort|wohnort|bundesland|geburtsort|herkunftsland|reiseziel|standort|paese|città|regione|comune|luogo di nascita|stad|plaats|woonplaats|provincie|geboorteplaats|kraj|państwo|miasto|miejscowość|województwo|miejsce urodzenia)(?!\p{L})/iu;

// "Vorname", "apellido", "surname", "FN": the last word of a label for a person's name.
const PERSON_NAME_LABELS = new Set(LABEL_WORDS.personNameLabels);
const LABEL_WORD = /[\p{L}\p{N}]+/gu;

function lastLabelWord(label: string): string {
  const words = label.toLowerCase().match(LABEL_WORD);
  return words ? words[words.length - 1]! : '';
}

/** Classifies a label ("Patient Name", "Emergency contact", "City"). */
export function classifyLabel(label: string | null): LabelClass {
  if (label === null) return LABEL_CLASS.none;
  if (PERSON_NAME_LABELS.has(lastLabelWord(label))) return LABEL_CLASS.person;
  if (ADDRESS_LABEL.test(label)) return LABEL_CLASS.address;
  if (HANDLE_LABEL.test(label)) return LABEL_CLASS.other;
  if (label.search(ORGANISATION_LABEL) >= 0) {
    return PERSON_ROLE.test(label.replace(ORGANISATION_LABEL, ' ')) ? LABEL_CLASS.person : LABEL_CLASS.organisation;
  }
  if (LOCATION_LABEL.test(label) || FOREIGN_LOCATION_LABEL.test(label)) return LABEL_CLASS.location;
  if (PERSON_ROLE.test(label) || /\bname\b/i.test(label)) return LABEL_CLASS.person;
  return LABEL_CLASS.other;
}

/** Per-token facts about the key-value field or table cell the token sits in. */
export interface TokenFields {
  readonly labelClass: Uint8Array;
  /** Hash of the label's last word, lowercased, or 0. */
  readonly labelWord: Uint32Array;
  /** 1 for the first token of a field value. */
  readonly fieldStart: Uint8Array;
  /** Index of the field (in reading order) the token belongs to, or -1. */
  readonly fieldIndex: Int32Array;
  /** Fields in reading order with their class. */
  readonly fields: readonly { start: number; end: number; label: string | null; labelClass: LabelClass; table: boolean }[];
}

/** Walks lines and fields alongside the tokens; linear in tokens plus fields. */
export function tokenFields(text: string, tokens: Tokens, layout: TextLayout): TokenFields {
  const n = tokens.count;
  const labelClass = new Uint8Array(n);
  const labelWord = new Uint32Array(n);
  const fieldStart = new Uint8Array(n);
  const fieldIndex = new Int32Array(n).fill(-1);
  const fields = collectFields(text, layout);
  let f = 0;
  let previousField = -1;
  for (let i = 0; i < n; i++) {
    const start = tokens.starts[i]!;
    while (f < fields.length && fields[f]!.end <= start) f++;
    const field = fields[f];
    if (!field || start < field.start) continue;
    labelClass[i] = field.labelClass;
    labelWord[i] = field.labelWord;
    fieldIndex[i] = f;
    fieldStart[i] = previousField === f ? 0 : 1;
    previousField = f;
  }
  return { labelClass, labelWord, fieldStart, fieldIndex, fields };
}

// Labels repeat across texts ("Name", "Phone"); classifying one runs several regular expressions.
const labelCache = new Map<string, { labelClass: LabelClass; labelWord: number }>();
const MAX_CACHED_LABELS = 4096;

function labelInfo(label: string | null): { labelClass: LabelClass; labelWord: number } {
  const key = label ?? '';
  let info = labelCache.get(key);
  if (!info) {
    const words = key.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    info = { labelClass: classifyLabel(label), labelWord: words.length ? hashString(words[words.length - 1]!) : 0 };
    if (labelCache.size >= MAX_CACHED_LABELS) labelCache.clear();
    labelCache.set(key, info);
  }
  return info;
}

// A label describes a short value ("Patient: Maria Smith", "City: São Paulo"). A value with more
// lower-case words than a name's particles ("de la", "van") is a sentence: free text after a label
// is prose, and the label says nothing of the names and places in it ("Customer notes: I was in Dallas").
const MAX_LOWER_CASE_WORDS = 2;
const LOWER_CASE_WORD = /(?:^|[\s(])\p{Ll}/gu;

function isProse(text: string, start: number, end: number): boolean {
  LOWER_CASE_WORD.lastIndex = 0;
  const value = text.slice(start, end);
  let words = 0;
  while (LOWER_CASE_WORD.exec(value) && ++words <= MAX_LOWER_CASE_WORDS);
  return words > MAX_LOWER_CASE_WORDS;
}

function collectFields(text: string, layout: TextLayout) {
  const out: { start: number; end: number; label: string | null; labelClass: LabelClass; labelWord: number; table: boolean }[] = [];
  for (const line of layout.lines) {
    const headerRow = line.region === 'table' && line.fields.every((c) => c.label === null);
    for (const field of line.fields) {
      if (field.end <= field.start) continue;
      const info = labelInfo(field.label);
      const table = line.region === 'table';
      if (headerRow) out.push({ start: field.start, end: field.end, label: null, labelClass: LABEL_CLASS.header, labelWord: info.labelWord, table });
      else if (isProse(text, field.start, field.end)) out.push({ start: field.start, end: field.end, label: null, labelClass: LABEL_CLASS.none, labelWord: 0, table });
      else out.push({ start: field.start, end: field.end, label: field.label, labelClass: info.labelClass, labelWord: info.labelWord, table });
    }
  }
  return out;
}
