/**
 * Writes the secret probe set, data/tuning/secrets-probe.jsonl (+ manifest): documents in the syntaxes
 * credentials are written in (env, shell, INI/TOML, .properties, YAML, JSON, XML, compose, flags, headers,
 * curl, connection strings, .npmrc/.pypirc/.netrc, SQL, Kubernetes Secrets, chat), each with SECRET spans
 * on the value only (a PEM block whole), and lookalikes that must stay untouched. Written from the formats,
 * not from any labelled set.   npx tsx scripts/tuning/secrets/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Random } from '../../data-gen/random.js';
import { testTemplates } from './test-templates.js';

const SEED = 20261128;
const DOCS = 900;
const TEST_SEED = 20261129;
const TEST_DOCS = 700;
const OUT = 'data/tuning';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const B64 = `${ALNUM}+/`;

type Piece = string | { secret: string };
interface Span { start: number; end: number; type: string }

const r = new Random(SEED);
const s = (secret: string): Piece => ({ secret });
const rand = (n: number, alphabet = ALNUM): string => r.letters(n, alphabet);

function password(): string {
  const words = ['Summer', 'Winter', 'Dragon', 'Monkey', 'Falcon', 'Tiger', 'Harbor', 'Maple', 'Coffee', 'Rocket'];
  switch (r.int(0, 3)) {
    case 0: return `${r.pick(words)}${r.int(1, 2030)}${r.pick(['!', '#', '$', '', '?'])}`;
    case 1: return rand(r.int(10, 24), `${ALNUM}!@%^*_-+=`);
    case 2: return `${r.pick(words).toLowerCase()}-${r.pick(words).toLowerCase()}-${r.int(10, 99)}`;
    default: return rand(r.int(8, 16));
  }
}

function token(): string {
  switch (r.int(0, 15)) {
    case 0: return `ghp_${rand(36)}`;
    case 1: return `glpat-${rand(20, `${ALNUM}_-`)}`;
    case 2: return `xoxb-${r.digits(11)}-${r.digits(12)}-${rand(24)}`;
    case 3: return `sk_live_${rand(24)}`;
    case 4: return `AKIA${rand(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`;
    case 5: return `AIza${rand(35, `${ALNUM}_-`)}`;
    case 6: return `sk-proj-${rand(48, `${ALNUM}_-`)}`;
    case 7: return `SG.${rand(22, `${ALNUM}_-`)}.${rand(43, `${ALNUM}_-`)}`;
    case 8: return `npm_${rand(36)}`;
    case 9: return `shpat_${rand(32, HEX)}`;
    case 10: return `dop_v1_${rand(64, HEX)}`;
    case 11: return `key-${rand(32, HEX)}`;
    case 12: return rand(40, B64);
    case 13: return rand(32, HEX);
    case 14: return `${rand(8, HEX)}-${rand(4, HEX)}-4${rand(3, HEX)}-a${rand(3, HEX)}-${rand(12, HEX)}`;
    default: return `sk-ant-api03-${rand(90, `${ALNUM}_-`)}`;
  }
}

const PASSWORD_KEYS = ['password', 'PASSWORD', 'DB_PASSWORD', 'db_password', 'dbPassword', 'POSTGRES_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'admin_pass', 'SMTP_PASS', 'passwd', 'pwd', 'redisPassword', 'keystore.password', 'mail.smtp.password', 'passphrase', 'ldap-bind-password'];
const TOKEN_KEYS = ['api_key', 'API_KEY', 'apiKey', 'GITHUB_TOKEN', 'access_token', 'AUTH_TOKEN', 'client_secret', 'CLIENT_SECRET', 'SECRET_KEY', 'secretKey', 'AWS_SECRET_ACCESS_KEY', 'private_key', 'signing_key', 'WEBHOOK_SECRET', 'SLACK_BOT_TOKEN', 'session_key', 'refreshToken', 'x-api-key', 'encryption_key', 'app_secret', 'credentials'];
const PLACEHOLDERS = ['<your-token>', '${API_TOKEN}', '{{ secrets.TOKEN }}', 'changeme', 'YOUR_API_KEY_HERE', '********', '', 'xxxxxxxxxxxx', 'null', '%DB_PASSWORD%', 'process.env.API_KEY', '<redacted>'];
const PLAIN_KEYS = ['host', 'port', 'user', 'username', 'timeout', 'region', 'log_level', 'database', 'max_tokens', 'token_type', 'public_key', 'password_hash', 'request_id', 'checksum', 'sort_key'];
const PLAIN_VALUES = ['db.internal', '5432', 'app', '30', 'eu-west-1', 'info', 'shop', '4096', 'bearer', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG4rT3vTt99Ox5kndS4', '$2b$12$KIXQJ1y2Z3a4b5c6d7e8f9g0h1i2j3k4', '3f2b8c1e-9d4a-4e7b-8c6f-1a2b3c4d5e6f', 'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'created_at'];

const key = (): string => (r.chance(0.5) ? r.pick(PASSWORD_KEYS) : r.pick(TOKEN_KEYS));
const value = (k: string): string => (PASSWORD_KEYS.includes(k) ? password() : token());
function plainLine(sep: string, quote = ''): string {
  const i = r.int(0, PLAIN_KEYS.length - 1);
  return `${PLAIN_KEYS[i]}${sep}${quote}${PLAIN_VALUES[i % PLAIN_VALUES.length]}${quote}`;
}
/** A credential field, or (one time in five) one holding a stand-in that must stay. */
function field(render: (k: string, v: Piece) => Piece[]): Piece[] {
  const k = key();
  return r.chance(0.2) ? render(k, r.pick(PLACEHOLDERS)) : render(k, s(value(k)));
}

const TEMPLATES: Record<string, () => Piece[]> = {
  env: () => [plainLine('='), '\n', ...field((k, v) => [r.pick(['', 'export ']), k, '=', ...q(v, r.pick(['', '"', "'"]))]), '\n', plainLine('='), '\n'],
  ini: () => ['[database]\n', plainLine(' = '), '\n', ...field((k, v) => [k, ' = ', ...q(v, r.pick(['', '"']))]), '\n'],
  properties: () => [`spring.datasource.url=jdbc:postgresql://db:5432/app\n`, ...field((k, v) => [`spring.datasource.${k}=`, v]), '\n'],
  yaml: () => ['service:\n  ', plainLine(': '), '\n  ', ...field((k, v) => [k, ': ', ...q(v, r.pick(['', '"', "'"]))]), '\n'],
  yamlBlock: () => ['config:\n  ', ...field((k, v) => [k, ': |\n    ', v]), '\n  ', plainLine(': '), '\n'],
  json: () => ['{\n  "', plainLine('": "'), '",\n  "auth": {\n    ', ...field((k, v) => ['"', k, '": "', v, '"']), '\n  }\n}'],
  xml: () => ['<settings>\n  <servers>\n    <server>\n      <id>internal</id>\n      <username>deploy</username>\n      <password>', s(password()), '</password>\n    </server>\n  </servers>\n</settings>'],
  xmlAttr: () => ['<appSettings>\n  <add key="Environment" value="prod" />\n  <add key="', ...field((k, v) => [k, '" value="', v]), '" />\n</appSettings>'],
  compose: () => ['services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - ', ...field((k, v) => [k, '=', v]), '\n'],
  flags: () => {
    const v = password();
    return r.pick([
      () => ['$ psql "host=db user=app" --password=', s(v), '\n'],
      () => ['./deploy.sh --env prod --token ', s(token()), ' --verbose\n'],
      () => ['mysql -h db -u root -p', s(v), ' shop < dump.sql\n'],
      () => ['docker login registry.example.com -u ci -p ', s(v), '\n'],
    ])();
  },
  headers: () => r.pick([
    () => ['GET /v1/orders HTTP/1.1\nHost: api.example.com\nAuthorization: Bearer ', s(token()), '\nAccept: application/json\n'],
    () => ['curl -s -H "X-API-Key: ', s(token()), '" https://api.example.com/v1/items\n'],
    () => ['curl -u admin:', s(password().replace(/[!@%^*+=#$?]/g, 'x')), ' https://ci.example.com/api/json\n'],
    () => ['Cookie: theme=dark; sessionid=', s(rand(32)), '; lang=en\n'],
  ])(),
  uri: () => {
    const pw = password().replace(/[!@%^*+=#$?/:]/g, 'z');
    return [r.pick(['DATABASE_URL=postgres://app:', 'MONGO_URI=mongodb+srv://admin:', 'REDIS_URL=redis://:', 'BROKER=amqp://guest:']), s(pw), r.pick(['@db.internal:5432/app', '@cluster0.ab1cd.mongodb.net/prod', '@cache:6379/0', '@rabbit:5672/']), '\n'];
  },
  adoNet: () => ['"ConnectionStrings": { "Main": "Server=tcp:sql.example.net,1433;Database=shop;User Id=app;Password=', s(password().replace(/[;"]/g, 'q')), ';Encrypt=True;" }'],
  npmrc: () => ['registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=', s(`npm_${rand(36)}`), '\n'],
  pypirc: () => ['[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ', s(`pypi-AgEIcHlwaS5vcmc${rand(60, `${ALNUM}_-`)}`), '\n'],
  netrc: () => ['machine api.example.com\n  login deploy\n  password ', s(password()), '\n'],
  sql: () => r.pick([
    () => ["CREATE USER 'report'@'%' IDENTIFIED BY '", s(password().replace(/'/g, '')), "';\n"],
    () => ["CREATE ROLE app WITH LOGIN PASSWORD '", s(password().replace(/'/g, '')), "';\n"],
    () => ["INSERT INTO api_clients (name, api_key, created_at) VALUES ('billing', '", s(token()), "', now());\n"],
  ])(),
  kubeSecret: () => ['apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\ndata:\n  username: ', s(rand(12, B64) + '=='), '\n  host: ', s(rand(16, B64)), '\n'],
  configMap: () => ['apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\ndata:\n  LOG_LEVEL: info\n  CACHE_KEY_PREFIX: app_v2\n'],
  pem: () => ['key file:\n', s(`-----BEGIN ${r.pick(['RSA ', 'EC ', 'OPENSSH ', '', 'ENCRYPTED '])}PRIVATE KEY-----\n${rand(64, B64)}\n${rand(64, B64)}\n${rand(20, B64)}=\n-----END ${'X'}PRIVATE KEY-----`)],
  chat: () => r.pick([
    () => ['hey, the staging db password is ', s(`${password().replace(/\s/g, '')}1`), ' - please rotate it after the demo'],
    () => ['can you try with this key: ', s(token()), ' and tell me if it works?'],
    () => ['Your password must be at least 12 characters. The token is valid for 3600 seconds.'],
  ])(),
  publicStuff: () => ['-----BEGIN PUBLIC KEY-----\n', rand(64, B64), '\n-----END PUBLIC KEY-----\n', 'sha256 checksum: ', rand(64, HEX), '\nrequest_id=', `${rand(8, HEX)}-${rand(4, HEX)}-4${rand(3, HEX)}-a${rand(3, HEX)}-${rand(12, HEX)}`, '\n'],
};

function q(v: Piece, quote: string): Piece[] {
  return quote === '' && typeof v !== 'string' && /\s/.test(v.secret) ? ['"', v, '"'] : [quote, v, quote];
}

function build(pieces: Piece[]): { text: string; spans: Span[] } {
  let text = '';
  const spans: Span[] = [];
  for (const p of pieces) {
    if (typeof p === 'string') text += p;
    else {
      // the PEM pieces carry a fixed END line; make it match the BEGIN line
      const secret = p.secret.startsWith('-----BEGIN') ? p.secret.replace(/-----END XPRIVATE KEY-----$/, `-----END ${/-----BEGIN (.*)-----/.exec(p.secret)![1]}-----`) : p.secret;
      spans.push({ start: text.length, end: text.length + secret.length, type: 'SECRET' });
      text += secret;
    }
  }
  return { text, spans };
}

function main(): void {
  const names = Object.keys(TEMPLATES);
  const lines: string[] = [];
  let spans = 0;
  for (let i = 0; i < DOCS; i++) {
    const template = names[i % names.length]!;
    const doc = build(TEMPLATES[template]!());
    spans += doc.spans.length;
    lines.push(JSON.stringify({ id: `secrets-${String(i + 1).padStart(4, '0')}`, text: doc.text, spans: doc.spans, meta: { template } }));
  }
  write('secrets-probe', lines, spans, SEED, DOCS);
  // The scored-only part: its own templates and seed; one document in seven lower-cased, as pasted text sometimes is.
  const t = new Random(TEST_SEED);
  const tests = testTemplates(t, password, token);
  const testNames = Object.keys(tests);
  const testLines: string[] = [];
  let testSpans = 0;
  for (let i = 0; i < TEST_DOCS; i++) {
    const template = testNames[i % testNames.length]!;
    const doc = build(tests[template]!());
    const text = t.chance(1 / 7) ? doc.text.toLowerCase() : doc.text;
    testSpans += doc.spans.length;
    testLines.push(JSON.stringify({ id: `secrets-test-${String(i + 1).padStart(4, '0')}`, text, spans: doc.spans, meta: { template } }));
  }
  write('secrets-probe-test', testLines, testSpans, TEST_SEED, TEST_DOCS);
}

function write(name: string, lines: string[], spans: number, seed: number, docs: number): void {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/${name}.jsonl`, `${lines.join('\n')}\n`);
  const manifest = { name, source: { generator: 'scripts/tuning/secrets/generate.ts', seed, docs }, docs, spans_by_type: { SECRET: spans }, annotated_types: ['SECRET'] };
  writeFileSync(`${OUT}/${name}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${docs} documents, ${spans} SECRET spans → ${OUT}/${name}.jsonl`);
}

main();
