// What the start menu does with each saved game before it offers them: the same as play and resume.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playGame, randomBot } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { openStore, type SavedGame } from '../../src/store/index.js';
import { settleSavedGame } from '../../src/table/saved-check.js';
import { tempDir } from '../store/helpers.js';

const clutch = gameModule('clutch');

/** A clutch game of `seed`, saved after `moves` moves of random play (all of them: `Infinity`). */
function saved(seed: number, moves: number): SavedGame {
  const done = playGame(clutch.game, { players: 1 }, [randomBot()], seed);
  return {
    game: 'clutch',
    options: { players: 1 },
    seed,
    seats: [{ name: 'Ada', bot: null }],
    speed: 'max',
    thinkMs: 50,
    steps: done.steps.slice(0, moves),
    savedAt: '2026-12-01T10:00:00.000Z',
  };
}

describe('settleSavedGame', () => {
  it('offers a game that goes on, and says nothing', () => {
    const store = openStore({ dir: tempDir() });
    const game = saved(3, 2);
    store.saveGame(game);
    expect(settleSavedGame(store, clutch, game)).toEqual({ offered: true, lines: [] });
    expect(store.hasSavedGame('clutch')).toBe(true);
  });

  it('records a game that had ended, and offers it no more', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    const game = saved(4, Infinity);
    store.saveGame(game);
    expect(settleSavedGame(store, clutch, game)).toEqual({
      offered: false,
      lines: ['The saved game of A Clutch of Chickens (seed 4) had already ended; it is now recorded.'],
    });
    expect(
      openStore({ dir })
        .records()
        .map((r) => r.seed),
    ).toEqual([4]);
    expect(openStore({ dir }).hasSavedGame('clutch')).toBe(false);
  });

  it('keeps aside a game that no longer replays, never deleting it', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    const game = { ...saved(5, 3), steps: [{ seat: 0, action: { type: 'take', card: 'XX' } }] } as SavedGame;
    store.saveGame(game);
    const settled = settleSavedGame(store, clutch, game);
    expect(settled.offered).toBe(false);
    expect(settled.lines).toHaveLength(1);
    expect(settled.lines[0]).toMatch(
      /^big-chicken: warning: the saved game of A Clutch of Chickens no longer replays with this version \(step 1 of 1, by seat 0: .+\); kept it as .*saved-clutch\.unplayable-/,
    );
    expect(readdirSync(dir).filter((f) => f.startsWith('saved-clutch.unplayable-'))).toHaveLength(1);
  });
});
