import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
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
    // A vCard's TEL property (RFC 6350), whatever its parameters; no other property. (A phone word among the
    // parameters or in the key may name the number right before it: the stronger reading.)
    ['BEGIN:VCARD\nFN:Ana Berg\nTEL;TYPE=cell:#', 'rightBefore'],
    ['BEGIN:VCARD\nitem1.TEL;type=HOME:#', 'labelled'],
    ['BEGIN:VCARD\nTEL;VALUE=uri;TYPE=work:tel:#', 'rightBefore'],
    ['BEGIN:VCARD\nNOTE:#', 'none'],
    // JSON keys and log keys that name a phone number, in any spelling of keys.
    ['{"name": "Ana", "phoneNumber": "#"}', 'labelled'],
    ['{"mobileNo": "#"}', 'labelled'],
    ["{'contact_phone': '#'}", 'rightBefore'],
    ['{"orderNo": "#"}', 'none'],
    ['{"WhatsApp": "#"}', 'rightBefore'],
    ['otp sent msisdn=#', 'rightBefore'],
    ['user updated phoneNumber="#"', 'rightBefore'],
    ['latency_ms=#', 'none'],
    // A CSV whose cells quote their commas (RFC 4180) keeps its columns.
    ['id,name,phone,total\n1,"Smith, Ann",#,"€ 1.234,56"\n2,"Lee, Bo",913 456 789,"$2,093.38"', 'labelled'],
    // A signature's one-letter label.
    ['Kind regards,\nAna Berg\nSolaris SA\nT #', 'labelled'],
    ['Kind regards,\nAna Berg\nSolaris SA\nRoom #', 'none'],
    // Phone words of more languages and their abbreviations.
    ['Tfno. #', 'rightBefore'],
    ['Tlm.: #', 'rightBefore'],
    ['মোবাইল: #', 'rightBefore'],
    ['聯絡電話：#', 'rightBefore'],
    ['電話番号: #', 'rightBefore'],
    ['มือถือ #', 'rightBefore'],
    ['No. Telp: #', 'rightBefore'],
    ['ok new no. #', 'rightBefore'],
    ["טל' #", 'rightBefore'],
    ['الهاتف: #', 'rightBefore'],
    ['ＴＥＬ：#', 'rightBefore'],
    ['联系方式：#', 'rightBefore'],
    ['मोबाइल: #', 'rightBefore'],
    ['Telepono: #', 'rightBefore'],
  ])('%j → %s', (template, expected) => {
    expect(contextOf(template)).toBe(expected);
  });
});

describe('phoneContext: a phone word names the number after it, not one after that', () => {
  it.each([
    // Another number between the word and this one: that one was named.
    ['Tel. 0316/454217, #, Japan', '972-7051', 'none'],
    ['Mobile +1 416 555 0192, # Tokyo', '860-6956', 'none'],
    ['Phone 0805 894 2849, CEP #.', '53733-760', 'none'],
    // Unless joined to it as another way to call: a joining word, or punctuation between numbers of one length.
    ['call me on 790 927 918 or #', '723 608 888', 'near'],
    ['ruf an 030 1234567 oder #', '0151 2345678', 'near'],
    ['teléfono +34 939 98 94 85 / # (tardes)', '739 19 88 74', 'near'],
    ['phone 612 345 678, #', '913 456 789', 'near'],
  ])('%j with %s → %s', (template, number, expected) => {
    expect(contextOf(template, number)).toBe(expected);
  });
});
