import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deckFor, SUITS, sortCodes } from '../../../src/games/henhouse/index.js';

/** The order sortCodes promises, written plainly: rank then suit (or suit then rank), stable. */
function reference(codes: readonly string[], by: 'rank' | 'suit'): string[] {
  const key = (c: string): number => {
    const s = SUITS.indexOf(c.slice(0, 2) as (typeof SUITS)[number]);
    const r = Number(c.slice(2));
    return by === 'rank' ? r * 10 + s : s * 10 + r;
  };
  return codes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => key(a.c) - key(b.c) || a.i - b.i)
    .map((x) => x.c);
}

describe('sortCodes', () => {
  const deck = deckFor(4, false);
  it('sorts hands of every size (the short path up to 32 cards, the general one beyond) as the plain sort does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...deck), { maxLength: 64 }), fc.constantFrom<'rank' | 'suit'>('rank', 'suit'), (hand, by) => {
        expect(sortCodes(hand, by)).toEqual(reference(hand, by));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves its input alone', () => {
    const hand = ['WE9', 'BC1', 'WC5', 'BC1'];
    expect(sortCodes(hand)).toEqual(['BC1', 'BC1', 'WC5', 'WE9']);
    expect(hand).toEqual(['WE9', 'BC1', 'WC5', 'BC1']);
  });

  it('sorts a deck the same whichever way it was shuffled', () => {
    // 64 cards: by suit, the deck's own prepared order (suits, then ranks).
    expect(sortCodes([...deck].reverse(), 'suit')).toEqual(deck);
  });
});
