import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { hostValid, urlRecognizer, withoutTrailingPunctuation } from './url.js';

function found(text: string): [string, number, number, number][] {
  return urlRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('urlRecognizer', () => {
  it.each([
    ['see https://example.com/a?b=1#c.', [['https://example.com/a?b=1#c', 4, 31, 0.95]]],
    ['(http://en.wikipedia.org/wiki/Foo_(bar))', [['http://en.wikipedia.org/wiki/Foo_(bar)', 1, 39, 0.95]]],
    ['(see http://a.io/x), then', [['http://a.io/x', 5, 18, 0.95]]],
    ['go to www.example.org, or', [['www.example.org', 6, 21, 0.9]]],
    ['FTP://files.example.net:21/pub', [['FTP://files.example.net:21/pub', 0, 30, 0.95]]],
    ['http://localhost:8080/health!', [['http://localhost:8080/health', 0, 28, 0.95]]],
    ['http://10.0.0.1/x and http://[2001:db8::1]:443/', [['http://10.0.0.1/x', 0, 17, 0.95], ['http://[2001:db8::1]:443/', 22, 47, 0.95]]],
    ['"https://user:pw@host.example.com/p"', [['https://user:pw@host.example.com/p', 1, 35, 0.95]]],
    ['link: <https://münchen.de/straße>', [['https://münchen.de/straße', 7, 32, 0.95]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'write to ann@example.com',
    'ann@www.example.com',
    'mailto:ann@example.com',
    'example.com alone',
    'http://nodot/path',
    'https://-bad-.com',
    'https://example.123',
    'xhttp://example.com',
    'the www. prefix',
    'file:///etc/hosts',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['https://a.io/x).', 'https://a.io/x'],
    ['https://a.io/f(x)', 'https://a.io/f(x)'],
    ['https://a.io/?q=1;', 'https://a.io/?q=1'],
    ['https://a.io/x]', 'https://a.io/x'],
  ])('withoutTrailingPunctuation(%s) → %s', (url, expected) => {
    expect(withoutTrailingPunctuation(url)).toBe(expected);
  });

  it('trims a long run of closing brackets in linear time', () => {
    expect(withoutTrailingPunctuation(`http://a.io/${')'.repeat(50_000)}`)).toBe('http://a.io/');
  });

  it.each([
    ['example.co.uk', true],
    ['localhost', true],
    ['256.1.1.1', false],
    ['[::1]', true],
    ['a..b.com', false],
    ['com', false],
  ])('hostValid(%s) → %s', (host, expected) => {
    expect(hostValid(host)).toBe(expected);
  });
});
