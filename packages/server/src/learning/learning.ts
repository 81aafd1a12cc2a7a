import type { AnalysisResult } from '@sanitizer/core';
import type { DetectOptions, Detector } from '../detection/detector.js';
import type { DetectionRequest } from '../detection/detection-request.js';
import type { Clock } from '../storage/clock.js';
import { createDailyUsageCounter, type DailyUsageCounter } from './daily-usage.js';
import { createDetectionStats, type DetectionStats } from './detection-stats.js';
import { createOrgKnowledge, type OrgKnowledge } from './org-knowledge.js';
import type { LearningStore } from './ports.js';
import { lastDays, USAGE_RETENTION_DAYS } from './usage-days.js';

/** What the learning routes and the detection routes share. Built once by `buildApp`. */
export interface Learning {
  readonly store: LearningStore;
  readonly detector: Detector;
  readonly knowledge: OrgKnowledge;
  readonly stats: DetectionStats;
  /** Requests and entities per UTC day, for the console's usage charts. */
  readonly usage: DailyUsageCounter;
  /** The clock the usage days are taken from. */
  readonly now: Clock;
  /** The request's options plus the organization's rules, and its patterns when `config.custom_patterns`. */
  detectOptions(orgId: string, req: Pick<DetectionRequest, 'analyze' | 'customPatterns'>): Promise<DetectOptions>;
  /**
   * Records a detection's aggregates (in memory) and, for a sanitize call with a
   * session, keeps its sanitized text sealed for the session's lifetime, so
   * feedback can read the words around a corrected span. Never delays the response.
   */
  observe(orgId: string, result: Pick<AnalysisResult, 'entities' | 'ruleHits'>, session?: ObservedSession): void;
  /** Resolves once every session text observed so far is stored. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A sanitize call's session: `continued` when the call added a turn to an existing one. */
export interface ObservedSession {
  id: string;
  expiresAt: Date;
  sanitized: string;
  continued?: boolean;
}

/**
 * The other processes serving the same database (cluster workers): their
 * counts are flushed before a usage or insight read, and their cached patterns
 * and rules dropped when this process changes them.
 */
export interface LearningPeers {
  flush(): Promise<void>;
  invalidate(orgId: string): Promise<void>;
  /** What this process does when another one asks. */
  serve(handlers: { flush(): Promise<void>; invalidate(orgId: string): Promise<void> }): void;
}

export interface LearningDeps {
  store: LearningStore;
  detector: Detector;
  /** Injected so tests can move the day. */
  now: Clock;
  /** Background write failures (never carry text); pass the logger. */
  onError?: (error: unknown) => void;
  peers?: LearningPeers;
}

const FLUSH_EVERY_MS = 2_000;
const SWEEP_EVERY_FLUSHES = 30;

/** Starts the background flush of detection aggregates; `close()` stops it and writes what is left. */
export function createLearning(deps: LearningDeps): Learning {
  const onError = deps.onError ?? (() => {});
  const local = {
    knowledge: createOrgKnowledge(deps.store),
    stats: createDetectionStats(deps.store.stats, onError),
    usage: createDailyUsageCounter(deps.store.usage, deps.now, onError),
  };
  const { knowledge, stats, usage } = deps.peers ? withPeers(local, deps.peers) : local;
  const writes = new Set<Promise<void>>();
  let flushes = 0;
  const timer = setInterval(() => {
    void local.stats.flush();
    void local.usage.flush();
    if (++flushes % SWEEP_EVERY_FLUSHES === 0) sweep();
  }, FLUSH_EVERY_MS);
  timer.unref();
  const sweep = () => {
    deps.store.sessionTexts.sweep().catch(onError);
    deps.store.usage.sweep(lastDays(deps.now(), USAGE_RETENTION_DAYS)[0]!).catch(onError);
  };
  const settled = async () => {
    await Promise.all([...writes]);
  };
  return Object.freeze({
    store: deps.store,
    detector: deps.detector,
    knowledge,
    stats,
    usage,
    now: deps.now,
    detectOptions: (orgId: string, req: Pick<DetectionRequest, 'analyze' | 'customPatterns'>) => knowledge.detectOptions(orgId, req.analyze, req.customPatterns),
    observe(orgId: string, result: Pick<AnalysisResult, 'entities' | 'ruleHits'>, session?: ObservedSession) {
      stats.observe(orgId, result);
      usage.observe(orgId, result);
      if (!session) return;
      const text = { sessionId: session.id, orgId, expiresAt: session.expiresAt, text: session.sanitized };
      // A turn waits for the writes before it, so the first turn's row exists when the turn moves its expiry.
      const store = deps.store.sessionTexts;
      const write = (session.continued ? settled().then(() => store.append(text)) : store.put(text))
        .catch(onError)
        .finally(() => writes.delete(write));
      writes.add(write);
    },
    settled,
    async close() {
      clearInterval(timer);
      await settled();
      await local.stats.flush();
      await local.usage.flush();
    },
  });
}

type LocalParts = { knowledge: OrgKnowledge; stats: DetectionStats; usage: DailyUsageCounter };

/** The same parts, whose reads also flush the peers' counts and whose invalidation also reaches the peers. */
function withPeers(local: LocalParts, peers: LearningPeers): LocalParts {
  peers.serve({
    flush: async () => {
      await local.stats.flush();
      await local.usage.flush();
    },
    invalidate: (orgId) => local.knowledge.invalidate(orgId),
  });
  return {
    knowledge: { ...local.knowledge, invalidate: async (orgId) => {
      await local.knowledge.invalidate(orgId);
      await peers.invalidate(orgId);
    } },
    stats: { ...local.stats, flush: async () => {
      await local.stats.flush();
      await peers.flush();
    } },
    usage: { ...local.usage, flush: async () => {
      await local.usage.flush();
      await peers.flush();
    } },
  };
}
