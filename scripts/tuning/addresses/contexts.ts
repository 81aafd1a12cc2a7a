/**
 * Contexts of the second part: addresses inside running prose and chat, with and without commas,
 * blocks with a name, company or c/o line before the address (not part of the ADDRESS span),
 * JSON records, shipping labels in capitals, and, in the test part only, invoices, dialogue transcripts and prose in the
 * address's own languages. See README.md for what an ADDRESS span covers.
 */
import { allFakers } from '@faker-js/faker';
import type { DocBuilder } from './doc-builder.js';
import type { Random } from '../../data-gen/random.js';
import { hardNegative } from './templates.js';
import C from './context-words.json' with { type: 'json' };
import M from './more-words.json' with { type: 'json' };

/** An address as lines, all of them part of the ADDRESS span (building, floor, street, city, country). */
export interface Lines {
  lines: readonly string[];
}

export interface Context {
  name: string;
  testOnly?: boolean;
  /** Whole document in lower case. */
  lower?: boolean;
  /** Written in capitals by the context itself: never lowered. */
  upper?: boolean;
  /** Wants the address on several lines (a block), so a country line may close it. */
  block?: boolean;
  write(b: DocBuilder, r: Random, a: Lines): void;
}

/** One line, with commas between the lines or, as people often type, with blanks only. */
function inline(r: Random, a: Lines): string {
  return a.lines.join(r.chance(0.5) ? ', ' : ' ');
}

const multiLine = (a: Lines): string => a.lines.join('\n');

function personName(r: Random): string {
  const f = allFakers[r.pick(['en_US', 'en_GB', 'de', 'fr', 'es', 'it', 'pl', 'pt_BR', 'nl', 'sv', 'ko', 'vi'] as const)];
  f.seed(r.int(0, 2 ** 31));
  const title = r.chance(0.2) ? `${r.pick(['Mr', 'Ms', 'Dr.', 'Mrs.', 'Prof.'])} ` : '';
  return `${title}${f.person.firstName()} ${f.person.lastName()}`;
}

function framed(b: DocBuilder, frame: readonly string[], address: string): void {
  b.add(frame[0]!).span(address, 'ADDRESS').add(frame[1] ?? '');
}

export const CONTEXTS: readonly Context[] = [
  {
    name: 'prose_inline',
    write(b, r, a) {
      if (r.chance(0.3)) hardNegative(b, r);
      framed(b, r.pick(C.proseInline), inline(r, a));
      if (r.chance(0.3)) hardNegative(b.add(' '), r);
    },
  },
  {
    name: 'chat_noisy',
    lower: true,
    write(b, r, a) {
      framed(b, r.pick(C.chatNoisy), inline(r, a).replace(/\.(?=\s|$)/g, ''));
      if (r.chance(0.3)) hardNegative(b.add('\n'), r);
    },
  },
  {
    name: 'name_block',
    block: true,
    write(b, r, a) {
      if (r.chance(0.4)) b.add(`${r.pick(C.blockIntros)}\n`);
      b.add(`${personName(r)}\n`);
      if (r.chance(0.4)) b.add(`${r.pick(M.companies)}\n`);
      b.span(multiLine(a), 'ADDRESS').add('\n\n');
      hardNegative(b, r);
    },
  },
  {
    name: 'care_of',
    block: true,
    write(b, r, a) {
      b.add(`${personName(r)}\n${r.pick(C.careOf)} ${personName(r)}\n`).span(multiLine(a), 'ADDRESS').add('\n');
    },
  },
  {
    name: 'json',
    write(b, r, a) {
      b.add(`{"id": ${r.int(1000, 99999)}, "name": "${personName(r)}", "${r.pick(C.jsonKeys)}": "`).span(a.lines.join(', '), 'ADDRESS');
      b.add('", "total": ').negative(`${r.int(5, 900)}.${r.digits(2)}`, 'price').add('}\n');
    },
  },
  {
    // Envelope or shipping label in capitals without punctuation, as the US Postal Service and others ask.
    name: 'label_upper',
    block: true,
    upper: true,
    write(b, r, a) {
      const upper = (line: string): string => line.replace(/[.,]/g, '').replace(/[ \t]+/g, ' ').trim().toUpperCase();
      b.add(`${r.pick(C.labelIntros)}\n${upper(personName(r))}\n`).span(a.lines.map(upper).join('\n'), 'ADDRESS');
      b.add(`\n${r.pick(C.labelTrailers)} `).negative(`#${r.digits(8)}`, 'order_number').add('\n');
    },
  },
  {
    name: 'invoice',
    testOnly: true,
    block: true,
    write(b, r, a) {
      b.add(`INVOICE ${r.digits(6)}\n${r.pick(C.invoiceLabels)}\n${r.pick(M.companies)}\n`).span(multiLine(a), 'ADDRESS');
      b.add(`\nVAT ID: ${r.letters(2)}${r.digits(9)}\nTotal due: `).negative(`€${r.int(10, 9999)}.${r.digits(2)}`, 'price').add('\n');
    },
  },
  {
    name: 'dialogue',
    testOnly: true,
    write(b, r, a) {
      framed(b, r.pick(C.dialogue), inline(r, a));
    },
  },
  {
    name: 'local_prose',
    testOnly: true,
    write(b, r, a) {
      framed(b, r.pick(C.localProse), a.lines.join(', '));
    },
  },
];
