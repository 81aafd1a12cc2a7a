/**
 * A small seeded generator (mulberry32) and the choices the data generators make with it: the
 * same seed gives the same data set on every machine, with no clock. Shared by the held-out set
 * (scripts/heldout/), the tuning sets (scripts/tuning/), the HTTP fuzzer and the stage-2 experiment.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  letters(n: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }

  /** Fills a shape: # any digit, N a digit 1-9, @ a capital letter; other characters stay. */
  shape(pattern: string): string {
    let s = '';
    for (const c of pattern) {
      if (c === '#') s += String(this.int(0, 9));
      else if (c === 'N') s += String(this.int(1, 9));
      else if (c === '@') s += String.fromCharCode(65 + this.int(0, 25));
      else s += c;
    }
    return s;
  }
}
