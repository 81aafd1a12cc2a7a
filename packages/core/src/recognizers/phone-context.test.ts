import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { phoneContext } from './phone-context.js';

/** The context of the number written as "#" in `text`. */
function contextOf(template: string, number = '612 345 678'): string {
  const start = template.indexOf('#');
  const text = template.replace('#', number);
  return phoneContext({ text, layout: analyzeLayout(text) }, start, start + number.length);
}

describe('phoneContext', () => {
  it.each([
    ['Tel.: #', 'rightBefore'],
    ['call me at #', 'rightBefore'],
    ['Callback number: #', 'rightBefore'],
    ['my phoen is #', 'rightBefore'],
    ['name,phone,city\nAnn,#,Oslo', 'labelled'],
    ['Ana # (móvil)', 'labelled'],
    ['Ana Berg\nM: #', 'labelled'],
    ['Ana Berg\nE: #', 'none'],
    ['Kind regards,\nAna Berg\nSolaris SA\n#', 'labelled'],
    ['Kind regards,\nAna Berg\nSolaris SA\nroom #', 'none'],
    ['Ana – # home phone', 'labelled'],
    ['llámame mañana por la tarde al #', 'near'],
    ['Phone: +1 212 555 0100, order #', 'none'],
    ['phone lost, IMEI: #', 'none'],
    ['we sold # units', 'none'],
  ])('%j → %s', (template, expected) => {
    expect(contextOf(template)).toBe(expected);
  });
});
