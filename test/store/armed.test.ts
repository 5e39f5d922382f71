// A word armed for a later move (Last Egg, `e`) is saved with the game and read back checked.
import { describe, expect, it } from 'vitest';
import { savedGameProblem } from '../../src/store/schema.js';
import { sampleSaved } from './helpers.js';

// A just-started 4-seat game (seat 0 a person): armed words are checked against its seats.
const saved = sampleSaved(0, { game: 'just-hatched' });

describe("a saved game's armed words", () => {
  it('an older save without them reads, and so do words of seats at the table, one each', () => {
    expect(savedGameProblem(saved)).toBeNull();
    expect(savedGameProblem({ ...saved, armed: [{ seat: 0, round: 3 }] })).toBeNull();
    expect(
      savedGameProblem({
        ...saved,
        armed: [
          { seat: 0, round: 1 },
          { seat: 2, round: 5 },
        ],
      }),
    ).toBeNull();
  });

  it('refuses words of no seat, twice for a seat, of no round, or of an absurd one', () => {
    for (const armed of [
      { seat: 0, round: 1 },
      [{ seat: 4, round: 1 }],
      [{ seat: -1, round: 1 }],
      [{ seat: 0, round: 0 }],
      [{ seat: 0, round: 1.5 }],
      [{ seat: 0, round: 1001 }],
      [{ seat: 0 }],
      [
        { seat: 1, round: 1 },
        { seat: 1, round: 2 },
      ],
      [null],
      Array.from({ length: 5 }, (_, seat) => ({ seat, round: 1 })),
    ]) {
      expect(savedGameProblem({ ...saved, armed }), JSON.stringify(armed)).toBe('its armed words are not one per seat, each with a round');
    }
  });
});
