/**
 * Realistic benchmark texts: a mix of chat prompts, clinical notes, support
 * tickets and tables with fake personal data, and a developer's paste of logs
 * and code, repeated with varied values to the requested size. Deterministic,
 * so runs compare.
 */
const FIRST = ['Maria', 'James', 'Aisha', 'Wei', 'Olivia', 'Carlos', 'Priya', 'Liam', 'Fatima', 'Noah', 'Elena', 'Kenji'];
const LAST = ['Garcia', 'Smith', 'Khan', 'Chen', 'Johnson', 'Rossi', 'Patel', 'Murphy', 'Haddad', 'Brown', 'Novak', 'Tanaka'];
const CITIES = ['Boston', 'Denver', 'Seattle', 'Austin', 'Chicago', 'Portland', 'Atlanta', 'Phoenix'];
const STREETS = ['Maple Avenue', 'Oak Street', 'Elm Drive', 'Cedar Lane', 'Pine Road', 'Birch Boulevard'];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}

function block(i: number): string {
  const first = pick(FIRST, i * 7 + 1);
  const last = pick(LAST, i * 5 + 3);
  const doctor = `${pick(FIRST, i * 3 + 2)} ${pick(LAST, i * 11 + 4)}`;
  const city = pick(CITIES, i);
  const phone = `(${617 + (i % 80)}) 555-${String(1000 + ((i * 37) % 9000)).padStart(4, '0')}`;
  const email = `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`;
  const street = `${100 + ((i * 13) % 800)} ${pick(STREETS, i)}`;
  switch (i % 4) {
    case 0:
      return `Hi, can you help me rewrite this message to my landlord? My name is ${first} ${last} and I live at ${street}, ${city}, MA 02${String(100 + (i % 800)).padStart(3, '0')}. The heating has been broken since March 3rd and I've called ${phone} four times. Please keep it polite but firm, and mention that my neighbour ${doctor} has the same problem.\n\n`;
    case 1:
      return `Patient: ${first} ${last}\nDOB: 04/12/1968\nMRN: ${4400000 + i * 17}\nReferring physician: Dr. ${doctor}\nPhone: ${phone}\nAssessment: 57-year-old with type 2 diabetes, A1c 7.9%, BP 138/86. Continue metformin 1000 mg twice daily; recheck in 3 months.\n\n`;
    case 2:
      return `Ticket #${80000 + i}: Customer ${first} ${last} (${email}) reports a double charge of $49.99 on order ORD-${20000 + i}. Card ending 4242. Callback number ${phone}. Customer is travelling to ${city} next week and wants the refund before then.\n\n`;
    default:
      return `Name\tEmail\tPhone\tCity\n${first} ${last}\t${email}\t${phone}\t${city}\n${doctor}\t${doctor.split(' ')[0]!.toLowerCase()}@clinic.example.org\t(212) 555-01${String(i % 100).padStart(2, '0')}\t${pick(CITIES, i + 3)}\n\n`;
  }
}

function hex(i: number, length: number): string {
  let s = '';
  for (let k = 0; s.length < length; k++) s += ((i * 2654435761 + k * 40503) >>> 0).toString(16).padStart(8, '0');
  return s.slice(0, length);
}

/** What a developer pastes: logs, a stack trace, JSON, SQL, a diff; a little personal data in the logs. */
function developerBlock(i: number): string {
  const first = pick(FIRST, i * 7 + 1).toLowerCase();
  const uuid = `${hex(i, 8)}-${hex(i + 1, 4)}-4${hex(i + 2, 3)}-a${hex(i + 3, 3)}-${hex(i + 4, 12)}`;
  const ts = `2024-03-${String(1 + (i % 28)).padStart(2, '0')}T14:${String(i % 60).padStart(2, '0')}:10.${String(i % 1000).padStart(3, '0')}Z`;
  switch (i % 4) {
    case 0:
      return `${ts} INFO [worker-${i % 8}] request_id=${uuid} user=${first}${i}@example.com status=200 latency_ms=${(i * 37) % 900} bytes=${(i * 7919) % 100000}\n${ts} WARN retry ${i % 5}/5 for job ${8000000000 + i * 7} (pid ${40000 + i}, port 8080)\n`;
    case 1:
      return `Error: connect ECONNREFUSED 10.0.${i % 255}.${(i * 7) % 255}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n    at /srv/app/src/db/pool.ts:${40 + (i % 200)}:11\n\n`;
    case 2:
      return `{"id": ${1000000 + i}, "order": "ORD-${20000 + i}", "sku": "SKU-${hex(i, 6)}", "amount": ${(i * 13) % 500}.99, "version": "2.${i % 20}.${i % 7}", "created": "${ts}", "contact": {"phone": "+1 415 555 ${String(1000 + (i % 9000)).padStart(4, '0')}"}}\n`;
    default:
      return `commit ${hex(i, 40)}\nAuthor: build-bot <ci@example.org>\n\n    fix: cap retries at ${i % 9} (#${1000 + i})\n\ndiff --git a/src/retry.ts b/src/retry.ts\n-const MAX = ${i % 9};\n+const MAX = ${(i % 9) + 1}; // sha256 ${hex(i + 9, 64)}\n\n`;
  }
}

function fill(bytes: number, make: (i: number) => string): string {
  let text = '';
  for (let i = 0; ; i++) {
    const next = make(i);
    if (Buffer.byteLength(text + next) > bytes) return flat(text || next.slice(0, bytes));
    text += next;
  }
}

/**
 * The text as one flat string. Built by `+=`, V8 keeps it as a rope of pieces, which every scan
 * pays for; the service gets its texts flat from JSON.parse, so the bench measures those.
 */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** A text of about `bytes` UTF-8 bytes (never more). */
export function benchText(bytes: number): string {
  return fill(bytes, block);
}

/** A developer's paste (logs, stack traces, JSON, commits) of about `bytes` UTF-8 bytes. */
export function developerText(bytes: number): string {
  return fill(bytes, developerBlock);
}

/** Texts built to make a scanner work hard (long runs, repeated starts, many "@"): for the linear-time check. */
export const ADVERSARIAL_TEXTS: Readonly<Record<string, (bytes: number) => string>> = {
  'digits and spaces': (bytes) => '1 2 '.repeat(bytes / 4),
  'one long number': (bytes) => '7'.repeat(bytes),
  'house numbers': (bytes) => '12 Main '.repeat(bytes / 8),
  'capitalised words': (bytes) => 'Maria Garcia '.repeat(bytes / 13),
  '"@" runs': (bytes) => 'a.b@c.'.repeat(bytes / 6),
  'pipe table': (bytes) => `${'|a'.repeat(50)}|\n`.repeat(bytes / 102),
  'labels': (bytes) => 'MRN: Patient: '.repeat(bytes / 14),
};
