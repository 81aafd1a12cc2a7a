import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { classifyLabel, LABEL_CLASS, tokenFields } from './field-labels.js';
import { tokenize } from './tokenizer.js';

describe('classifyLabel', () => {
  it.each([
    ['Patient Name', LABEL_CLASS.person],
    ['Emergency contact', LABEL_CLASS.person],
    ['Rendering provider', LABEL_CLASS.person],
    ['Reports to', LABEL_CLASS.person],
    ['Name', LABEL_CLASS.person],
    ['Company name', LABEL_CLASS.organisation],
    ['Employer', LABEL_CLASS.organisation],
    ['Home address', LABEL_CLASS.address],
    ['Work location', LABEL_CLASS.location],
    ['City', LABEL_CLASS.location],
    ['Username', LABEL_CLASS.other],
    ['Email', LABEL_CLASS.other],
    ['DOB', LABEL_CLASS.other],
    [null, LABEL_CLASS.none],
  ] as const)('%s', (label, expected) => {
    expect(classifyLabel(label)).toBe(expected);
  });
});

describe('tokenFields', () => {
  it('gives each value token its label class and marks the first token', () => {
    const text = 'Patient: Ann Lee\nCity: Rome';
    const tokens = tokenize(text);
    const fields = tokenFields(tokens, analyzeLayout(text));
    expect(Array.from(fields.labelClass)).toEqual([0, 0, 1, 1, 0, 0, 2]);
    expect(Array.from(fields.fieldStart)).toEqual([0, 0, 1, 0, 0, 0, 1]);
  });

  it('marks table header cells and labels body cells with their column', () => {
    const text = 'Name | City\nAnn | Rome\nBob | Oslo';
    const fields = tokenFields(tokenize(text), analyzeLayout(text));
    expect(Array.from(fields.labelClass)).toEqual([6, 0, 6, 1, 0, 2, 1, 0, 2]);
  });
});
