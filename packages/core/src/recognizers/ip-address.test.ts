import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { ipAddressRecognizer, ipv4Valid, ipv6Valid } from './ip-address.js';

function found(text: string): [string, number, number, number][] {
  return ipAddressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('ipAddressRecognizer', () => {
  it.each([
    ['login from 192.168.1.20 at noon', [['192.168.1.20', 11, 23, 0.95]]],
    ['ping 8.8.8.8.', [['8.8.8.8', 5, 12, 0.85]]],
    // A URL that is only its host (after the scheme, user info, a bracket; a port and "/" at most) names the
    // address; a URL that goes on to a path or query scores its host plain, so the URL masks the path too.
    ['curl http://10.0.0.1:8080/ now', [['10.0.0.1', 12, 20, 0.95]]],
    ['https://[2001:db8::1]:8443', [['2001:db8::1', 9, 20, 0.95]]],
    ['redis://:pw@10.1.2.3:6379, then', [['10.1.2.3', 12, 20, 0.95]]],
    ['curl http://10.0.0.1:8080/x', [['10.0.0.1', 12, 20, 0.85]]],
    ['https://[2001:db8::1]:8443/healthz', [['2001:db8::1', 9, 20, 0.85]]],
    ['http://10.2.3.4/patients/maria-lopez', [['10.2.3.4', 7, 15, 0.85]]],
    // A "://" with no scheme before it starts no URL, at the text's start or after another URL.
    ['://10.2.3.4 up', [['10.2.3.4', 3, 11, 0.85]]],
    ['see http://a/?://10.2.3.4', [['10.2.3.4', 17, 25, 0.85]]],
    ['GET https://app.example.com/api?ip=10.2.3.4 ok', [['10.2.3.4', 35, 43, 0.85]]],
    // A "v" inside an e-mail address nearby is no version word.
    ['user=mikko.v@libero.it ip=177.196.237.137', [['177.196.237.137', 26, 41, 0.95]]],
    ['net 0.0.0.0/0 ok', [['0.0.0.0', 4, 11, 0.85]]],
    ['255.255.255.255', [['255.255.255.255', 0, 15, 0.85]]],
    ['IPv6 2001:0db8:85a3:0000:0000:8a2e:0370:7334 seen', [['2001:0db8:85a3:0000:0000:8a2e:0370:7334', 5, 44, 0.95]]],
    ['go to fe80::1ff:fe23:4567:890a now', [['fe80::1ff:fe23:4567:890a', 6, 30, 0.85]]],
    ['loopback ::1', [['::1', 9, 12, 0.85]]],
    ['mapped ::ffff:192.0.2.128 here', [['::ffff:192.0.2.128', 7, 25, 0.85]]],
    ['[2001:db8::1]:443', [['2001:db8::1', 1, 12, 0.85]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'node v10.15.3.1',
    'version 10.15.3.1',
    'v 10.15.3.1',
    'v. 10.15.3.1',
    'see section 1.2.3.4',
    '256.1.1.1',
    '192.168.01.1',
    '1.2.3.4.5',
    'a1.2.3.4',
    '1.2.3',
    'on 05.03.2024',
    'at 12:30:45',
    'mac 00:1A:2B:3C:4D:5E',
    'std::vector and dead::beef',
    '2001:db8::1::2',
    '1:2:3:4:5:6:7:8:9',
    '12345::1',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['255.255.255.256', false],
    ['1.2.3.04', false],
    ['1.2.3', false],
    ['1..2.3', false],
  ])('ipv4Valid(%s) → %s', (ip, expected) => {
    expect(ipv4Valid(ip)).toBe(expected);
  });

  it.each([
    ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7', false],
    ['1:2:3:4:5:6:7::', true],
    ['::', false],
    ['::1', true],
    ['1::2:3::4', false],
    ['::ffff:1.2.3.4', true],
    ['::ffff:1.2.3.400', false],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['1:2:3:4:5:6:7:1.2.3.4', false],
    ['12345::1', false],
    ['abc::def', false],
  ])('ipv6Valid(%s) → %s', (ip, expected) => {
    expect(ipv6Valid(ip)).toBe(expected);
  });
});
