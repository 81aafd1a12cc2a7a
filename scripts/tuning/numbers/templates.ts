/**
 * The probe's layouts. A template is a list of parts: plain text, a gold span ({ gold, type }) or a
 * hard negative ({ neg, kind }); offsets are exact by construction (assemble).
 */
import type { CountryCode } from 'libphonenumber-js';
import type { Random } from '../../data-gen/random.js';
import type { HardNegative, Span } from '../../data-gen/labelled-doc.js';
import { card, LOOKALIKES, groupCard } from './cards.js';
import { makeNumber, write, type Style } from '../phones/numbers.js';

export type Part = string | { gold: string; type: string } | { neg: string; kind: string };

export function assemble(parts: readonly Part[]): { text: string; spans: Span[]; hardNegatives: HardNegative[] } {
  let text = '';
  const spans: Span[] = [];
  const hardNegatives: HardNegative[] = [];
  for (const p of parts) {
    if (typeof p === 'string') text += p;
    else if ('gold' in p) {
      spans.push({ start: text.length, end: text.length + p.gold.length, type: p.type });
      text += p.gold;
    } else {
      hardNegatives.push({ start: text.length, end: text.length + p.neg.length, kind: p.kind });
      text += p.neg;
    }
  }
  return { text, spans, hardNegatives };
}

export interface Ctx {
  r: Random;
  /** Running number of the document: walks every issuer and length in turn. */
  i: number;
}

const cc = (c: Ctx): Part => ({ gold: card(c.r, c.i).printed, type: 'CREDIT_CARD' });
const exp = (r: Random) => `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(25, 32)}`;
const name = (r: Random) => `${r.pick(['Ana', 'Jo', 'Priya', 'Tomasz', 'Mei', 'Kwame', 'Lars', 'Fatima'])} ${r.pick(['Silva', 'Bloggs', 'Rao', 'Nowak', 'Chen', 'Mensah', 'Berg', 'Haddad'])}`;

/** A Luhn-valid number that is no card, after its own label. */
function look(c: Ctx, kind?: string): Part[] {
  const make = kind ? LOOKALIKES[kind]! : c.r.pick(Object.values(LOOKALIKES));
  const l = make(c.r);
  return [`${l.label} `, { neg: l.value, kind: l.kind }];
}

// ---------- IP addresses ----------
export function ipv4(r: Random): string {
  const first = r.pick([10, 172, 192, 203, 198, 8, 51, 100, 185, 45]);
  const second = first === 192 ? 168 : first === 172 ? r.int(16, 31) : r.int(0, 255);
  return `${first}.${second}.${r.int(0, 255)}.${r.int(1, 254)}`;
}
export function ipv6(r: Random): string {
  const h = () => r.int(0, 0xffff).toString(16);
  return r.pick([
    () => `2001:db8:${h()}::${h()}`,
    () => `2001:0db8:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}`,
    () => `fe80::${h()}:${h()}:${h()}:${h()}`,
    () => `2a02:${h()}:${h()}:${h()}::${r.int(1, 99)}`,
    () => `::ffff:${ipv4(r)}`,
    () => `::1`,
  ])();
}
const ip = (r: Random, v6 = 0.25): Part => ({ gold: r.chance(v6) ? ipv6(r) : ipv4(r), type: 'IP_ADDRESS' });
const ip4 = (r: Random): Part => ({ gold: ipv4(r), type: 'IP_ADDRESS' });
const ip6 = (r: Random): Part => ({ gold: ipv6(r), type: 'IP_ADDRESS' });
const pw = (r: Random) => `${r.pick(['Summer', 'Harbor', 'Falcon', 'Maple'])}${r.int(10, 2030)}${r.pick(['!', '#', 'x', ''])}${r.letters(4, 'abcdefghkmnpqrstuvwxyz')}`;
const secret = (r: Random): Part => ({ gold: pw(r), type: 'SECRET' });
const stamp = (r: Random) => `${r.int(10, 28)}/${r.pick(['Mar', 'Nov', 'Jan'])}/2026:${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)} +0000`;
const path = (r: Random) => r.pick(['/api/v1/orders', '/login', '/static/app.js', '/health', '/v2/users/me']);

// ---------- phones ----------
const PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IN', 'AU', 'BR', 'NL', 'ES', 'IT', 'ZA', 'CA'];
function phone(r: Random, styles: readonly Style[] = ['national', 'international', 'e164', 'nationalDots', 'internationalTrunk', 'nationalDashes']): Part {
  const region = r.pick(PHONE_REGIONS);
  const n = makeNumber(r, region, r.chance(0.6) ? 'MOBILE' : 'FIXED_LINE') ?? makeNumber(r, region, 'MOBILE')!;
  return { gold: write(n, r.pick(styles)), type: 'PHONE_NUMBER' };
}
const VANITY = ['1-800-FLOWERS', '1-800-GOT-JUNK', '1-888-NEW-CARS', '1-800-CONTACTS', '1-877-KARS-4-KIDS', '1-800-PETMEDS', '1 800 FLOWERS'];
const ukMobile = (r: Random): Part => ({ gold: `07700 900${r.int(100, 999)}`, type: 'PHONE_NUMBER' });

type Template = { name: string; testOnly?: boolean; make(c: Ctx): Part[] };

export const TEMPLATES: readonly Template[] = [
  // ----- cards in contexts -----
  { name: 'card_checkout', make: (c) => ['Payment method: ', r(c, ['Visa', 'Card', 'Credit card', 'Debit card']), ' ', cc(c), ' exp ', exp(c.r), '\nBilling name: ', name(c.r)] },
  { name: 'card_chat', make: (c) => ['hey can u charge my card ', cc(c), ' for the deposit? exp ', exp(c.r), ' thx'] },
  { name: 'card_plain', make: (c) => [name(c.r), ' paid with ', cc(c), ' on ', `${c.r.int(1, 28)} March 2026`, '.'] },
  { name: 'card_csv', make: (c) => ['holder,number,exp,amount\n', name(c.r), ',', cc(c), ',', exp(c.r), ',', `${c.r.int(10, 900)}.00`] },
  { name: 'card_json', make: (c) => ['{"customer":"', name(c.r), '","pan":"', cc(c), '","card_last4":"', { neg: String(c.r.int(1000, 9999)), kind: 'card_last4' }, '","exp":"', exp(c.r), '"}'] },
  { name: 'card_ticket', make: (c) => ['Customer says the number ', cc(c), ' was declined twice. ', ...look(c, 'order'), ' still pending.'] },
  { name: 'card_bare_line', testOnly: true, make: (c) => ['Please update my details:\n', name(c.r), '\n', cc(c), '\n', exp(c.r)] },
  { name: 'card_table', testOnly: true, make: (c) => ['| name | number | expiry |\n|---|---|---|\n| ', name(c.r), ' | ', cc(c), ' | ', exp(c.r), ' |'] },
  { name: 'card_log', testOnly: true, make: (c) => ['2026-03-04T10:22:01Z WARN payment declined pan=', cc(c), ' reason=insufficient_funds'] },
  // ----- Luhn-valid numbers that are no cards -----
  { name: 'neg_device', make: (c) => ['Device: Pixel 8\n', ...look(c, 'imei'), '\n', ...look(c, 'iccid'), '\nOS build 14.2'] },
  { name: 'neg_shipping', make: (c) => ['Your parcel is on its way. ', ...look(c, 'tracking'), ' — ', ...look(c, 'order')] },
  { name: 'neg_billing', make: (c) => [...look(c, 'invoice'), '\n', ...look(c, 'customer'), '\n', ...look(c, 'account'), '\nAmount due: 120.00 EUR'] },
  { name: 'neg_gift', make: (c) => ['Thanks for your purchase! ', ...look(c, 'gift'), ' PIN ', { neg: String(c.r.int(1000, 9999)), kind: 'pin' }, ' balance $50.00'] },
  { name: 'neg_log', make: (c) => ['{', ...look(c, 'epoch'), ' "level":"info", "msg":"sync done"}'] },
  { name: 'neg_mixed', testOnly: true, make: (c) => ['Ticket: customer swapped phones. Old ', ...look(c, 'imei'), ', new SIM ', ...look(c, 'iccid'), '. ', ...look(c, 'account'), '.'] },
  { name: 'neg_card_and_order', testOnly: true, make: (c) => [...look(c, 'order'), ' was paid with card ', cc(c), '; ', ...look(c, 'tracking')] },
  { name: 'neg_hashes', make: (c) => ['commit ', { neg: `${c.r.letters(8, 'abcdef0123456789')}4111111111111111${c.r.letters(8, 'abcdef')}`, kind: 'hash' }, ' request ', { neg: `4111${c.r.digits(4)}-${c.r.digits(4)}-4${c.r.digits(3)}-a${c.r.digits(3)}-${c.r.digits(12)}`, kind: 'uuid' }] },
  // ----- IP addresses in logs and configs -----
  { name: 'ip_nginx', make: (c) => [ip(c.r, 0.2), ' - - [', stamp(c.r), '] "GET ', path(c.r), ' HTTP/1.1" 200 ', String(c.r.int(100, 9999)), ' "-" "Mozilla/5.0"'] },
  { name: 'ip_syslog', make: (c) => ['Mar  4 10:22:01 web01 sshd[', String(c.r.int(100, 9999)), ']: Failed password for root from ', ip(c.r), ' port ', String(c.r.int(1024, 65535)), ' ssh2'] },
  { name: 'ip_json', make: (c) => ['{"ts":"2026-03-04T10:22:01Z","remote_addr":"', ip(c.r), '","status":401,"path":"', path(c.r), '"}'] },
  { name: 'ip_firewall', make: (c) => ['kernel: [UFW BLOCK] IN=eth0 OUT= SRC=', ip4(c.r), ' DST=', ip4(c.r), ' LEN=60 PROTO=TCP SPT=', String(c.r.int(1024, 65535)), ' DPT=22'] },
  { name: 'ip_env', make: (c) => ['DB_HOST=', ip4(c.r), '\nDB_PORT=5432\nDB_PASSWORD=', secret(c.r), '\nREDIS_HOST=', ip4(c.r)] },
  { name: 'ip_yaml', make: (c) => ['server:\n  bind_address: ', ip(c.r), '\n  port: 8080\ndatabase:\n  host: ', ip4(c.r), '\n  password: ', secret(c.r)] },
  { name: 'ip_ini', make: (c) => ['[mysqld]\nbind-address = ', ip4(c.r), '\nport = 3306\n[client]\nhost=', ip4(c.r)] },
  { name: 'ip_db_url', make: (c) => ['DATABASE_URL=postgres://app:', secret(c.r), '@', ip4(c.r), ':5432/shop'] },
  { name: 'ip_url', make: (c) => ['see http://', ip4(c.r), ':', String(c.r.pick([8080, 3000, 9200, 443])), '/status for details'] },
  { name: 'ip_url6', make: (c) => ['curl -k https://[', ip6(c.r), ']:8443/healthz'] },
  { name: 'ip_cidr', make: (c) => ['allow ', ip4(c.r), '/', String(c.r.pick([8, 16, 24, 32])), ';\ndeny all;'] },
  { name: 'ip_xff', make: (c) => ['X-Forwarded-For: ', ip4(c.r), ', ', ip4(c.r), ', ', ip4(c.r)] },
  { name: 'ip_zone', make: (c) => ['ping6 ', { gold: `fe80::${c.r.int(1, 0xffff).toString(16)}:${c.r.int(1, 0xffff).toString(16)}`, type: 'IP_ADDRESS' }, '%eth0'] },
  { name: 'ip_kube', make: (c) => ['apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  host: ', ip4(c.r), '\n  password: ', { gold: Buffer.from(pw(c.r)).toString('base64'), type: 'SECRET' }, '\n'] },
  { name: 'ip_basic_auth', make: (c) => ['Authorization: Basic ', { gold: Buffer.from(`admin:${pw(c.r)}`).toString('base64'), type: 'SECRET' }, ' from ', ip(c.r)] },
  { name: 'ip_apache', testOnly: true, make: (c) => ['[Tue Mar 04 10:22:01.123456 2026] [core:error] [pid 1234] [client ', ip4(c.r), ':', String(c.r.int(1024, 65535)), '] AH00126: Invalid URI in request'] },
  { name: 'ip_audit', testOnly: true, make: (c) => ['type=USER_LOGIN msg=audit(1709547721.123:456): pid=1234 uid=0 acct="root" exe="/usr/sbin/sshd" hostname=? addr=', ip4(c.r), ' terminal=ssh res=failed'] },
  { name: 'ip_connstr', testOnly: true, make: (c) => ['Server=', ip4(c.r), ',1433;Database=shop;User Id=app;Password=', secret(c.r), ';'] },
  { name: 'ip_mongo', testOnly: true, make: (c) => ['MONGO_URI=mongodb://admin:', secret(c.r), '@', ip4(c.r), ':27017,', ip4(c.r), ':27017/prod?replicaSet=rs0'] },
  // ----- phones in contexts the phone probe did not write -----
  { name: 'ph_csv', make: (c) => ['id,name,phone,qty,order\n', String(c.r.int(1, 999)), ',', name(c.r), ',', phone(c.r), ',', String(c.r.int(1, 20)), ',', String(c.r.int(100000, 999999))] },
  { name: 'ph_vcard', make: (c) => ['BEGIN:VCARD\nVERSION:3.0\nFN:', name(c.r), '\nTEL;TYPE=CELL:', phone(c.r), '\nEND:VCARD'] },
  { name: 'ph_signature', make: (c) => ['--\n', name(c.r), '\nSales Manager\nT ', phone(c.r), ' x', String(c.r.int(10, 999)), '\nM ', phone(c.r)] },
  { name: 'ph_chat', make: (c) => [c.r.pick(['call me on ', 'text me at ', 'my number is ', 'ring me on ']), ukMobile(c.r), c.r.pick([' pls', ' after 6', ' thx', '']) ] },
  { name: 'ph_ext', make: (c) => ['Reception: ', phone(c.r, ['national', 'international']), c.r.pick([' ext. ', ' x', ' ext ', ' extension ']), String(c.r.int(2, 9999))] },
  { name: 'ph_vanity', make: (c) => ['Order flowers any time at ', { gold: c.r.pick(VANITY), type: 'PHONE_NUMBER' }, ' or online.'] },
  { name: 'ph_trunk0', make: (c) => ['Office: ', { gold: c.r.pick(['+44 (0)20 7946 ', '+44 (0)161 496 ', '+49 (0)30 1234 ', '+31 (0)20 794 ', '+33 (0)1 42 68 ']) + c.r.digits(4), type: 'PHONE_NUMBER' }] },
  { name: 'ph_dots', make: (c) => ['Tel. ', { gold: `${c.r.int(201, 989)}.${c.r.int(201, 989)}.${c.r.digits(4)}`, type: 'PHONE_NUMBER' }, ' (office)'] },
  { name: 'ph_caps', make: (c) => ['PLEASE CALL ', phone(c.r), ' BEFORE 5PM TO CONFIRM YOUR APPOINTMENT'] },
  { name: 'ph_json', make: (c) => ['{"id":', String(c.r.int(1000, 99999)), ',"name":"', name(c.r), '","mobile":"', phone(c.r), '","qty":', String(c.r.int(1, 9)), '}'] },
  { name: 'ph_table', testOnly: true, make: (c) => ['| # | Contact | Phone | Units |\n|---|---|---|---|\n| ', String(c.r.int(1, 99)), ' | ', name(c.r), ' | ', phone(c.r), ' | ', String(c.r.int(1, 500)), ' |'] },
  { name: 'ph_lower', testOnly: true, make: (c) => ['ok so my new number is ', phone(c.r, ['national', 'nationalDashes']), ' save it'] },
  { name: 'ph_sig_intl', testOnly: true, make: (c) => ['Kind regards\n', name(c.r), '\nPhone: ', phone(c.r, ['international', 'internationalTrunk']), ' | Fax: ', phone(c.r, ['international'])] },
];

function r(c: Ctx, xs: readonly string[]): string {
  return c.r.pick(xs);
}

export { groupCard };
