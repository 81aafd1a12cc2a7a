import type { AnalyzedEntity } from '@sanitizer/core';
import { MAX_TEXT_BYTES } from '../detection/detection-request.js';
import type { DetectOptions, Detector } from '../detection/detector.js';
import { ApiError } from '../http/errors.js';
import { planTurn, valuesOf } from '../sessions/plan-turn.js';
import { chatTexts, mapChatTexts, type ChatText } from './chat-texts.js';

/** One detection unit: a whole text, or one string leaf of tool-call arguments with its key as a label. */
interface Unit {
  text: string;
  /** `key: ` before a JSON leaf, so the layout reads it as a labelled field; not part of the text. */
  label: string;
}

/** A text of the request, split into units; `leaves` set for tool-call arguments that parse as JSON. */
interface Slot {
  units: Unit[];
  rebuild: (sanitized: string[]) => string;
}

export interface DetectedChat {
  slots: Slot[];
  /** Entities per unit, in the unit's own offsets; slot by slot, unit by unit. */
  entities: AnalyzedEntity[][];
}

/** Runs detection on every text of the messages (all at once: the detector spreads them over its threads). */
export async function detectChat(messages: readonly unknown[], detector: Detector, options: DetectOptions): Promise<DetectedChat> {
  const slots = chatTexts(messages).map(toSlot);
  const units = slots.flatMap((s) => s.units);
  const results = await Promise.all(units.map((u) => detector.analyze(u.label + u.text, options)));
  const entities = results.map((r, i) => withinText(r.entities, units[i]!.label.length));
  return { slots, entities };
}

export interface PlannedChat {
  messages: unknown[];
  mapping: Record<string, string>;
  /** Entities placed, for the session's count. */
  placed: number;
}

/**
 * Replaces every detected value in the messages with the session's placeholders,
 * continuing `previous`; a value detected in one text is also replaced where it
 * recurs in another. Pure, so a racing continuation can run it again.
 */
export function planChat(messages: readonly unknown[], detected: DetectedChat, previous: Readonly<Record<string, string>>, neverStore: ReadonlySet<string>): PlannedChat {
  const units = detected.slots.flatMap((s) => s.units);
  const found = units.flatMap((unit, i) => valuesOf(unit.text, detected.entities[i]!));
  let mapping: Record<string, string> = { ...previous };
  let placed = 0;
  let unitIndex = 0;
  const sanitizedSlots = detected.slots.map((slot) =>
    slot.rebuild(
      slot.units.map((unit) => {
        const planned = planTurn(unit.text, detected.entities[unitIndex++]!, mapping, { neverStore, known: found });
        mapping = planned.mapping;
        placed += planned.entities.length;
        return planned.sanitized;
      }),
    ),
  );
  let slotIndex = 0;
  return { messages: mapChatTexts(messages, () => sanitizedSlots[slotIndex++]!), mapping, placed };
}

function withinText(entities: readonly AnalyzedEntity[], offset: number): AnalyzedEntity[] {
  if (offset === 0) return [...entities];
  return entities.filter((e) => e.start >= offset).map((e) => ({ ...e, start: e.start - offset, end: e.end - offset }));
}

function toSlot(chat: ChatText): Slot {
  checkSize(chat);
  const parsed = chat.json ? parseJson(chat.text) : undefined;
  if (parsed === undefined) return { units: [{ text: chat.text, label: '' }], rebuild: ([text]) => text! };
  const leaves = stringLeaves(parsed);
  return {
    units: leaves.map((leaf) => ({ text: leaf.value, label: leaf.key ? `${leaf.key}: ` : '' })),
    rebuild: (sanitized) => JSON.stringify(replaceLeaves(parsed, sanitized)),
  };
}

function checkSize(chat: ChatText): void {
  const bytes = Buffer.byteLength(chat.text, 'utf8');
  if (bytes <= MAX_TEXT_BYTES) return;
  throw new ApiError('text_too_large', {
    message: `${chat.where} is ${bytes.toLocaleString('en-US')} bytes of UTF-8; each message text may be at most 102,400 bytes (100KB).`,
    suggestion: 'Split that message into several shorter messages; the conversation as a whole may be longer.',
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** String values in document order, each with the key it stands under (empty in arrays and at the top). */
function stringLeaves(value: unknown, key = ''): { key: string; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => stringLeaves(v, key));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, k));
  return [];
}

function replaceLeaves(value: unknown, sanitized: readonly string[]): unknown {
  let i = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return sanitized[i++];
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}
