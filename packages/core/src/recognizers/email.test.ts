import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { emailRecognizer } from './email.js';

function found(text: string): [string, number, number][] {
  return emailRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end]);
}

describe('emailRecognizer', () => {
  it.each([
    ['write to ann@example.com today', [['ann@example.com', 9, 24]]],
    ['From: Iva <iva.feeney@river-bend.org>', [['iva.feeney@river-bend.org', 11, 36]]],
    ['end of sentence: j_doe+tag@mail.co.uk.', [['j_doe+tag@mail.co.uk', 17, 37]]],
    ['user=ops.team@hey.com ip=10.0.0.1', [['ops.team@hey.com', 5, 21]]],
    ['mailto:x@y.io', [['x@y.io', 7, 13]]],
    ['josé@correo.españa.es', [['josé@correo.españa.es', 0, 21]]],
    ['.lead@dot.com', [['lead@dot.com', 1, 13]]],
    ['a@b.com, c@d.org', [['a@b.com', 0, 7], ['c@d.org', 9, 16]]],
    // Where the walk stops: ASCII marks that are in no address, letters of any script, a lone surrogate half.
    ['<50%off+x@shop.io>', [['50%off+x@shop.io', 1, 17]]],
    ['(ann@exämple.de)', [['ann@exämple.de', 1, 15]]],
    ['ü#ann@b.io', [['ann@b.io', 2, 10]]],
    ['\ud800ann@b.io', [['ann@b.io', 1, 9]]],
    ['ann@b.io\u00a0next', [['ann@b.io', 0, 8]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'user@localhost',
    'a@b.c',
    'x@-bad.com',
    'x@bad-.com',
    'x@bad..com',
    'john..doe@x.com',
    'john.@x.com',
    'icon@2x.png',
    'npm i pkg@1.2.3',
    '@handle and @ alone',
    'price @ 3.50',
    `${'a'.repeat(65)}@x.com`,
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('reports type, score, recognizer and a reason code', () => {
    const [d] = emailRecognizer.analyze({ text: 'a@b.com', layout: analyzeLayout('a@b.com') });
    expect(d).toMatchObject({ type: 'EMAIL_ADDRESS', score: 0.95, recognizer: 'email', reason: 'email_valid_domain' });
  });
});
