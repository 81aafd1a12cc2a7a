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
    // One-word and other languages' labels for a name.
    ['Surname', LABEL_CLASS.person],
    ['Vorname', LABEL_CLASS.person],
    ['apellido', LABEL_CLASS.person],
    ['Nazwisko', LABEL_CLASS.person],
    ['prénom', LABEL_CLASS.person],
    ['FN', LABEL_CLASS.person],
    ['Nombre de la empresa', LABEL_CLASS.other],
    ['Status', LABEL_CLASS.other],
    ['Employer', LABEL_CLASS.organisation],
    ['Home address', LABEL_CLASS.address],
    ['Work location', LABEL_CLASS.location],
    ['City', LABEL_CLASS.location],
    // Place labels of Spanish, Portuguese, French, German, Italian, Dutch and Polish forms.
    ['País', LABEL_CLASS.location],
    ['Ciudad de residencia', LABEL_CLASS.location],
    ['Cidade', LABEL_CLASS.location],
    ['Ville', LABEL_CLASS.location],
    ['Lieu de naissance', LABEL_CLASS.location],
    ['Land', LABEL_CLASS.location],
    ['Wohnort', LABEL_CLASS.location],
    ['Città', LABEL_CLASS.location],
    ['Woonplaats', LABEL_CLASS.location],
    ['Miasto', LABEL_CLASS.location],
    ['Województwo', LABEL_CLASS.location],
    // Not: a word that only contains one ("Portal", "Landlord", "Comunidad"), marital status.
    ['Portal', LABEL_CLASS.other],
    ['Landlord', LABEL_CLASS.person],
    ['Estado civil', LABEL_CLASS.other],
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
    const fields = tokenFields(text, tokens, analyzeLayout(text));
    expect(Array.from(fields.labelClass)).toEqual([0, 0, 1, 1, 0, 0, 2]);
    expect(Array.from(fields.fieldStart)).toEqual([0, 0, 1, 0, 0, 0, 1]);
  });

  it('marks table header cells and labels body cells with their column', () => {
    const text = 'Name | City\nAnn | Rome\nBob | Oslo';
    const fields = tokenFields(text, tokenize(text), analyzeLayout(text));
    expect(Array.from(fields.labelClass)).toEqual([6, 0, 6, 1, 0, 2, 1, 0, 2]);
  });

  // Free text after a label is prose: the label describes short values only.
  it.each([
    ['Customer notes: I was in Dallas last week', 'Dallas', 0],
    ['Patient: she says her son Tom drove her here', 'Tom', 0],
    ['Reason for call: wants to move the account to Austin', 'Austin', 0],
    ['Customer: Maria Smith', 'Maria', 1],
    ['Patient name: Maria de la Cruz', 'Cruz', 1],
    ['Contact: Ann Lee (daughter)', 'Ann', 1],
    ['City: São Paulo', 'Paulo', 2],
  ])('%s → label class of %s is %i', (text, word, labelClass) => {
    const tokens = tokenize(text);
    const fields = tokenFields(text, tokens, analyzeLayout(text));
    const i = Array.from(tokens.starts).findIndex((s) => text.startsWith(word, s));
    expect(fields.labelClass[i]).toBe(labelClass);
  });
});
