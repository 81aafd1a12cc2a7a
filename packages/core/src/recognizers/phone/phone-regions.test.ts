import { describe, expect, it } from 'vitest';
import { regionsDialling } from './phone-regions.js';

describe('regionsDialling', () => {
  it.each([
    // After the trunk prefix: "0" in France, "8" in Russia, "06" in Hungary.
    ['0612345678', 'FR', true],
    ['84951234567', 'RU', true],
    ['0612345678', 'HU', true],
    // Written without it, as many do.
    ['5131269390', 'BR', true],
    // No trunk prefix at all.
    ['612345678', 'ES', true],
    ['22334455', 'DK', true],
    // A length the region's numbers never have.
    ['0612345678', 'ES', false],
    ['612345', 'FR', false],
    // North America is nanp.ts's.
    ['6025392545', 'US', false],
  ])('%s may be dialled in %s: %s', (digits, region, expected) => {
    expect(regionsDialling(digits).includes(region as never)).toBe(expected);
  });
});
