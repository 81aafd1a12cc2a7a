/**
 * Realistic benchmark texts: a mix of chat prompts, clinical notes, support
 * tickets and tables with fake personal data, repeated with varied values to
 * the requested size. Deterministic, so runs compare.
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

/** A text of about `bytes` UTF-8 bytes (never more). */
export function benchText(bytes: number): string {
  let text = '';
  for (let i = 0; ; i++) {
    const next = block(i);
    if (Buffer.byteLength(text + next) > bytes) return text || next.slice(0, bytes);
    text += next;
  }
}
