import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROBE = fileURLToPath(new URL('../test-support/string-prototype-probe.ts', import.meta.url));

/** Runs the probe in a fresh Node process and returns what it printed: 'fast' or 'slow'. */
function stringPrototypeAfter(extraImport?: string): string {
  const args = ['--allow-natives-syntax', '--import', 'tsx', '--conditions=sanitizer-source', PROBE];
  const run = spawnSync(process.execPath, extraImport ? [...args, extraImport] : args, { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`probe failed: ${run.stderr}`);
  return run.stdout.trim();
}

// ioredis subclasses String; V8 then keeps String.prototype in dictionary mode and every
// charCodeAt in the detection engine on that thread runs about 40% slower.
describe('Redis modules load only when Redis is configured', () => {
  it('leaves String.prototype fast on the embedded default (app, storage, counters)', () => {
    expect(stringPrototypeAfter()).toBe('fast');
  });

  it('the probe sees the slowdown when ioredis is loaded', () => {
    expect(stringPrototypeAfter('ioredis')).toBe('slow');
  });
});
