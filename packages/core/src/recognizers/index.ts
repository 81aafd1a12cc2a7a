import type { Recognizer } from '../recognizer.js';
import { addressRecognizer } from './address/address.js';
import { creditCardRecognizer } from './credit-card.js';
import { dateOfBirthRecognizer } from './date-of-birth.js';
import { dateRecognizer } from './date.js';
import { deaRecognizer } from './dea.js';
import { emailRecognizer } from './email.js';
import { ibanRecognizer } from './iban.js';
import { ipAddressRecognizer } from './ip-address.js';
import { mrnRecognizer } from './mrn.js';
import { npiRecognizer } from './npi.js';
import { phoneRecognizer } from './phone/phone.js';
import { secretRecognizer } from './secret/index.js';
import { ssnRecognizer } from './ssn.js';
import { urlRecognizer } from './url.js';

/**
 * The built-in pattern recognizers (everything except the PERSON/LOCATION
 * model, which needs its weights passed in), the opt-in ones included: the
 * engine runs those only when a request names their types. Order does not
 * matter: overlaps are decided afterwards by `resolveOverlaps`.
 */
export function patternRecognizers(): Recognizer[] {
  return [
    emailRecognizer,
    phoneRecognizer,
    ssnRecognizer,
    creditCardRecognizer,
    npiRecognizer,
    deaRecognizer,
    mrnRecognizer,
    addressRecognizer,
    ipAddressRecognizer,
    ibanRecognizer,
    urlRecognizer,
    secretRecognizer,
    dateRecognizer,
    dateOfBirthRecognizer,
  ];
}
