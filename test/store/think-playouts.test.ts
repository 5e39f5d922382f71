import { describe, expect, it } from 'vitest';
import { botsFor, loadAllBots, makeBot } from '../../src/games/bots.js';
import { Rng } from '../../src/engine/index.js';
import { justHatchedGame as jh } from '../../src/games/just-hatched/index.js';
import { savedGameProblem, THINK_PLAYOUTS_RANGE } from '../../src/store/schema.js';
import type { SavedGame } from '../../src/store/types.js';
import { openTable } from '../../src/table/index.js';

await loadAllBots();

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

describe("a saved game's thinkPlayouts", () => {
  it('is read within the bounds of sim --think-playouts', () => {
    expect(savedGameProblem(saved)).toBeNull();
    expect(savedGameProblem({ ...saved, thinkPlayouts: 150 })).toBeNull();
    expect(savedGameProblem({ ...saved, thinkPlayouts: THINK_PLAYOUTS_RANGE.min })).toBeNull();
    expect(savedGameProblem({ ...saved, thinkPlayouts: THINK_PLAYOUTS_RANGE.max })).toBeNull();
    for (const bad of [0, -3, 1.5, THINK_PLAYOUTS_RANGE.max + 1, '150', null]) {
      expect(savedGameProblem({ ...saved, thinkPlayouts: bad } as unknown as SavedGame)).toBe(
        `its thinking playouts are not from ${THINK_PLAYOUTS_RANGE.min} to ${THINK_PLAYOUTS_RANGE.max}`,
      );
    }
  });

  it('is kept in the record of a table opened with it', () => {
    const table = openTable({
      game: jh,
      setup: { ...saved, thinkPlayouts: 40 },
      players: [null, null, null, null],
      persistence: { saveGame: () => {}, finishGame: () => {} },
    });
    try {
      expect(table.record().thinkPlayouts).toBe(40);
    } finally {
      table.close();
    }
    const plain = openTable({
      game: jh,
      setup: saved,
      players: [null, null, null, null],
      persistence: { saveGame: () => {}, finishGame: () => {} },
    });
    try {
      expect('thinkPlayouts' in plain.record()).toBe(false);
    } finally {
      plain.close();
    }
  });

  it("replaces the think time of the seats' hard bots", () => {
    // A minute a move would time this test out: the playouts, not the milliseconds, bound the search.
    const players = botsFor({ ...saved, thinkMs: 60_000, thinkPlayouts: 24 });
    const hard = players[1];
    if (!hard) throw new Error('seat 1 should be a bot');
    const state = jh.setup({ players: 4 }, 11);
    const seat = jh.currentPlayer(state) as number;
    const view = jh.playerView(state, seat);
    const legal = jh.legalActions(state);
    const same = makeBot('just-hatched', 'hard', { thinkMs: 1, iterations: 24 });
    for (let i = 0; i < 3; i++) {
      const a = hard.choose(view, legal, Rng.fromSeed(100 + i));
      expect(a).toEqual(same.choose(view, legal, Rng.fromSeed(100 + i)));
    }
  });
});
