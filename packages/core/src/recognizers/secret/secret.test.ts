import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { isSecretValue, jwtHeaderValid, secretRecognizer } from './index.js';

function found(text: string): [string, number, number, number][] {
  return secretRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

// {"alg":"HS256","typ":"JWT"}.{"sub":"1234567890","name":"Ann"}.signature
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFubiJ9.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const PEM = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7\n-----END RSA PRIVATE KEY-----';

describe('secretRecognizer', () => {
  it.each([
    ['key sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8t ok', [['sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8t', 4, 36, 0.95]]],
    ['STRIPE=sk_live_4eC39HqLyjWDarjtT1zdp7dc', [['sk_live_4eC39HqLyjWDarjtT1zdp7dc', 7, 39, 0.95]]],
    ['token ghp_0123456789abcdefghijABCDEFGHIJ012345.', [['ghp_0123456789abcdefghijABCDEFGHIJ012345', 6, 46, 0.95]]],
    ['slack xoxb-1234567890-abcdefGHIJ', [['xoxb-1234567890-abcdefGHIJ', 6, 32, 0.95]]],
    ['aws AKIAIOSFODNN7EXAMPLE here', [['AKIAIOSFODNN7EXAMPLE', 4, 24, 0.95]]],
    ['g AIzaSyA1234567890abcdefghijklmnopqrstuv end', [['AIzaSyA1234567890abcdefghijklmnopqrstuv', 2, 41, 0.95]]],
    [`Authorization: Bearer ${JWT}`, [[JWT, 22, 147, 0.95]]],
    [`key:\n${PEM}\nend`, [[PEM, 5, 84, 1]]],
    ['PASSWORD=hunter2', [['hunter2', 9, 16, 0.9]]],
    ['{"api_key": "abc123", "user": "ann"}', [['abc123', 13, 19, 0.9]]],
    ['secret: xyz', [['xyz', 8, 11, 0.9]]],
    ['  db_password: "p@ss w0rd"', [['p@ss w0rd', 16, 25, 0.9]]],
    ["export CLIENT_SECRET='s3cr3t'", [['s3cr3t', 22, 28, 0.9]]],
    ['https://x.io/cb?access_token=abc.def&x=1', [['abc.def', 29, 36, 0.9]]],
    ['- apikey: k9', [['k9', 10, 12, 0.9]]],
    ['DB=postgres://app:s3cret@db.internal:5432/app', [['s3cret', 18, 24, 0.9]]],
    ['redis://:pw9@cache:6379', [['pw9', 9, 12, 0.9]]],
    // Keys named for an access, private, signing, encryption or master key.
    ['AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG', [['wJalrXUtnFEMI/K7MDENG', 22, 43, 0.9]]],
    // camelCase keys, a passphrase, a password key after a separator, HTTP credentials.
    ['{"dbPassword": "Tr0ub4dor"}', [['Tr0ub4dor', 16, 25, 0.9]]],
    ['stripeSecretKey = rk9x2m7q', [['rk9x2m7q', 18, 26, 0.9]]],
    ['refreshToken: 7fa1c9e2', [['7fa1c9e2', 14, 22, 0.9]]],
    ['gpg passphrase=blue-otter-42', [['blue-otter-42', 15, 28, 0.9]]],
    ['SMTP_PASS=mailpw77', [['mailpw77', 10, 18, 0.9]]],
    ['curl -H "Authorization: Bearer 4f9d2c7a1b8e6f3d0c5a"', [['4f9d2c7a1b8e6f3d0c5a', 31, 51, 0.9]]],
    ['Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l', [['YWxhZGRpbjpvcGVuc2VzYW1l', 21, 45, 0.9]]],
    ['signing_key: 9f8e7d6c5b4a', [['9f8e7d6c5b4a', 13, 25, 0.9]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'pip install sk-learn-tutorials-and-examples',
    // "pass" glued to a word is another word; "Bearer" before a word is prose; a token count is no token.
    'bypass=cache7',
    'compass=north',
    'the Bearer of bad news',
    'max_tokens: 256',
    'gh_pages ghp_short',
    'AKIAIOSFODNN7EXAMPL',
    'eyJhbGciOi.eyJzdWIiOi',
    `${JWT.replace('eyJhbGci', 'eyJ0eXAi')}`,
    '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq\n-----END PUBLIC KEY-----',
    '-----BEGIN PRIVATE KEY-----\nno end line',
    'PASSWORD=${DB_PASSWORD}',
    'password: ********',
    '"token": null',
    'api_key=<your-api-key>',
    'secret: [SECRET_1]',
    'The secret: be kind.',
    'PWD=/home/ann',
    'password_hash=abc',
    'max_tokens=100',
    'token_type: bearer',
    'postgres://app@db.internal/app',
    'redis://:${REDIS_PASSWORD}@cache:6379',
    // A path to a key file says where the secret is.
    'private_key: ./certs/key.pem',
    'SSL_PRIVATE_KEY=/etc/ssl/private/server.key',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['hunter2', true],
    ['$HOME', false],
    ['${A.B}', false],
    ['%APPDATA%', false],
    ['{{ vault_pw }}', false],
    ['process.env.API_KEY', false],
    ['xxxx', false],
    ['', false],
  ])('isSecretValue(%j) → %s', (value, expected) => {
    expect(isSecretValue(value)).toBe(expected);
  });

  it.each([
    [JWT, true],
    ['eyJ0eXAiOiJKV1QifQ.eyJzdWIiOiIxIn0.x', false],
    ['eyJ!!!.eyJ.x', false],
  ])('jwtHeaderValid(%s) → %s', (token, expected) => {
    expect(jwtHeaderValid(token)).toBe(expected);
  });
});

describe('secret: what a credential value is not', () => {
  const spans = (text: string) => secretRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
  it.each([
    // Basic and Bearer credentials are one token68 (RFC 7235, RFC 6750): words after it are not part of it.
    ['Authorization: Basic YWRtaW46cGFzcw== from 203.0.113.7', ['YWRtaW46cGFzcw==']],
    ['Authorization: Bearer abcDEF123456ghiJKL789 sent', ['abcDEF123456ghiJKL789']],
    // A Kubernetes Secret's `data:` holds base64 only; an address there is not a data value. `stringData:` is plain.
    ['apiVersion: v1\nkind: Secret\ndata:\n  host: 10.0.0.5\n  password: V2ludGVyMjAyNA==\n', ['V2ludGVyMjAyNA==']],
    ['apiVersion: v1\nkind: Secret\nstringData:\n  password: Winter 2024!\n', ['Winter 2024!']],
  ])('%j', (text, expected) => {
    expect(spans(text)).toEqual(expected);
  });
});
