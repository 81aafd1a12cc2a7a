/**
 * The phone probe set: phone numbers of 45 countries as their numbering plans shape them (probe-plans.json),
 * written nationally and internationally with the usual separators, in prose, forms, CSV, JSON, vCards,
 * WhatsApp chat exports, lower-case chat and logs, next to the numbers that are not phones (orders, invoices,
 * tickets, customer ids, tracking ids, UUIDs, prices, versions, times, quantities, dates, IBANs, cards, postcodes).
 *   npx tsx scripts/tuning/phones/probe.ts            writes data/tuning/phones-probe.jsonl (+ manifest)
 *   npx tsx --conditions=sanitizer-source scripts/tuning/phones/probe.ts --score [--b] [--misses]
 *                                                      scores it per country, context and format
 * Its own seed; written from the plans, not from libphonenumber's examples, so it also scores ranges the
 * metadata calls invalid (drama and test numbers) as they turn up in forms and test data.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Random } from '../../data-gen/random.js';
import type { HardNegative, Span } from '../../data-gen/labelled-doc.js';
import { negative } from './negatives.js';
import { assembleParts, type Part } from './templates.js';
import PLANS from './probe-plans.json' with { type: 'json' };

const SEED = 20261128;
const SEED_B = 20261129;
const DOCS = 1500;
const OUT = 'data/tuning';
const NAME = 'phones-probe';

interface Plan {
  cc: string;
  trunk: string;
  lang: string;
  numbers: string[][];
  national: string[];
}
const COUNTRIES = PLANS.countries as Record<string, Plan>;
const LABELS = PLANS.labels as Record<string, string[]>;

interface Doc {
  id: string;
  text: string;
  spans: Span[];
  meta: { template: string; region: string; format: string; hard_negatives: HardNegative[] };
}

/** One number of the plan, its groups filled. */
function drawGroups(r: Random, plan: Plan): string[] {
  return r.pick(plan.numbers).map((g) => r.shape(g));
}

function fill(template: string, groups: readonly string[], trunk: string): string {
  return template.replace(/\{t\}/g, trunk).replace(/\{(\d)\}/g, (_, i: string) => groups[Number(i)] ?? '').replace(/ +$/, '');
}

/** The international forms: "+CC g g", hyphens, dots, E.164, "00CC", "+CC (0)…", "(+CC) …", "+CC (area) …". */
function international(r: Random, plan: Plan, groups: readonly string[]): { value: string; format: string } {
  const cc = plan.cc;
  const forms: [string, string][] = [
    ['intl_space', `+${cc} ${groups.join(' ')}`],
    ['intl_space', `+${cc} ${groups.join(' ')}`],
    ['intl_hyphen', `+${cc}-${groups.join('-')}`],
    ['intl_hyphen', `+${cc} ${groups.join('-')}`],
    ['intl_dot', `+${cc}.${groups.join('.')}`],
    ['e164', `+${cc}${groups.join('')}`],
    ['e164', `+${cc}${groups.join('')}`],
    ['idd00', `00${cc} ${groups.join(' ')}`],
    ['intl_paren_cc', `(+${cc}) ${groups.join(' ')}`],
  ];
  if (plan.trunk === '0') forms.push(['intl_trunk', `+${cc} (0)${groups.join(' ')}`]);
  if (groups.length >= 3) forms.push(['intl_paren_area', `+${cc} (${groups[0]}) ${groups.slice(1).join(cc === '1' ? '-' : ' ')}`]);
  if (cc === '1') forms.push(['intl_space', `+1 ${groups[0]}-${groups[1]}-${groups[2]}`]);
  const [format, value] = r.pick(forms);
  return { value, format };
}

/** A template with as many places as the number has groups; else the groups after the trunk, spaced. */
function national(r: Random, plan: Plan, groups: readonly string[]): { value: string; format: string } {
  const fitting = plan.national.filter((t) => (t.match(/\{\d\}/g) ?? []).length === groups.length);
  const template = fitting.length > 0 ? r.pick(fitting) : `{t}${groups.map((_, i) => `{${i}}`).join(' ')}`;
  const format = template.includes('(') ? 'nat_paren' : template.includes('-') ? 'nat_hyphen' : template.includes('.') ? 'nat_dot' : template.includes('/') ? 'nat_slash' : /\} \{/.test(template) ? 'nat_space' : 'nat_compact';
  return { value: fill(template, groups, plan.trunk), format };
}

function phoneOf(r: Random, plan: Plan, intl?: boolean): { value: string; format: string } {
  const groups = drawGroups(r, plan);
  // "123-456-7890" is the form's placeholder, written only nationally.
  if (groups.join('') === '1234567890') return national(r, plan, groups);
  return intl ?? r.chance(0.45) ? international(r, plan, groups) : national(r, plan, groups);
}

const neg = (r: Random, kind?: string): Part => ({ negative: hardNegative(r, kind) });

/** The lookalikes of forms and documents: negatives.ts's kinds and the identifiers of shops, banks and software. */
function hardNegative(r: Random, kind?: string): { kind: string; value: string; before: string; after: string } {
  const extra: Record<string, () => { before: string; value: string; after: string }> = {
    // A CSV file's id column: the bare number, its header naming it.
    rowId: () => ({ before: '', value: r.digits(r.int(6, 10)), after: '' }),
    customer: () => r.pick([
      { before: 'Customer ID: ', value: r.digits(r.int(8, 10)), after: '' },
      { before: 'Kundennummer ', value: `${r.int(100, 999)} ${r.digits(3)} ${r.digits(3)}`, after: '' },
      { before: 'member no. ', value: `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`, after: '' },
    ]),
    tracking: () => r.pick([
      { before: 'tracking ', value: `1Z${r.letters(3)}${r.digits(13)}`, after: '' },
      { before: 'Sendungsnummer ', value: `${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`, after: '' },
      { before: 'AWB ', value: `${r.digits(3)}-${r.digits(8)}`, after: '' },
    ]),
    uuid: () => ({ before: 'request ', value: `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`, after: '' }),
    iban: () => r.pick([
      { before: 'IBAN ', value: `DE${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`, after: '' },
      { before: 'IBAN: ', value: `FR76 ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`, after: '' },
    ]),
    card: () => ({ before: 'card ', value: `4111 ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`, after: '' }),
    postcode: () => r.pick([
      { before: '', value: `${r.int(10000, 99999)}`, after: ' Berlin' },
      { before: '', value: `${r.int(100, 999)}-${r.digits(4)}`, after: ' Tokyo' },
      { before: 'CEP ', value: `${r.int(10000, 99999)}-${r.digits(3)}`, after: '' },
      { before: '', value: `${r.int(10, 99)}-${r.digits(3)}`, after: ' Warszawa' },
    ]),
  };
  const kinds = ['date', 'time', 'price', 'order', 'ticket', 'invoice', 'version', 'quantity', ...Object.keys(extra).filter((k) => k !== 'rowId')];
  const k = kind ?? r.pick(kinds);
  const made = extra[k]?.() ?? negative(r, k);
  return { kind: k, value: made.value, before: made.before, after: made.after };
}

function hex(r: Random, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[r.int(0, 15)];
  return s;
}

const name = (r: Random) => `${r.pick(PLANS.firstNames)} ${r.pick(PLANS.lastNames)}`;
const label = (r: Random, plan: Plan) => r.pick(r.chance(0.6) ? (LABELS[plan.lang] ?? LABELS.en!) : LABELS.en!);
const colon = (l: string) => (l.endsWith(':') ? `${l} ` : `${l}: `);
const extension = (r: Random) => r.pick([' ext. ', ' ext ', ' x', ' Ext.', ', ext. ', ' extn. ']) + String(r.int(2, 9999));

interface Context {
  name: string;
  make(r: Random, plan: Plan, p: Part, region: string): Part[];
  /** Only the international form fits: a WhatsApp export names the sender so. */
  intl?: boolean;
  lower?: boolean;
}

const lines = (...rows: Part[][]): Part[] => rows.flatMap((row, i) => (i === 0 ? row : ['\n', ...row]));

const CONTEXTS: readonly Context[] = [
  {
    name: 'form_label',
    make: (r, plan, p) => lines(['Name: ', name(r)], [colon(label(r, plan)), p], [r.pick(['Order no.: ', 'Invoice: ', 'Ref: ']), neg(r, r.pick(['order', 'invoice', 'customer']))], ['Date: ', neg(r, 'date')]),
  },
  {
    name: 'form_extension',
    make: (r, plan, p) => lines(['Contact: ', name(r)], [colon(label(r, plan)), p, extension(r)], ['Ticket: ', neg(r, 'ticket')]),
  },
  {
    name: 'prose',
    make: (r, _plan, p) => [r.pick(PLANS.prosePhrases), ' ', p, r.pick(['.', ' today.', ' after ', ' before ']), ' ', neg(r, r.pick(['time', 'date'])), '. Your reference is ', neg(r, r.pick(['order', 'customer', 'tracking'])), '.'],
  },
  {
    name: 'prose_local_label',
    make: (r, plan, p) => [name(r), ', ', label(r, plan), ' ', p, ', ', neg(r, r.pick(['postcode', 'price', 'date'])), '.'],
  },
  {
    name: 'vcard',
    make: (r, _plan, p) => lines(['BEGIN:VCARD'], ['VERSION:3.0'], [`FN:${name(r)}`], [r.pick(PLANS.vcardTypes), p], ['NOTE:customer ', neg(r, 'customer')], ['END:VCARD']),
  },
  {
    name: 'json',
    make: (r, _plan, p) => ['{"name": "', name(r), '", "', r.pick(PLANS.jsonKeys), '": "', p, '", "order_id": "', neg(r, 'order'), '", "amount": "', neg(r, 'price'), '"}'],
  },
  {
    name: 'csv',
    make: (r, plan, p) => {
      const header = r.pick(PLANS.csvHeaders);
      const other = phoneOf(r, plan);
      return lines([`customer_id,name,${header},city,total`], [neg(r, 'rowId'), ',', name(r), ',', p, ',Lyon,"', neg(r, 'price'), '"'], [neg(r, 'rowId'), ',', name(r), ',', { phone: other.value }, ',Oslo,"', neg(r, 'price'), '"']);
    },
  },
  {
    name: 'whatsapp',
    intl: true,
    make: (r, _plan, p) => lines([`[${r.int(1, 28)}/0${r.int(1, 9)}/24, ${r.int(10, 23)}:${r.int(10, 59)}] `, p, ': ', r.pick(['see you at 5', 'ok', 'sent the invoice', 'order is '])], [`[${r.int(1, 28)}/0${r.int(1, 9)}/24, ${r.int(10, 23)}:${r.int(10, 59)}] ${name(r)}: thanks! ref `, neg(r, 'ticket')]),
  },
  {
    name: 'chat',
    lower: true,
    make: (r, _plan, p) => [r.pick(['hey ', 'hi! ', 'ok so ', '']), r.pick(PLANS.chatPhrases), ' ', p, r.pick([' thx', ' pls', '!!', ' after 6', '']), ' order ', neg(r, 'order')],
  },
  {
    name: 'log',
    make: (r, _plan, p) => ['2024-03-12T10:15:0', String(r.int(0, 9)), 'Z INFO ', r.pick(['sms delivered to=', 'otp sent msisdn=', 'call from=', 'user updated phone=', 'notify recipient=', 'sms to=']), p, ' ', 'req=', neg(r, 'uuid'), ' v', neg(r, 'version')],
  },
  {
    name: 'signature',
    make: (r, plan, p) => lines([r.pick(['Best regards,', 'Mit freundlichen Grüßen', 'Cordialement,', 'Saludos,', '--'])], [name(r)], ['Nordlicht GmbH'], [r.pick(['', 'T ', 'M: ', `${label(r, plan)} `]), p]),
  },
  {
    name: 'list',
    make: (r, _plan, p) => lines(['Emergency contacts:'], ['- ', name(r), ' (', r.pick(['Madrid', 'Oslo', 'Lagos', 'Osaka']), '): ', p], ['Payment ', neg(r, r.pick(['iban', 'card'])), ' due ', neg(r, 'date')]),
  },
];

/**
 * Part B: layouts the rules above were not read against (a markdown table, YAML, an Android WhatsApp export,
 * a label on the line above its value, e-mail headers, chat slips, "#" extensions, tracking numbers
 * and IBANs in prose); scored after the fixes, to see whether they carry over.
 */
const CONTEXTS_B: readonly Context[] = [
  {
    name: 'b_markdown_table',
    make: (r, plan, p) => {
      const other = phoneOf(r, plan);
      return lines([`| Name | ${label(r, plan)} | Order |`], ['|---|---|---|'], ['| ', name(r), ' | ', p, ' | ', neg(r, 'rowId'), ' |'], ['| ', name(r), ' | ', { phone: other.value }, ' | ', neg(r, 'rowId'), ' |']);
    },
  },
  {
    name: 'b_yaml',
    make: (r, _plan, p) => lines(['contact:'], [`  name: ${name(r)}`], [`  ${r.pick(['phone', 'mobile', 'tel', 'phone_number'])}: "`, p, '"'], ['  customer_no: ', neg(r, 'rowId')], ['  since: ', neg(r, 'date')]),
  },
  {
    name: 'b_whatsapp_android',
    intl: true,
    make: (r, _plan, p) => lines([`${r.int(1, 28)}/0${r.int(1, 9)}/2024, ${r.int(10, 23)}:${r.int(10, 59)} - `, p, ': ', r.pick(['on my way', 'ok 👍', 'call u later'])], [`${r.int(1, 28)}/0${r.int(1, 9)}/2024, ${r.int(10, 23)}:${r.int(10, 59)} - ${name(r)}: invoice `, neg(r, 'invoice')]),
  },
  {
    name: 'b_label_above',
    make: (r, plan, p) => lines([label(r, plan).replace(/:$/, '')], [p], [''], ['Customer ID'], [neg(r, 'rowId')]),
  },
  {
    name: 'b_email',
    make: (r, plan, p) => lines(['From: ', name(r), ' <a.b@example.com>'], ['Subject: Re: ', neg(r, 'order')], [''], ['Hi, ', r.pick(['please call me back on', 'my direct line is', 'you can also try my mobile,', 'new number:']), ' ', p, '.'], ['Thanks']),
  },
  {
    name: 'b_chat_slips',
    lower: true,
    make: (r, _plan, p) => [r.pick(['my numbre is', 'cal me at', 'txt me on', 'ma number', 'my cel is', 'watsapp me on', 'ring me', 'ph no']), ' ', p, r.pick(['', ' pls', ' tmrw', ' :)']), '. parcel ', neg(r, 'tracking')],
  },
  {
    name: 'b_hash_extension',
    make: (r, plan, p) => [label(r, plan), ' ', p, r.pick([' #', ' # ', ' ext.', ' (ext. ', ' Durchwahl -']), String(r.int(10, 999)), r.pick(['', ')']), '; ', neg(r, 'iban'), '.'],
  },
  {
    name: 'b_kv_quotes',
    make: (r, _plan, p) => ['update user set ', r.pick(['phone', 'mobile_number', 'contactPhone', 'tel']), "='", p, "' where id=", neg(r, 'rowId'), ';'],
  },
  {
    name: 'b_local_form',
    make: (r, plan, p) => lines([`${r.pick(['Nombre', 'Name', 'Nom', 'Nome', 'Imię', 'Naam'])}: `, name(r)], [colon(label(r, plan)), p], [`${r.pick(['Pedido', 'Bestellung', 'Commande', 'Ordine', 'Zamówienie'])}: `, neg(r, 'order')], ['IBAN: ', neg(r, 'iban')]),
  },
];

function assemble(id: string, context: string, region: string, format: string, parts: readonly Part[], lower: boolean): Doc {
  const { text, spans, hardNegatives } = assembleParts(parts, lower);
  return { id, text, spans, meta: { template: context, region, format, hard_negatives: hardNegatives } };
}

export function probeDocs(part: 'a' | 'b' = 'a'): Doc[] {
  const r = new Random(part === 'a' ? SEED : SEED_B);
  const contexts = part === 'a' ? CONTEXTS : CONTEXTS_B;
  const regions = Object.keys(COUNTRIES);
  const docs: Doc[] = [];
  for (let i = 0; i < DOCS; i++) {
    const region = regions[i % regions.length]!;
    const plan = COUNTRIES[region]!;
    const context = r.pick(contexts);
    const phone = phoneOf(r, plan, context.intl);
    const parts = context.make(r, plan, { phone: phone.value }, region);
    docs.push(assemble(`probe${part === 'a' ? '' : '-b'}-${String(i + 1).padStart(4, '0')}`, context.name, region, phone.format, parts, context.lower === true));
  }
  return docs;
}

async function score(showMisses: boolean): Promise<void> {
  const { loadEngine } = await import('../../../packages/server/src/detection/load-engine.js');
  const engine = await loadEngine(undefined);
  const by = new Map<string, { tp: number; fn: number; fp: number }>();
  const tally = (key: string, k: 'tp' | 'fn' | 'fp') => {
    const t = by.get(key) ?? { tp: 0, fn: 0, fp: 0 };
    t[k]++;
    by.set(key, t);
  };
  let hardHits = 0;
  for (const doc of probeDocs(process.argv.includes('--b') ? 'b' : 'a')) {
    const found = engine.analyze(doc.text).entities.filter((e) => e.type === 'PHONE_NUMBER');
    const keys = ['all', `country ${doc.meta.region}`, `context ${doc.meta.template}`, `format ${doc.meta.format}`];
    for (const s of doc.spans) {
      const hit = found.some((e) => e.start === s.start && e.end === s.end);
      keys.forEach((k) => tally(k, hit ? 'tp' : 'fn'));
      if (!hit && showMisses) console.log(`MISS ${doc.meta.region} ${doc.meta.template} ${doc.meta.format} [${doc.text.slice(s.start, s.end)}] found=${found.map((e) => JSON.stringify(doc.text.slice(e.start, e.end))).join(',')} :: ${JSON.stringify(doc.text.slice(Math.max(0, s.start - 40), s.end + 20))}`);
    }
    for (const e of found) {
      if (doc.spans.some((s) => s.start === e.start && s.end === e.end)) continue;
      keys.forEach((k) => tally(k, 'fp'));
      const hard = doc.meta.hard_negatives.some((h) => h.start < e.end && e.start < h.end);
      if (hard) hardHits++;
      if (showMisses) console.log(`FALSE ${doc.meta.region} ${doc.meta.template}${hard ? ' HARD' : ''} [${doc.text.slice(e.start, e.end)}] :: ${JSON.stringify(doc.text.slice(Math.max(0, e.start - 40), e.end + 20))}`);
    }
  }
  const rows = [...by.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [key, { tp, fn, fp }] of rows) {
    console.log(`${key.padEnd(26)} n=${String(tp + fn).padStart(4)}  R=${(tp / Math.max(1, tp + fn)).toFixed(3)}  P=${(tp / Math.max(1, tp + fp)).toFixed(3)}  fn=${fn} fp=${fp}`);
  }
  console.log(`hard-negative hits: ${hardHits}`);
}

function write(): void {
  const docs = [...probeDocs('a'), ...probeDocs('b')];
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/${NAME}.jsonl`, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  const manifest = {
    name: NAME,
    source: { generator: 'scripts/tuning/phones/probe.ts', seed: SEED, seedB: SEED_B, docs: 2 * DOCS, part: 'probe: numbers written from the numbering plans in probe-plans.json; part A (probe-*) tuned on, part B (probe-b-*) layouts scored after; errors may be read' },
    license: 'Generated for this project.',
    docs: docs.length,
    spans_by_type: { PHONE_NUMBER: docs.reduce((n, d) => n + d.spans.length, 0) },
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: ['PHONE_NUMBER'],
    regions: Object.keys(COUNTRIES),
  };
  writeFileSync(`${OUT}/${NAME}.manifest.json`, JSON.stringify(manifest, null, 2) + '\n');
}

// Run as a script, not when a test imports probeDocs.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--score')) await score(process.argv.includes('--misses'));
  else write();
}
