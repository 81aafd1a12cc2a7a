import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { isOptIn } from '../entity-types.js';
import { patternRecognizers } from './index.js';

/**
 * Every pattern recognizer over `text`, the default types only (IP addresses
 * and the other opt-in types are asked for by name; their own tests cover
 * them): "TYPE value" for each raw detection.
 */
function found(text: string): string[] {
  const ctx = { text, layout: analyzeLayout(text) };
  return patternRecognizers().flatMap((r) => r.analyze(ctx).filter((d) => !isOptIn(d.type)).map((d) => `${d.type} ${text.slice(d.start, d.end)}`));
}

// What a developer pastes into a chat with an LLM: none of it is personal data.
describe('no false hits on code, logs and identifiers', () => {
  it.each([
    // identifiers and hashes
    'request_id=3f2b8c1e-9d4a-4b6f-8e2d-1a7c5b9e0f34 trace=00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    'uuid: 123e4567-e89b-12d3-a456-426614174000, 550e8400-e29b-41d4-a716-446655440000',
    'commit 9fceb02d0ae598e95dc970b74767f19372d61af8\nAuthor: build-bot\nDate:   Tue Mar 5 14:22:10 2024 +0000',
    'sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'md5 d41d8cd98f00b204e9800998ecf8427e, crc32 0x1c291ca3, 1234567890abcdef',
    'tx 0x1234567893abcdef; block 1234567893; nonce 1234567893',
    'docker pull node@sha256:4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192',
    'image: ghcr.io/acme/api@sha256:abcdef0123456789; icon@2x.png; sprite@3x.webp',
    // logs
    '2024-03-05T14:22:10.123Z INFO [worker-3] processed 1532 items in 2.315s (pid 48213, port 8080)',
    '[2024-03-05 14:22:10,123] ERROR order 2125551234 failed: timeout after 30000 ms; retry 3/5',
    'ERROR 2125551234 at line 617; code=E4155550123; errno -2125551234',
    'Mar  5 14:22:10 web-01 sshd[28731]: Accepted publickey for deploy from 10.20.30.40 port 52814 ssh2',
    '127.0.0.1 - - [05/Mar/2024:14:22:10 +0000] "GET /api/v1/users/4155550123/orders?page=2 HTTP/1.1" 200 5123',
    'GET /users/1234567893/ HTTP/1.1 200',
    'latency_p99=2125.5ms bytes_in=6175550134 bytes_out=4155550199 conn=42',
    'ts=1709648530 epoch_ms=1709648530123 nanos=1709648530123456789',
    'exit code 1234567893, timeout 1234567893 ms, size 1234567893 bytes',
    'at Object.<anonymous> (/srv/app/node_modules/express/lib/router/index.js:284:15)',
    'Exception in thread "main" java.lang.NullPointerException at com.acme.Billing.charge(Billing.java:2125)',
    'kubectl logs pod/api-7d9f8c6b5-x2x9z --since=2125s; replicas: 3',
    // code
    'const MAX = 4294967295; const port = 8080; let timeout = 30_000; const id = 0x7fffffff;',
    'if (x > 2125551234) { return Math.floor(x / 1000000007) % 998244353; }',
    'errno 1234567893; x > 1234567893; arr[2125551234] = 0; time.sleep(6175550134)',
    "SELECT * FROM orders WHERE customer_id = 6175550134 AND created_at > '2024-01-01' LIMIT 100;",
    '{"id": 8005551212, "amount": 1999, "currency": "USD", "sku": "SKU-4155550134", "version": "2.13.4"}',
    'matrix = [[212, 555, 1234], [617, 555, 4321]]; coords = (40.7128, -74.0060)',
    'const KEY = "AB1234563"; order AB1234563 shipped; SKU FB1234563; ref MB1234563',
    '@media screen and (max-width: 600px) { .a { color: #ff0000 } } @import url(a.css);',
    // connection strings and remotes: credentials and hosts, not e-mail addresses
    'POSTGRES_URL=postgres://app:s3cret@db.internal:5432/app_production',
    'redis://default:hunter2@cache.internal:6379/0 and amqp://guest:guest@localhost:5672//',
    'git clone git@github.com:acme/app.git && ssh deploy@10.0.0.5',
    'npm i @types/node@20.11.5 lodash@4.17.21 @scope/pkg@^1.2.3; pip install numpy==1.26.4 torch==2.2.0+cu121',
    // versions, dates, prices, order numbers, postcodes alone
    'git checkout 3e4f5a6 && npm version 10.2.4 && node v20.11.1',
    'Version 4.12.2024 released; build 2024.03.05.1532; API v2.1.0-rc.3',
    'Meeting on 03/05/2024 at 14:30, then 2024-03-12; deadline 12.04.2024; Q3 2024',
    'Total: $1,234.56 (was $2,125.55); €499,00; £1 999.99; ¥128000; 1.234.567,89 EUR',
    'Order #4155550134 shipped; order no. 112-4567890-1234567; invoice INV-2024-000123',
    'Price list: 2125551234 units at $0.01; quantity 6175550134',
    // a bare ZIP stays unreported; "zip code 10001" names a postcode and is ADDRESS (address-countries.test.ts)
    'ZIP 94103; ZIP: 10001-1234; zip 02139',
    'Tracking 1Z999AA10123456784; USPS 9400 1000 0000 0000 0000 00',
    'ISBN 978-0-306-40615-7; ISSN 2049-3630; DOI 10.1000/182',
    'Serial: 4155550134-A; S/N 2125551234; IMEI 490154203237518',
    'Account 000123456789; routing 021000021; IBAN DE89370400440532013000; SWIFT DEUTDEFF',
    'IPv6 2001:0db8:85a3:0000:0000:8a2e:0370:7334 and MAC 00:1A:2B:3C:4D:5E',
    'resolution 1920x1080, 3840 x 2160; 60 Hz; 44100 Hz; 192.168.0.1/24',
    'lat=37.7749, lon=-122.4194; elevation 2125 m',
    'NDC 0002-1433-80; lot A1234567; batch 20240305',
    // products and months that look like names or streets
    'Air Jordan 1 Retro High OG size 10.5; May 2024 release; April 2025 restock',
    'Call of Duty 4; Windows 10 build 19045.4046; iPhone 15 Pro; Pixel 8a',
    'Chapter 12 Green Hill, page 555; Figure 3 Main Results',
    'the 3 Dr. Pepper cans and 2 St. Louis Blues tickets',
    'Step 1: 2 cups flour, 3 eggs, 350 F for 25 min',
  ])('%j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

// The same kinds of text with personal data in them: still found.
describe('personal data inside code and logs', () => {
  it.each([
    ['2024-03-05 INFO signup email=jane.doe@example.com plan=pro', ['EMAIL_ADDRESS jane.doe@example.com']],
    ['WARN sms failed phone="+44 20 7946 0958" retry=2', ['PHONE_NUMBER +44 20 7946 0958']],
    ['user = {"name": "Ann", "phone": "(212) 555-0134", "ssn": "123-45-6789"}', ['PHONE_NUMBER (212) 555-0134', 'SSN 123-45-6789']],
    ['https://example.com/unsubscribe?email=ann.lee@example.org', ['EMAIL_ADDRESS ann.lee@example.org']],
    ['Their direct line is 571-539-3660 ext. 2857.', ['PHONE_NUMBER 571-539-3660']],
    ['supervisor Coraline Rolland, (919) 308-4593', ['PHONE_NUMBER (919) 308-4593']],
    ['NPI 1234567893 (602) 539-2545', ['PHONE_NUMBER (602) 539-2545', 'NPI 1234567893']],
    ['prescriber DEA number AB1234563', ['DEA_NUMBER AB1234563']],
    ['Call me: 2125551234', ['PHONE_NUMBER 2125551234']],
  ])('%j', (text, expected) => {
    expect(found(text).sort()).toEqual([...expected].sort());
  });
});
