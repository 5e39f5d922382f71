// The centre's line of the vermin still on the table, at the centre's width.
import { describe, expect, it } from 'vitest';
import { verminRows } from '../../../src/games/henhouse/ui/Screen.js';

describe('the vermin left, in the middle of the Henhouse table', () => {
  const all = ['skunk ×2', 'fox ×2', 'snake ×2'];

  it('says them on one line, more shortly where the centre is narrow, before it wraps', () => {
    expect(verminRows(all, 39)).toEqual(['Vermin left: skunk ×2  fox ×2  snake ×2']);
    expect(verminRows(all, 37)).toEqual(['Vermin left: skunk ×2 fox ×2 snake ×2']);
    expect(verminRows(all, 32)).toEqual(['Vermin: skunk ×2 fox ×2 snake ×2']);
    // The bare counts where a 60-column table's centre leaves 22 columns.
    expect(verminRows(all, 22)).toEqual(['skunk 2 fox 2 snake 2']);
    // Narrower still, the full words over two lines, a count never parted from its vermin.
    expect(verminRows(all, 20)).toEqual(['Vermin left: skunk ×2', 'fox ×2  snake ×2']);
  });

  it('says a vermin all taken as none of it, and a table with none left in so many words', () => {
    expect(verminRows(['no skunk', 'fox ×1', 'snake ×2'], 40)).toEqual(['Vermin left: no skunk  fox ×1  snake ×2']);
    expect(verminRows(['no skunk', 'no fox', 'no snake'], 40)).toEqual(['No vermin left.']);
  });
});
