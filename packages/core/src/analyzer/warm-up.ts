import { OPT_IN_TYPES } from '../types.js';
import type { Engine } from './analyzer.js';

/**
 * Text that takes every built-in recognizer down each of its paths (every
 * address form and tail, every kind of phone number, labels, tables, lists),
 * so each regular expression is compiled and tiered up before the first request.
 */
export const WARM_UP_TEXT = [
  'Patient: Maria Garcia\nDOB: 04/12/1968\nMRN: 4400017\nSSN: 123-45-6789\nSocial security 123456789\nPhone: (617) 555-0134\n',
  'Referring physician NPI 1234567893; prescriber DEA AB1234563. Card 4111 1111 1111 1111, exp 12/26.',
  'E-mail maria.garcia@example.com or call +44 20 7946 0958, +49 151 63159067, +234 (0)1 609 7175, 020 7946 0575 or 6025392545.',
  '- Ship to 1234 W. Main Street North, Apt 4B, Springfield, IL 62704\n- 1500 Broadway, New York, NY 10036\n',
  '* 25 rue Victor Hugo, 75011 Paris\n* Hauptstraße 130, 80331 München\n* Am Sonnenhang 137, 80331 München\n',
  'Address: 5 Rosewood, Springfield, IL 62704. Mail to P.O. Box 9773, Leeds LS2 5OQ.\n',
  'Flat 343, Sai Residency, Hauz Khas Main Road\nNew Delhi 110016\n60 Elizabeth Street\nPerth WA 6000\n',
  '10 rue de la Paix 75002 Paris; 12 Highway 101, Halifax, NS B3J 2K9.\n',
  'Name\tMRN\tPhone\nAnn Lee\tMR-9002066\t212-555-0134\nBo Chan\tMR-9002067\t212-555-0135\n',
  '| Patient ID | Email |\n|---|---|\n| 88231 | bo@example.org |\n| 88232 | al@example.org |\n',
].join('\n');

/** The same for the opt-in types, which the default analysis does not run. */
export const OPT_IN_WARM_UP_TEXT = [
  'login from 192.168.1.20 and fe80::1ff:fe23:4567:890a; IBAN DE89 3704 0044 0532 0130 00; see https://example.com/a or www.example.org.',
  'key sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8t, AKIAIOSFODNN7EXAMPLE; PASSWORD=hunter2; postgres://app:s3cret@db.internal/app',
  'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln\n-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
  'DOB: 1985-07-14; seen 03/05/2024, 5 March 2024 and March 5, 2024.',
].join('\n');

/**
 * Analyzes WARM_UP_TEXT so the first real request does not pay for compiling
 * the recognizers' regular expressions (a few hundred milliseconds). V8
 * compiles a regular expression separately for one-byte (Latin-1) and
 * two-byte strings, and natively only on its second run: hence four runs.
 * Call once after creating the engine, at start-up.
 */
export function warmUpEngine(engine: Engine): void {
  for (const text of [WARM_UP_TEXT, `${WARM_UP_TEXT}\n• “quoted”`]) {
    engine.analyze(text);
    engine.analyze(text);
  }
  for (const text of [OPT_IN_WARM_UP_TEXT, `${OPT_IN_WARM_UP_TEXT}\n• “quoted”`]) {
    engine.analyze(text, { entities: OPT_IN_TYPES });
    engine.analyze(text, { entities: OPT_IN_TYPES });
  }
}
