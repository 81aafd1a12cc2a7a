import { describe, expect, it } from 'vitest';
import { patternRecognizers } from '../recognizers/index.js';
import { analyzeLayout } from '../structure/layout.js';
import { createEngine } from './analyzer.js';
import { isOptIn } from '../entity-types.js';
import { OPT_IN_WARM_UP_TEXT, WARM_UP_TEXT, warmUpEngine } from './warm-up.js';

describe('warm-up', () => {
  // A path the text does not take is a regular expression still compiled on the first request.
  it('takes every pattern recognizer down each of its main paths', () => {
    const layout = analyzeLayout(WARM_UP_TEXT);
    const reasons = new Set(
      patternRecognizers()
        .flatMap((r) => r.analyze({ text: WARM_UP_TEXT, layout }))
        .filter((d) => !isOptIn(d.type))
        .map((d) => `${d.type}:${d.reason}`),
    );
    expect([...reasons].sort()).toEqual([
      'ADDRESS:po_box+postcode',
      'ADDRESS:route+postcode',
      'ADDRESS:street+postcode',
      'ADDRESS:street_de+postcode',
      'ADDRESS:street_fr+postcode',
      'ADDRESS:street_name_first+postcode',
      'ADDRESS:street_untyped+postcode',
      'ADDRESS:unit_first+postcode',
      'CREDIT_CARD:luhn_valid+context:card',
      'DEA_NUMBER:dea_checksum+context:dea',
      'EMAIL_ADDRESS:email_valid_domain',
      'MRN:column:mrn',
      'MRN:context:mrn',
      'NPI:npi_luhn+context:npi',
      'PHONE_NUMBER:phone_bare',
      'PHONE_NUMBER:phone_international',
      'PHONE_NUMBER:phone_internationalPossible',
      'PHONE_NUMBER:phone_national',
      'PHONE_NUMBER:phone_us',
      'SSN:context:ssn',
      'SSN:context:ssn_bare',
    ]);
  });

  it('takes every opt-in recognizer down each of its main paths', () => {
    const layout = analyzeLayout(OPT_IN_WARM_UP_TEXT);
    const reasons = new Set(patternRecognizers().flatMap((r) => r.analyze({ text: OPT_IN_WARM_UP_TEXT, layout })).filter((d) => isOptIn(d.type)).map((d) => `${d.type}:${d.reason}`));
    expect([...reasons].sort()).toEqual([
      'DATE:date_iso',
      'DATE:date_numeric',
      'DATE:date_text',
      'DATE_OF_BIRTH:date+context:birth',
      'IBAN:iban_mod97+context:iban',
      'IP_ADDRESS:ipv4_valid+context:ip',
      'IP_ADDRESS:ipv6_valid+context:ip',
      'SECRET:jwt',
      'SECRET:pem_private_key',
      'SECRET:secret_field',
      'SECRET:secret_prefix:aws',
      'SECRET:secret_prefix:openai',
      'SECRET:url_password',
      'URL:url_scheme',
      'URL:url_www',
    ]);
  });

  it('lays the text out as tables, lists and key-value lines', () => {
    const regions = new Set(analyzeLayout(WARM_UP_TEXT).lines.map((l) => l.region));
    expect([...regions].sort()).toEqual(['key_value', 'list', 'paragraph', 'table']);
  });

  it('leaves the engine answering as before', () => {
    const engine = createEngine(patternRecognizers());
    const text = 'Call (617) 555-0134 or write to ann@example.com';
    const before = createEngine(patternRecognizers()).analyze(text);
    warmUpEngine(engine);
    expect(engine.analyze(text)).toEqual(before);
  });
});
