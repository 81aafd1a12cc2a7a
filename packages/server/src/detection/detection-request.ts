import { Type, type Static } from '@sinclair/typebox';
import { ALL_ENTITIES, OPT_IN_TYPES, acceptedTypeNames, builtInTypeOf, typesNamed, type AnalyzeOptions } from '@sanitizer/core';
import { ApiError, type ErrorCode } from '../http/errors.js';

/** 100KB, decided in DESIGN.md: bytes of the UTF-8 encoding of `text`. */
export const MAX_TEXT_BYTES = 102_400;

const StorageTier = Type.Integer({ description: '1 = never store the original; 2 = keep it encrypted for the session (default).' });

export const DetectionConfigSchema = Type.Object(
  {
    entities: Type.Optional(
      Type.Array(Type.String({ maxLength: 64 }), {
        maxItems: 100,
        description: `Types to detect (case-insensitive). Default: the ten built-in types. The opt-in types ${OPT_IN_TYPES.join(', ')} are detected only when named here; \`${ALL_ENTITIES}\` asks for every type.`,
      }),
    ),
    confidence_threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    custom_patterns: Type.Optional(Type.Boolean()),
    storage_overrides: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), StorageTier)),
  },
  { additionalProperties: false },
);

export const DetectionBodySchema = Type.Object(
  {
    text: Type.String(),
    mode: Type.Optional(Type.Unsafe<'sanitize' | 'redact'>({ type: 'string', enum: ['sanitize', 'redact'] })),
    config: Type.Optional(DetectionConfigSchema),
  },
  { additionalProperties: false },
);

/** What a sanitize or detect body can be refused with. */
export const DETECTION_ERRORS: ErrorCode[] = ['invalid_request', 'empty_text', 'text_too_large', 'unsupported_media_type', 'custom_patterns_too_slow'];

export type DetectionBody = Static<typeof DetectionBodySchema>;

/** What a sanitize or detect call asks of the engine, after validation. */
export interface DetectionRequest {
  text: string;
  textBytes: number;
  analyze: AnalyzeOptions;
  /** Types whose originals must never be stored (storage tier 1). */
  neverStore: ReadonlySet<string>;
  /** `config.custom_patterns`: add the organization's custom patterns. */
  customPatterns: boolean;
}

/**
 * Validates the parts of the body a schema cannot: empty or oversized text,
 * unknown entity names, storage tiers. Throws the spec's errors.
 */
export function readDetectionRequest(body: DetectionBody): DetectionRequest {
  const { text, config = {} } = body;
  if (text.length === 0) throw new ApiError('empty_text');
  const textBytes = Buffer.byteLength(text, 'utf8');
  if (textBytes > MAX_TEXT_BYTES) {
    throw new ApiError('text_too_large', {
      message: `The text is ${textBytes.toLocaleString('en-US')} bytes of UTF-8; the limit is 102,400 bytes (100KB).`,
    });
  }
  const entities = config.entities ? config.entities.flatMap((name, i) => typesOfEntry(name, `config.entities[${i}]`)) : undefined;
  return {
    text,
    textBytes,
    analyze: {
      ...(entities ? { entities: [...new Set(entities)] } : {}),
      confidenceThreshold: config.confidence_threshold ?? 0,
    },
    neverStore: neverStoredTypes(config.storage_overrides ?? {}),
    customPatterns: config.custom_patterns === true,
  };
}

/** One entry of `config.entities`: a type, an alias, or `ALL`. */
function typesOfEntry(name: string, where: string): readonly string[] {
  return typesNamed(name) ?? unknownType(name, where);
}

function typeNamed(name: string, where: string): string {
  return builtInTypeOf(name) ?? unknownType(name, where);
}

function unknownType(name: string, where: string): never {
  throw new ApiError('invalid_request', {
    message: `Unknown entity type \`${name.slice(0, 64)}\` in ${where}.`,
    suggestion: `Use any of ${acceptedTypeNames()}.`,
  });
}

function neverStoredTypes(overrides: Record<string, number>): Set<string> {
  const never = new Set<string>();
  for (const [name, tier] of Object.entries(overrides)) {
    const type = typeNamed(name, 'config.storage_overrides');
    if (tier !== 1 && tier !== 2) {
      throw new ApiError('invalid_request', {
        message: `Storage tier ${tier} for ${type} is not valid.`,
        suggestion: 'Use 1 (never store: the placeholder is never restored) or 2 (default: kept encrypted for the session lifetime).',
      });
    }
    if (tier === 1) never.add(type);
  }
  return never;
}
