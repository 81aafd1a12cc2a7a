import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config.js';
import type { Detector } from '../detection/detector.js';
import type { Learning } from '../learning/learning.js';
import type { DailyCounter } from '../rate-limit/daily-counter.js';
import type { Storage } from '../storage/ports.js';

/** What route handlers may use. Built once by `buildApp`. */
export interface Services {
  config: Readonly<Config>;
  detector: Detector;
  storage: Storage;
  /** The learning loop: the organization's patterns and rules for detection, feedback, insights. */
  learning: Learning;
  /** The extension's daily sanitization allowance (signed-in Free accounts). */
  dailyCounter: DailyCounter;
  version: string;
}

/** A Fastify instance whose route schemas type the handlers' requests. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** Elapsed milliseconds since `start` (performance.now()), rounded to 0.01 ms. */
export function elapsedMs(start: number): number {
  return Math.round((performance.now() - start) * 100) / 100;
}
