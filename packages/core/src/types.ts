/** The ten built-in entity types of the spec. */
export const BUILT_IN_TYPES = [
  'PERSON',
  'EMAIL_ADDRESS',
  'PHONE_NUMBER',
  'SSN',
  'CREDIT_CARD',
  'LOCATION',
  'ADDRESS',
  'NPI',
  'DEA_NUMBER',
  'MRN',
] as const;

export type BuiltInType = (typeof BUILT_IN_TYPES)[number];

/**
 * Types beyond the spec's ten. The engine reports them only when a request
 * names them in `entities` (or names `ALL`); the default stays `BUILT_IN_TYPES`.
 */
export const OPT_IN_TYPES = ['IP_ADDRESS', 'IBAN', 'URL', 'SECRET', 'DATE', 'DATE_OF_BIRTH'] as const;

export type OptInType = (typeof OPT_IN_TYPES)[number];

/** Every type the engine has a recognizer for: the spec's ten, then the opt-in ones. */
export const KNOWN_TYPES = [...BUILT_IN_TYPES, ...OPT_IN_TYPES] as const;

export type KnownType = BuiltInType | OptInType;

/** A built-in type or a custom pattern's name. */
export type EntityType = string;

/** Where in the text's layout an entity sits (DESIGN.md `structure`). */
export type RegionType = 'key_value' | 'table' | 'list' | 'paragraph';

export interface EntityStructure {
  region_type: RegionType;
  /** The key of a key-value line or the column header of a table cell, else null. */
  label: string | null;
  /** 1-based line number. */
  line: number;
}

/**
 * One raw finding of a recognizer, before overlaps are decided.
 * Offsets are UTF-16 code units (JavaScript string indexes); `end` is exclusive.
 */
export interface Detection {
  type: EntityType;
  start: number;
  end: number;
  /** 0..1. Validated by checksum or strong structure → high; weak pattern → low. */
  score: number;
  /** Name of the recognizer that produced it. */
  recognizer: string;
  /** Short machine-readable reason (e.g. `luhn_valid`, `context:npi`), never text from the input. */
  reason?: string;
}
