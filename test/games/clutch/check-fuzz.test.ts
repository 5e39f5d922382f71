import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotationError } from '../../../src/engine/index.js';
import { checkChoice, fullDeck } from '../../../src/games/clutch/index.js';

const card = fc.constantFrom(...fullDeck(), 'th', '1s', 'xx', '11H', '', 'QQ');
const cards = fc.array(card, { maxLength: 5 }).map((l) => l.join(' '));

describe('checkChoice on any input', () => {
  it('answers or refuses with a one-line NotationError, never anything else', () => {
    fc.assert(
      fc.property(
        cards,
        fc.option(card, { nil: undefined }),
        fc.option(card, { nil: undefined }),
        fc.option(fc.integer({ min: -5, max: 3000 }), { nil: undefined }),
        fc.option(cards, { nil: undefined }),
        fc.option(card, { nil: undefined }),
        fc.option(fc.integer({ min: -2, max: 45 }), { nil: undefined }),
        (spread, take, sacrifice, chickens, court, previous, aside) => {
          try {
            const r = checkChoice({ spread, take, sacrifice, chickens, court, previous, aside });
            expect(['continue', 'won', 'lost']).toContain(r.outcome);
            if (r.outcome === 'continue') expect(r.chickens).toBeGreaterThan(0);
            expect(r.reason.length).toBeGreaterThan(0);
          } catch (error) {
            expect(error).toBeInstanceOf(NotationError);
            expect((error as Error).message).not.toContain('\n');
          }
        },
      ),
      { numRuns: 400, seed: 20201 },
    );
  });

  it('on readable positions, agrees with the rules on cost and never reports a live flock at 0', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fullDeck(), { minLength: 8, maxLength: 8 }),
        fc.nat(2),
        fc.integer({ min: 1, max: 1500 }),
        (eight, pick, chickens) => {
          const spread = eight.slice(0, 3);
          const take = spread[pick] as string;
          const court = eight.slice(3, 7).filter((c) => /^[JQK]/.test(c));
          const previous = /^[JQK]/.test(eight[7] as string) ? undefined : eight[7];
          const r = checkChoice({ spread: spread.join(' '), take, chickens, court: court.join(' '), previous });
          answered += 1;
          if (r.outcome === 'continue') expect(r.chickens).toBeGreaterThan(0);
          // The cost, worked out here from the printed rules: court 1, smallest number card its value, other number cards ×10.
          const value = (c: string): number => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'].indexOf(c.slice(0, -1)) + 1;
          const numbers = spread.filter((c) => value(c) > 0).map(value);
          const cost = value(take) === 0 ? 1 : value(take) === Math.min(...numbers) ? value(take) : 10 * value(take);
          expect(r.reason).toMatch(new RegExp(`^You took \\S+ for ${cost} chickens?`));
        },
      ),
      { numRuns: 300, seed: 777 },
    );
    expect(answered).toBe(300);
  });
});
