import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from './cli-args.js';

const env = { SANITIZER_API_KEY: 'sk_test', SANITIZER_URL: 'http://127.0.0.1:9' };

describe('parseCli', () => {
  it('takes a session id that starts with a dash as the value of --session', () => {
    expect(parseCli(['rehydrate', '--session', '-Xk3abcdefghijklmnopqr', 'reply.txt'], env)).toMatchObject({
      command: 'rehydrate',
      session: '-Xk3abcdefghijklmnopqr',
      files: ['reply.txt'],
    });
    expect(parseCli(['sanitize', '--session=-Ab', 'a.txt'], env)).toMatchObject({ session: '-Ab', files: ['a.txt'] });
  });

  it('still refuses an option where a value belongs', () => {
    expect(() => parseCli(['rehydrate', '--session', '--json'], env)).toThrow(UsageError);
  });
});
