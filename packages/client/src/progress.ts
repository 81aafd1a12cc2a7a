import { SingleBar, Presets } from 'cli-progress';

/** Reports bytes done out of a total; a no-op when no bar is shown. */
export interface Progress {
  update(doneBytes: number): void;
  stop(): void;
}

/**
 * Whether to draw a progress bar: only on a terminal (never into a pipe or a
 * log file), and only when the work takes more than one call.
 */
export function shouldShowProgress(stderrIsTty: boolean | undefined, inputs: number, calls: number): boolean {
  return stderrIsTty === true && (inputs > 1 || calls > 1);
}

/** A bar on `stream` over `totalBytes`, or a no-op when `show` is false. */
export function createProgress(stream: NodeJS.WritableStream, show: boolean, totalBytes: number): Progress {
  if (!show) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({ stream, format: 'sanitizer [{bar}] {percentage}% | {value}/{total} bytes', hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
  bar.start(totalBytes, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
}
