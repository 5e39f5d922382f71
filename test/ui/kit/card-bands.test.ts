// How a hand is split into bands of cards across the screen's width.
import { describe, expect, it } from 'vitest';
import { bands, rowWidth } from '../../../src/ui/components/cards/CardRow.js';

describe('the bands of a hand', () => {
  it('keeps a group whole on the next band where that takes no more bands: the wilds after the cards', () => {
    // 15 cards and the two wilds (a group from 15) in chips at 80 columns: 16 fit on a band.
    const wilds = new Set([15]);
    expect(rowWidth(16, 'chip', 1)).toBeLessThanOrEqual(80);
    expect(bands(17, 'chip', 80, wilds)).toEqual([
      [0, 15],
      [15, 17],
    ]);
    // Without groups the band is filled as far as it goes.
    expect(bands(17, 'chip', 80)).toEqual([
      [0, 16],
      [16, 17],
    ]);
  });

  it('splits a group rather than take another band for it', () => {
    // 24 chips at 60 columns, a group from 11: kept whole, the second band would hold 13 and a
    // third would be needed; so the group is split, as without the rule.
    expect(rowWidth(13, 'chip', 0)).toBeGreaterThan(60);
    expect(bands(24, 'chip', 60, new Set([11]))).toEqual([
      [0, 12],
      [12, 24],
    ]);
  });
});
