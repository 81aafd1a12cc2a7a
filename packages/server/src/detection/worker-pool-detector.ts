import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { nerModelData, type AnalysisResult, type NerModel, type NerModelData } from '@sanitizer/core';
import { CustomPatternTimeLimitError, type Detector, type DetectOptions } from './detector.js';
import type { DetectTask } from './worker-detect.js';
import { createFairQueue } from './fair-queue.js';

/** A detector on worker threads that says how busy it is. */
export interface PoolDetector extends Detector {
  readonly threads: number;
  /** Detections handed to the pool and not yet settled (running or queued). */
  readonly inFlight: number;
}

export interface WorkerPoolOptions {
  /** Worker threads; defaults to one per core. */
  threads?: number;
  /**
   * Longest a detection with an organization's custom patterns may run; past it
   * the thread is stopped (and replaced) and the request refused, so no
   * organization's patterns can hold a thread for long. Default 5 s.
   */
  customPatternTimeLimitMs?: number;
  /**
   * The NER model the threads use, best one made by `shareNerModel`: every thread then
   * reads that one copy instead of parsing its own. Default: each thread loads the shipped model.
   */
  nerModel?: NerModel;
}

/** What each worker thread receives at start. */
export interface DetectWorkerData {
  nerModel?: NerModelData;
}

const DEFAULT_CUSTOM_PATTERN_TIME_LIMIT_MS = 5_000;

// Under tsx or vitest this module is TypeScript source: the worker then starts from a small
// bootstrap that registers tsx in its thread (Node 20 does not pass --import hooks to workers).
const SOURCE_MODE = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(SOURCE_MODE ? './worker-source-entry.mjs' : './worker-detect.js', import.meta.url).href;
const SOURCE_EXEC_ARGV = ['--conditions=sanitizer-source'];

/**
 * Runs detection on a pool of worker threads, so a 100 KB text never holds the
 * event loop that serves every other request. Waits until every thread has its
 * engine loaded; `close()` lets queued and running detections finish first.
 * @example const detector = await createWorkerPoolDetector({ threads: 2 });
 */
export async function createWorkerPoolDetector(options: WorkerPoolOptions = {}): Promise<PoolDetector> {
  const threads = options.threads ?? availableParallelism();
  const pool = new Piscina<DetectTask, AnalysisResult>({
    filename: WORKER_FILE,
    minThreads: threads,
    maxThreads: threads,
    // Every queued task is a request whose client is waiting; the HTTP layer already bounds them.
    maxQueue: Infinity,
    workerData: { nerModel: options.nerModel && nerModelData(options.nerModel) } satisfies DetectWorkerData,
    // Built code inherits the process's flags (--cpu-prof, memory limits); source mode adds its conditions.
    ...(SOURCE_MODE ? { execArgv: SOURCE_EXEC_ARGV } : {}),
  });
  await warmUp(pool, threads);
  // Piscina would queue in arrival order; the fair queue hands it one task per thread, tenants in turn.
  const fair = createFairQueue(threads);
  const limitMs = options.customPatternTimeLimitMs ?? DEFAULT_CUSTOM_PATTERN_TIME_LIMIT_MS;
  // The clock starts when the task gets a thread, not while it waits its turn.
  const runLimited = (text: string, detectOptions: DetectOptions) =>
    pool.run({ text, options: detectOptions }, { signal: AbortSignal.timeout(limitMs) }).catch((error: unknown) => {
      throw (error as Error).name === 'AbortError' ? new CustomPatternTimeLimitError(limitMs) : error;
    });
  const inFlight = new Set<Promise<unknown>>();
  let closing: Promise<void> | null = null;
  return {
    threads,
    get inFlight() {
      return inFlight.size;
    },
    analyze: (text: string, { tenant = '', ...detectOptions }: DetectOptions) => {
      if (closing) return Promise.reject(new Error('the detector is closed'));
      const task = fair.run(tenant, () => (detectOptions.customPatterns?.length ? runLimited(text, detectOptions) : pool.run({ text, options: detectOptions })));
      const settled: Promise<unknown> = task.then(
        () => inFlight.delete(settled),
        () => inFlight.delete(settled),
      );
      inFlight.add(settled);
      return task;
    },
    // Piscina's own close() can count a worker twice and stop a thread that is still detecting,
    // so every running detection is awaited here before the threads are destroyed.
    close: () => (closing ??= Promise.all(inFlight).then(() => pool.destroy())),
  };
}

/** One tiny task per thread: each thread loads its engine now, not on a user's request. */
async function warmUp(pool: Piscina<DetectTask, AnalysisResult>, threads: number): Promise<void> {
  await Promise.all(Array.from({ length: threads }, () => pool.run({ text: 'warm-up', options: {} })));
}
