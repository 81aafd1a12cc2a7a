import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { addressRecognizer } from './address.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('addressRecognizer: flats, floors and house-number suffixes written after the street', () => {
  it.each([
    ['Storgatan 2, lgh 1253, 211 20 Malmö', 'Storgatan 2, lgh 1253, 211 20 Malmö'],
    ['Kongensgade 117, 2. th.\n2100 København Ø\nDenmark', 'Kongensgade 117, 2. th.\n2100 København Ø\nDenmark'],
    ['Vesterbrogade 68, st., 1620 København V', 'Vesterbrogade 68, st., 1620 København V'],
    ['Rua Garrett, 236, 3.º Dto., 4700-321 Braga', 'Rua Garrett, 236, 3.º Dto., 4700-321 Braga'],
    ['Avenida dos Aliados 367, 1.º\n3000-123 Coimbra', 'Avenida dos Aliados 367, 1.º\n3000-123 Coimbra'],
    ['Avenida da Liberdade 376, R/C\n1100-053 Lisboa', 'Avenida da Liberdade 376, R/C\n1100-053 Lisboa'],
    ['Paseo Mayor, 149, 3º B, 29005 Málaga', 'Paseo Mayor, 149, 3º B, 29005 Málaga'],
    ['Calle de Atocha, 56, 2º izq., 08008 Barcelona', 'Calle de Atocha, 56, 2º izq., 08008 Barcelona'],
    ['Av. Corrientes 2544, Piso 4 Depto. C, S2000 Rosario', 'Av. Corrientes 2544, Piso 4 Depto. C, S2000 Rosario'],
    ['Puistokatu 54 as. 7, 00100 Helsinki', 'Puistokatu 54 as. 7, 00100 Helsinki'],
    ['Wetstraat 63 bus 16, 1000 Brussel', 'Wetstraat 63 bus 16, 1000 Brussel'],
    ['Prinsengracht 94-H, 1016 GV Amsterdam', 'Prinsengracht 94-H, 1016 GV Amsterdam'],
    ['Hoofdweg 265 II, 1817 HT Alkmaar', 'Hoofdweg 265 II, 1817 HT Alkmaar'],
    ['Vicolo Cavour 176/B, 80134 Napoli', 'Vicolo Cavour 176/B, 80134 Napoli'],
    ['Send it to 120bis rue des Écoles, 75011 Paris', '120bis rue des Écoles, 75011 Paris'],
    ['Avenida Brasil, 1154, apto. 1203 - Savassi, Belo Horizonte - MG, 01200-390', 'Avenida Brasil, 1154, apto. 1203 - Savassi, Belo Horizonte - MG, 01200-390'],
    ['2777, avenue Willms, app. 332, Montréal, QC H3B 3N9', '2777, avenue Willms, app. 332, Montréal, QC H3B 3N9'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: a floor needs its marker or side', () => {
  it.each([
    ['Kongensgade 117, 2. Then we left.', 'Kongensgade 117'],
    ['Storgatan 2, 12 people came.', 'Storgatan 2'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});
