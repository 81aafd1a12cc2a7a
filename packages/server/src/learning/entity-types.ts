import { KNOWN_TYPES, builtInTypeOf } from '@sanitizer/core';
import type { Knowledge } from './org-knowledge.js';

/**
 * The types an organization can name in a correction: the built-ins (and their
 * aliases), its custom patterns, and types its approved rules add.
 * Returns the canonical name, or null.
 */
export function knownType(name: string, knowledge: Knowledge): string | null {
  const builtIn = builtInTypeOf(name);
  if (builtIn) return builtIn;
  const upper = name.trim().toUpperCase();
  return organizationTypes(knowledge).includes(upper) ? upper : null;
}

export function organizationTypes(knowledge: Knowledge): string[] {
  return [...new Set([...knowledge.customPatterns.map((p) => p.name), ...knowledge.rules.flatMap((r) => (r.toType ? [r.toType] : []))])];
}

/** For error messages: every type the organization may use. */
export function typeList(knowledge: Knowledge): string {
  return [...KNOWN_TYPES, ...organizationTypes(knowledge)].join(', ');
}
