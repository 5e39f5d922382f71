// A word armed for a later move (Last Egg, `e`) is saved with the game and read back checked.
import { describe, expect, it } from 'vitest';
import { savedGameProblem } from '../../src/store/schema.js';
import type { SavedGame } from '../../src/store/types.js';

const saved: SavedGame = {
  game: 'just-hatched',
  options: { players: 4 },
  seed: 7,
  seats: [
    { name: 'Ada', bot: null },
    { name: 'Bo', bot: 'hard' },
    { name: 'Cy', bot: 'normal' },
    { name: 'Di', bot: 'easy' },
  ],
  speed: 'max',
  thinkMs: 300,
  steps: [],
  savedAt: '2026-12-02T00:00:00.000Z',
};

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
