// What the start menu does with each saved game before it offers them: the same as play and resume.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameModule } from '../../src/games/index.js';
import { openStore, type SavedGame } from '../../src/store/index.js';
import { settleSavedGame } from '../../src/table/saved-check.js';
import { savedClutch, tempDir } from '../store/helpers.js';

const clutch = gameModule('clutch');

describe('settleSavedGame', () => {
  it('offers a game that goes on, and says nothing', () => {
    const store = openStore({ dir: tempDir() });
    const game = savedClutch(3, 2);
    store.saveGame(game);
    expect(settleSavedGame(store, clutch, game)).toEqual({ state: 'playable' });
    expect(store.hasSavedGame('clutch')).toBe(true);
  });

  it('records a game that had ended, and offers it no more', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    const game = savedClutch(4);
    store.saveGame(game);
    expect(settleSavedGame(store, clutch, game)).toEqual({
      state: 'settled',
      line: 'The saved game of A Clutch of Chickens (seed 4) had already ended; it is now recorded.',
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
    const game = { ...savedClutch(5, 3), steps: [{ seat: 0, action: { type: 'take', card: 'XX' } }] } as SavedGame;
    store.saveGame(game);
    const settled = settleSavedGame(store, clutch, game);
    expect(settled.state).toBe('settled');
    expect(settled.state === 'settled' ? settled.line : '').toMatch(
      /^big-chicken: warning: the saved game of A Clutch of Chickens no longer replays with this version \(step 1 of 1, by seat 0: .+\); kept it as .*saved-clutch\.unplayable-/,
    );
    expect(readdirSync(dir).filter((f) => f.startsWith('saved-clutch.unplayable-'))).toHaveLength(1);
  });
});
