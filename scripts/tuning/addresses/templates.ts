/**
 * Where an address appears: prose, letters, forms, CSV, markdown tables,
 * configuration, chat and fragments said alone; and numbers that are not
 * addresses (hard negatives). Each template writes into a DocBuilder.
 */
import { allFakers } from '@faker-js/faker';
import type { DocBuilder } from './doc-builder.js';
import type { Random } from '../../data-gen/random.js';
import T from './template-words.json' with { type: 'json' };

export interface Address {
  lines: readonly string[];
  country: string | null;
}

export interface Template {
  name: string;
  /** Only in the test part: contexts the dev part never shows. */
  testOnly?: boolean;
  /** Whole document in lower case (chat). */
  lower?: boolean;
  write(b: DocBuilder, r: Random, a: Address): void;
}

const oneLine = (a: Address): string => [...a.lines, ...(a.country ? [a.country] : [])].join(', ');
const multiLine = (a: Address): string => [...a.lines, ...(a.country ? [a.country] : [])].join('\n');

function personName(r: Random): string {
  const f = allFakers[r.pick(['en_US', 'en_GB', 'de', 'fr', 'es', 'it', 'pl', 'pt_BR', 'nl', 'sv'] as const)];
  f.seed(r.int(0, 2 ** 31));
  return `${f.person.firstName()} ${f.person.lastName()}`;
}

/** A sentence with a number that is not an address, recorded as a hard negative. */
export function hardNegative(b: DocBuilder, r: Random): void {
  const kind = r.pick(Object.keys(T.hardNegatives) as (keyof typeof T.hardNegatives)[]);
  const [before, after] = r.pick(T.hardNegatives[kind]) as [string, string];
  const value = negativeValue(r, kind);
  b.add(before).negative(value, kind).add(after);
}

function negativeValue(r: Random, kind: keyof typeof T.hardNegatives): string {
  switch (kind) {
    case 'price': return r.pick([`$${r.int(1, 9999)}.${r.digits(2)}`, `€${r.int(1, 999)}`, `£${r.int(1, 99)},${r.digits(3)}.${r.digits(2)}`, `USD ${r.int(10, 9999)}.00`]);
    case 'order_number': return r.pick([`#${r.digits(6)}`, `A-${r.digits(5)}`, `${r.digits(8)}`, `SO-${r.digits(7)}`]);
    case 'time': return r.pick([`${r.int(1, 12)}:${r.pick(['00', '15', '30', '45'])} ${r.pick(['am', 'pm', 'AM', 'PM'])}`, `${r.int(10, 23)}:${r.pick(['00', '30'])}`]);
    case 'version': return `${r.int(1, 20)}.${r.int(0, 30)}.${r.int(0, 9)}`;
    case 'room': return `${r.pick(['Room', 'room', 'Conference Room', 'Lab'])} ${r.int(1, 520)}`;
    case 'software_suite': return `${r.pick(['Suite', 'suite'])} ${r.int(2, 12)}`;
    case 'quantity': return `${r.int(2, 500)} ${r.pick(['boxes', 'units', 'pallets', 'items', 'copies'])}`;
    case 'gate': return `${r.pick(['Gate', 'Platform', 'Terminal', 'Bay'])} ${r.int(1, 60)}${r.chance(0.3) ? r.letters(1, 'ABC') : ''}`;
    case 'reference': return `${r.pick(['Chapter', 'Section', 'Step', 'Level', 'Page'])} ${r.int(1, 40)}`;
  }
}

export const TEMPLATES: readonly Template[] = [
  {
    name: 'prose',
    write(b, r, a) {
      const [before, after] = r.pick(T.prose) as [string, string];
      b.add(before).span(oneLine(a), 'ADDRESS').add(after);
      if (r.chance(0.4)) hardNegative(b.add(' '), r);
    },
  },
  {
    name: 'letter',
    write(b, r, a) {
      b.add(`${personName(r)}\n`).span(multiLine(a), 'ADDRESS').add(`\n\n${r.pick(T.letterOpenings)}\n`);
      if (r.chance(0.5)) hardNegative(b, r);
    },
  },
  {
    name: 'form',
    write(b, r, a) {
      b.add(`Name: ${personName(r)}\n${r.pick(T.formLabels)}: `).span(oneLine(a), 'ADDRESS').add('\n');
      hardNegative(b, r);
    },
  },
  {
    name: 'form_block',
    write(b, r, a) {
      b.add(`${r.pick(T.blockLabels)}:\n`).span(multiLine(a), 'ADDRESS').add('\n\n');
      hardNegative(b, r);
    },
  },
  {
    name: 'csv',
    write(b, r, a) {
      b.add(`id,name,address,total\n${r.int(100, 999)},${personName(r)},"`).span(oneLine(a), 'ADDRESS').add('",');
      b.negative(`${r.int(5, 900)}.${r.digits(2)}`, 'price').add('\n');
    },
  },
  {
    name: 'markdown',
    write(b, r, a) {
      b.add(`| Name | Address | Since |\n|---|---|---|\n| ${personName(r)} | `).span(oneLine(a), 'ADDRESS').add(` | ${r.int(1990, 2025)} |\n`);
    },
  },
  {
    name: 'yaml',
    write(b, r, a) {
      b.add(`customer:\n  name: ${personName(r)}\n  address: "`).span(oneLine(a), 'ADDRESS').add('"\n  tier: gold\n');
    },
  },
  {
    name: 'chat',
    lower: true,
    write(b, r, a) {
      const [before, after] = r.pick(T.chat) as [string, string];
      b.add(before).span(oneLine(a), 'ADDRESS').add(after);
    },
  },
  {
    name: 'news',
    testOnly: true,
    write(b, r, a) {
      const [before, after] = r.pick(T.news) as [string, string];
      b.add(before).span(oneLine(a), 'ADDRESS').add(after);
    },
  },
  {
    name: 'email_signature',
    testOnly: true,
    write(b, r, a) {
      b.add(`Thanks,\n${personName(r)}\n`).span(multiLine(a), 'ADDRESS').add(`\n${r.pick(['Tel', 'Phone', 'Mob'])}: +${r.digits(2)} ${r.digits(3)} ${r.digits(4)}\n`);
    },
  },
];

/** A flat, suite or postcode said alone. */
export function writeFragment(b: DocBuilder, r: Random): void {
  const kind = r.pick(['unit', 'postcode', 'uk'] as const);
  const [before, after] = r.pick(T.fragments[kind]) as [string, string];
  b.add(before).span(fragmentValue(r, kind, before), 'ADDRESS').add(after);
}

function fragmentValue(r: Random, kind: 'unit' | 'postcode' | 'uk', before: string): string {
  if (kind === 'unit') {
    const id = r.chance(0.5) ? String(r.int(1, 1800)) : `${r.int(1, 40)}${r.letters(1, 'ABCDEF')}`;
    return `${r.pick(T.unitWords)} ${id}`;
  }
  if (kind === 'uk') return `${r.pick(['SW1A', 'LS6', 'M14', 'EH10', 'BS8', 'CF24', 'G12', 'NW3', 'B15', 'E14'])} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
  if (/zip/i.test(before)) return r.chance(0.8) ? r.digits(5).replace(/^0/, '6') : `${r.digits(5)}-${r.digits(4)}`;
  if (/CEP/.test(before)) return `${r.digits(5)}-${r.digits(3)}`;
  if (/PLZ/.test(before)) return `${r.int(10000, 99999)}`;
  return r.pick([`${r.int(1000, 9999)} ${r.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}`, `K1A ${r.int(0, 9)}B${r.int(1, 9)}`, `${r.int(10000, 99999)}`, `${r.digits(2)}-${r.digits(3)}`]);
}
