import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { keyWords } from './field-values.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['pieter', 'jana', 'grace', 'abebe', 'olena', 'aminu', 'sipho', 'halvor'],
  last: ['vries', 'bekele', 'shevchenko', 'bello', 'nkosi', 'nilsen'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['active', 'lead', 'pending', 'admin', 'editor', 'grace', 'website', 'manager', 'north', 'the', 'is'], ['pivotal'], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('record values that are no people', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // Under an attribute or organisation column, a capitalised value is a state or a firm.
    ['id,first_name,company,status\n1,Pieter,Globex,Active\n', [['PERSON', 'Pieter'], ['PERSON', 'Globex'], ['PERSON', 'Active']], ['PERSON:Pieter']],
    ['name;role;team\nJana;Developer;Platform\n', [['PERSON', 'Jana'], ['PERSON', 'Developer'], ['PERSON', 'Platform']], ['PERSON:Jana']],
    // JSON, YAML and key=value keys say the same.
    ['{"first_name": "Abebe", "status": "Pending", "source": "Website", "owner": "Olena Shevchenko"}', [['PERSON', 'Abebe'], ['PERSON', 'Pending'], ['PERSON', 'Website'], ['PERSON', 'Olena Shevchenko']], ['PERSON:Abebe', 'PERSON:Olena Shevchenko']],
    ['{"accountStatus": "Initech", "leadSource": "Referral"}', [['PERSON', 'Initech'], ['PERSON', 'Referral']], []],
    ['event=order.created customer_name="Sipho Nkosi" tier=Gold', [['PERSON', 'Sipho Nkosi'], ['PERSON', 'Gold']], ['PERSON:Sipho Nkosi']],
    // A literal without a key: everyday words no list holds as a name are a value, a name stays.
    ["VALUES (1, 'Aminu', 'Bello', 'Editor')", [['PERSON', 'Aminu'], ['PERSON', 'Bello'], ['PERSON', 'Editor']], ['PERSON:Aminu', 'PERSON:Bello']],
    // A header row that names known columns holds column names; a first row of names does not.
    ['Kontakt,Vorname,Nachname,Status\n1,Pieter,Vries,Aktiv\n', [['PERSON', 'Kontakt'], ['PERSON', 'Pieter'], ['PERSON', 'Vries']], ['PERSON:Pieter', 'PERSON:Vries']],
    ['Pieter,Jana,Olena\nAbebe,Aminu,Sipho\n', [['PERSON', 'Pieter'], ['PERSON', 'Abebe']], ['PERSON:Pieter', 'PERSON:Abebe']],
    // Any name inside a firm's value is the firm's.
    ['Id,Firma,Status\n1,Stavby s.r.o.,Aktiv\n2,Globex,Aktiv\n', [['PERSON', 'Stavby']], []],
    ['Employer: Globex Partners — supervisor Halvor Nilsen, 443.435.8459', [['PERSON', 'Halvor Nilsen']], ['PERSON:Halvor Nilsen']],
    // A name inside a value for goods is a product.
    ['Items: Calvin Klein x3 — £60.03\nTotal: £60.03', [['PERSON', 'Calvin Klein']], []],
    ['Customer: Halvor Nilsen\nTotal: £60.03', [['PERSON', 'Halvor Nilsen']], ['PERSON:Halvor Nilsen']],
    // A place key with a plain word for a value: a state of a record, not a person.
    ['{"state": "Pending"}', [['PERSON', 'Pending']], []],
    // SQL: the column list names each literal of the VALUES tuples.
    ["INSERT INTO users (id, name, role) VALUES (1, 'Halvor Nilsen', 'Globex'), (2, 'Jana', 'Initech');", [['PERSON', 'Halvor Nilsen'], ['PERSON', 'Globex'], ['PERSON', 'Initech']], ['PERSON:Halvor Nilsen', 'PERSON:Jana']],
    // A comma-separated line of prose may read as a table row: its everyday words are left to the tagger.
    ['Pivotal , a Royal Ascot winner in June , may run', [['PERSON', 'Pivotal']], ['PERSON:Pivotal']],
    // A person key keeps even a word value; a listed given name stays anywhere.
    ['{"contact": "Grace"}', [['PERSON', 'Grace']], ['PERSON:Grace']],
    ['{"note": "Grace"}', [['PERSON', 'Grace']], ['PERSON:Grace']],
    // Not a whole value: prose in a value, or a span that is only part of it, is left alone.
    ['{"status": "Approved by Halvor Nilsen"}', [['PERSON', 'Halvor Nilsen']], ['PERSON:Halvor Nilsen']],
    ['The status is Active today, said Halvor Nilsen.', [['PERSON', 'Halvor Nilsen']], ['PERSON:Halvor Nilsen']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });

  it.each<[string, FoundSpan[], string[]]>([
    // A quoted value under a person key that reads as a name is a name, whole.
    ['{"requester": {"firstName": "Pieter", "lastName": "Vries"}}', [], ['PERSON:Pieter', 'PERSON:Vries']],
    ["UPDATE accounts SET owner_name = 'Halvor Nilsen', tier = 'Gold'", [['PERSON', 'Nilsen']], ['PERSON:Halvor Nilsen']],
    ['{"apellido": "Bekele", "nombre": "Abebe"}', [], ['PERSON:Bekele', 'PERSON:Abebe']],
    // Not a name: everyday words, a handle key, a non-person key, digits.
    ['{"full_name": "Pending Review"}', [], []],
    ['{"username": "Pieter"}', [], []],
    ['{"city": "Pieter"}', [], []],
    ['{"name": "Order 42"}', [], []],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });

  it('keeps names in a results table whose first row holds a surname that is a key word', () => {
    const text = '66 Stephen Field , Halvor Nilsen , Sipho Nkosi , Max Anglert\n67 Pieter Vries , Aminu Bello , Jana Status , Olena Shevchenko\n68 Abebe Bekele , Ian Pyman , Carl Suneson , Miles Tunnicliff\n';
    expect(rules(text, [['PERSON', 'Halvor Nilsen']])).toContain('PERSON:Halvor Nilsen');
  });

  it('keeps names in a row of names read as a header ("Dr" names no column)', () => {
    const text = 'Present: Pieter Vries, Halvor Nilsen, Dr. Jana\nApologies: Abebe Bekele, Sipho Nkosi, Dr Olena\nActions: Aminu Bello, Olena Shevchenko, Dr Sipho\n';
    expect(rules(text, [['PERSON', 'Halvor Nilsen']])).toContain('PERSON:Halvor Nilsen');
  });

  it.each([
    ['lead_status', ['lead', 'status']],
    ['jobTitle', ['job', 'title']],
    ['Account Owner', ['account', 'owner']],
    ['', []],
  ])('splits the key %s into words', (key, words) => {
    expect(keyWords(key)).toEqual(words);
  });
});
