import { describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError } from './args.js';

describe('parseAdminArgs', () => {
  it('parses keys create with and without --rpm and --json', () => {
    expect(parseAdminArgs(['keys', 'create', '--org', ' Acme Ltd ', '--plan', 'pro_plus'])).toEqual({
      kind: 'keys-create', org: 'Acme Ltd', plan: 'pro_plus', rpm: null, json: false,
    });
    expect(parseAdminArgs(['keys', 'create', '--json', '--org=Load', '--plan', 'enterprise', '--rpm', '100000'])).toEqual({
      kind: 'keys-create', org: 'Load', plan: 'enterprise', rpm: 100_000, json: true,
    });
  });

  it('parses keys revoke and help', () => {
    expect(parseAdminArgs(['keys', 'revoke', 'sk_AbC12xy', '--json'])).toEqual({ kind: 'keys-revoke', prefix: 'sk_AbC12xy', json: true });
    expect(parseAdminArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseAdminArgs(['keys', 'create', '-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /missing command/],
    [['users', 'list'], /unknown command "users"/],
    [['keys'], /missing keys command/],
    [['keys', 'rotate'], /unknown keys command "rotate"/],
    [['keys', 'create', '--plan', 'pro'], /needs --org NAME/],
    [['keys', 'create', '--org', '   ', '--plan', 'pro'], /needs --org NAME/],
    [['keys', 'create', '--org', 'x'.repeat(201), '--plan', 'pro'], /limited to 200 characters/],
    [['keys', 'create', '--org', 'Acme'], /needs --plan free\|pro\|pro_plus\|enterprise/],
    [['keys', 'create', '--org', 'Acme', '--plan', 'gold'], /--plan must be one of/],
    [['keys', 'create', '--org', 'Acme', '--plan', 'pro', '--rpm', '10'], /--rpm applies only to --plan enterprise/],
    [['keys', 'create', '--org', 'Acme', '--plan', 'enterprise', '--rpm', '0'], /--rpm must be a positive whole number/],
    [['keys', 'create', '--org', 'Acme', '--plan', 'enterprise', '--rpm', '1.5'], /--rpm must be a positive whole number/],
    [['keys', 'create', '--org', 'Acme', '--plan', 'pro', 'extra'], /unexpected argument "extra"/],
    [['keys', 'create', '--org', 'Acme', '--plan', 'pro', '--colour'], /Unknown option '--colour'/],
    [['keys', 'create', '--org'], /--org/],
    [['keys', 'revoke'], /exactly one KEY_PREFIX/],
    [['keys', 'revoke', 'sk_a', 'sk_b'], /exactly one KEY_PREFIX/],
    [['keys', 'revoke', 'sk_'], /at least 7 characters/],
    [['keys', 'revoke', 'pk_abcdefgh'], /must start with "sk_"/],
    [['keys', 'revoke', 'sk_abcdefgh', '--plan', 'pro'], /takes only KEY_PREFIX/],
  ])('rejects %j', (args, message) => {
    expect(() => parseAdminArgs(args)).toThrow(UsageError);
    expect(() => parseAdminArgs(args)).toThrow(message);
  });
});
