import { BUILT_IN_TYPES, type BuiltInType } from './types.js';

/** Aliases accepted in `config.entities` (spec). */
export const ENTITY_ALIASES: Readonly<Record<string, BuiltInType>> = { EMAIL: 'EMAIL_ADDRESS', PHONE: 'PHONE_NUMBER' };

/** The built-in type a name or alias stands for, or null. */
export function builtInTypeOf(name: string): BuiltInType | null {
  const upper = name.toUpperCase();
  if ((BUILT_IN_TYPES as readonly string[]).includes(upper)) return upper as BuiltInType;
  return ENTITY_ALIASES[upper] ?? null;
}
