import { BUILT_IN_TYPES, KNOWN_TYPES, OPT_IN_TYPES, type KnownType } from './types.js';

/** What the engine knows about a type besides its name. */
export interface TypeTraits {
  /** Breaks a tie of confidence between overlapping spans: checksum-validated types first, model-based last. */
  readonly priority: number;
  /** Other names accepted for it in `config.entities` (spec). */
  readonly aliases?: readonly string[];
  /** Types a credible span of this type may hold inside it (a street address holds a city). */
  readonly contains?: readonly string[];
}

/**
 * The one table of types: priority, aliases and containment for every type
 * the engine knows. The overlap step, the server's validation, the client and
 * the extension all read it from here.
 */
export const ENTITY_TYPES: Readonly<Record<KnownType, TypeTraits>> = {
  CREDIT_CARD: { priority: 100 },
  SSN: { priority: 95 },
  NPI: { priority: 90 },
  DEA_NUMBER: { priority: 90 },
  EMAIL_ADDRESS: { priority: 85, aliases: ['EMAIL'], contains: ['PERSON', 'LOCATION', 'PHONE_NUMBER', 'ADDRESS'] },
  MRN: { priority: 70 },
  PHONE_NUMBER: { priority: 65, aliases: ['PHONE'] },
  ADDRESS: { priority: 60, contains: ['LOCATION', 'PERSON', 'PHONE_NUMBER', 'MRN'] },
  PERSON: { priority: 50, contains: ['LOCATION'] },
  LOCATION: { priority: 40 },
  // Validated octet by octet (or group by group): outranks the number types it can look like.
  IP_ADDRESS: { priority: 80, contains: ['PHONE_NUMBER', 'SSN', 'NPI', 'MRN', 'LOCATION', 'PERSON'] },
  // Country length and mod-97 validated; its digit runs can look like any number type.
  // A web address masks whatever it spells (a user's e-mail, a number in its path). Not a password in its
  // user info (https://ann:TOKEN@git.example.com): asked for, the secret is reported as one; nor an IP
  // address that is all its URL names (http://10.0.0.5:8080/): the address is reported (it outranks the
  // URL, see ip-address.ts). A URL that goes on to a path or query scores its IP lower and masks it whole.
  URL: {
    priority: 55,
    contains: ['EMAIL_ADDRESS', 'PERSON', 'LOCATION', 'PHONE_NUMBER', 'SSN', 'NPI', 'MRN', 'DEA_NUMBER', 'CREDIT_CARD', 'ADDRESS', 'IBAN'],
  },
  // A random token can spell anything; the whole token is the secret.
  SECRET: {
    priority: 97,
    contains: ['PHONE_NUMBER', 'SSN', 'NPI', 'MRN', 'DEA_NUMBER', 'CREDIT_CARD', 'PERSON', 'LOCATION', 'EMAIL_ADDRESS', 'IP_ADDRESS', 'IBAN', 'ADDRESS'],
  },
  // The same span read with birth context beats the plain date (and the numbers a date can look like).
  DATE_OF_BIRTH: { priority: 68 },
  DATE: { priority: 45 },
  IBAN: { priority: 98, contains: ['PHONE_NUMBER', 'SSN', 'NPI', 'MRN', 'DEA_NUMBER', 'CREDIT_CARD', 'LOCATION', 'PERSON'] },
};

/** `config.entities: ["ALL"]` asks for every known type, the opt-in ones included. */
export const ALL_ENTITIES = 'ALL' as const;

/** Aliases accepted in `config.entities` (spec), derived from the table. */
export const ENTITY_ALIASES: Readonly<Record<string, KnownType>> = Object.fromEntries(
  KNOWN_TYPES.flatMap((type) => (ENTITY_TYPES[type].aliases ?? []).map((alias) => [alias, type])),
);

const KNOWN = new Set<string>(KNOWN_TYPES);
const OPT_IN = new Set<string>(OPT_IN_TYPES);

/**
 * The known type a name or alias stands for (case-insensitive), or null for
 * anything else (a custom pattern's name, a typo).
 * @example builtInTypeOf('phone') // 'PHONE_NUMBER'
 */
export function builtInTypeOf(name: string): KnownType | null {
  const upper = name.toUpperCase();
  if (KNOWN.has(upper)) return upper as KnownType;
  return ENTITY_ALIASES[upper] ?? null;
}

/**
 * The types one entry of `config.entities` asks for: `ALL` gives every known
 * type, a name or alias gives its type, anything else gives null.
 * @example typesNamed('all').length // KNOWN_TYPES.length
 */
export function typesNamed(name: string): readonly KnownType[] | null {
  if (name.toUpperCase() === ALL_ENTITIES) return KNOWN_TYPES;
  const type = builtInTypeOf(name);
  return type ? [type] : null;
}

/** True for a type reported only when asked for by name. */
export function isOptIn(type: string): boolean {
  return OPT_IN.has(type);
}

/** For messages: the names `config.entities` accepts. */
export function acceptedTypeNames(): string {
  const aliases = Object.keys(ENTITY_ALIASES).join(', ');
  return `${BUILT_IN_TYPES.join(', ')} (aliases ${aliases}); opt-in ${OPT_IN_TYPES.join(', ')}; or ${ALL_ENTITIES} for every type`;
}
