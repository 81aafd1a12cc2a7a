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
    ['Emergency contacts:\n- Ana Berg (Lyon): #', 'labelled'],
    ['Phone numbers:\n* Ana: 612 345 000\n* Rui (Porto): #', 'labelled'],
    ['Emergency contacts:\n1. Ana Berg\n2. Rui (Porto): #', 'labelled'],
    ['Emergency contacts:\n\n- Ana Berg (Lyon): #', 'near'],
    ['Order lines:\n- Ana Berg (Lyon): #', 'none'],
    ['Emergency contacts:\n- Ana Berg (Lyon), Rua Augusta 1, Lisboa\n- Rui Costa (Porto), Praça 3: #', 'labelled'],
    ['Emergency contacts for the school trip next week:\n\n- Ana Berg (Lyon), Rua Augusta 1\n- Rui: #', 'none'],
    ['Emergency contacts are listed below.\n- Ana Berg (Lyon): #', 'near'],
    ['Emergency contacts:\nAna Berg (Lyon): #', 'near'],
  ])('%j → %s', (template, expected) => {
    expect(contextOf(template)).toBe(expected);
  });
});
