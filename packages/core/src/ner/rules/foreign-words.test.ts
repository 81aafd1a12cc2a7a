import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['anna', 'frank', 'jürgen', 'julio', 'lucía', 'maria', 'cara', 'valentina', 'agnieszka'],
  last: ['becker', 'müller', 'schmidt', 'hause', 'kosten', 'weber'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['the', 'is', 'on', 'and', 'bitte'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('capitalised words of other languages', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // Weekdays and months alone are dates; a given name spelt like a month stays.
    ['Bitte Zahlung bis Freitag.', [['PERSON', 'Freitag']], []],
    ['Nos vemos el Lunes en la oficina.', [['PERSON', 'Lunes']], []],
    ['Spotkanie w Piątek.', [['PERSON', 'Piątek']], []],
    ['Neighbor: Julio — 312', [['PERSON', 'Julio']], ['PERSON:Julio']],
    // In a German sentence a lone capitalised noun is no name, at a span's edge function words go.
    ['Frau Müller war nicht zu Hause.', [['PERSON', 'Müller'], ['PERSON', 'Hause']], ['PERSON:Müller']],
    ['Die Kosten trägt der Arbeitgeber und die Firma.', [['PERSON', 'Kosten']], []],
    ['Bitte senden Sie die Unterlagen.', [['PERSON', 'Bitte senden Sie']], []],
    ['Guten Tag, die Besprechung mit Anna Becker ist morgen. Bitte Unterlagen mitbringen.', [['PERSON', 'Anna Becker'], ['PERSON', 'Bitte Unterlagen']], ['PERSON:Anna Becker']],
    // Listed given names, names after a title and two-word names stay in German.
    ['Der Fahrer hat Frank angerufen, aber er ist nicht da.', [['PERSON', 'Frank']], ['PERSON:Frank']],
    ['Die Rechnung wurde an Herrn Schmidt geschickt.', [['PERSON', 'Schmidt']], ['PERSON:Schmidt']],
    ['Ich habe mit Oluwaseun Adeyemi gesprochen und das ist gut.', [['PERSON', 'Oluwaseun Adeyemi']], ['PERSON:Oluwaseun Adeyemi']],
    // A letter's salutation and the title after it are no part of the name; closing words are no names.
    ['Estimada Valentina Ríos: le confirmamos', [['PERSON', 'Estimada Valentina Ríos']], ['PERSON:Valentina Ríos']],
    ['Szanowna Pani Agnieszka Zielińska, dziękujemy', [['PERSON', 'Szanowna Pani Agnieszka Zielińska']], ['PERSON:Agnieszka Zielińska']],
    ['Cara Maria, tudo bem?', [['PERSON', 'Cara Maria']], ['PERSON:Maria']],
    ['Cara Delevingne walked.', [['PERSON', 'Cara Delevingne']], ['PERSON:Cara Delevingne']],
    ['or refund me. — Cara', [['PERSON', 'Cara']], ['PERSON:Cara']],
    ['Saludos, Equipo de Ventas', [['PERSON', 'Saludos']], []],
    ['Atenciosamente Lucía', [['PERSON', 'Atenciosamente Lucía']], ['PERSON:Atenciosamente Lucía']],
    // Lower case is never read as German nouns.
    ['jetzt kann ich schon von justin bieber und das', [['PERSON', 'justin bieber']], ['PERSON:justin bieber']],
    // English text with one stray German word is left alone.
    ['The meeting with Weber is on Monday and Kosten will join.', [['PERSON', 'Weber'], ['PERSON', 'Kosten']], ['PERSON:Weber', 'PERSON:Kosten']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
