import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../../src/ui/App.js';
import { newGameHold } from '../../src/ui/run-table.js';
import { LockBusyError, openStore, type HeldLock } from '../../src/store/index.js';
import type { GameId } from '../../src/engine/index.js';
import { KEY, memoryPersistence, press, waitFrame } from './helpers.js';

afterEach(() => cleanup());

function menu(holdGame: (game: GameId) => string | null) {
  const { persistence, saves } = memoryPersistence();
  const cleared: GameId[] = [];
  const ui = render(
    <App
      start={{ kind: 'menu', saved: [] }}
      persistence={{ ...persistence, clearSavedGame: (game) => void cleared.push(game), holdGame }}
      onExit={() => undefined}
      colourLevel={0}
    />,
  );
  return { ui, saves, cleared };
}

describe("the start menu's new game holds its game's saved game, as play does", () => {
  it('another table playing the game: the menu says so in one line and opens no table', async () => {
    const asked: GameId[] = [];
    const { ui, saves } = menu((game) => {
      asked.push(game);
      return 'BIG CHICKEN: Just Hatched is being played at another table (pid 4242); leave that table first.';
    });
    await waitFrame(ui, (f) => f.includes('Enter start'));
    await press(ui, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('another table'));
    expect(asked).toEqual(['just-hatched']);
    // Still the menu: no table was opened, so nothing saved over the other table's game.
    expect(frame).toContain('Enter start');
    expect(saves).toEqual([]);
  });

  it('the lock taken: the table opens', async () => {
    const asked: GameId[] = [];
    const { ui } = menu((game) => {
      asked.push(game);
      return null;
    });
    await waitFrame(ui, (f) => f.includes('Enter start'));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => !f.includes('Enter start'));
    expect(asked).toEqual(['just-hatched']);
  });
});

describe('newGameHold, what runMenu gives the menu', () => {
  it('takes the real lock once, and refuses while another table holds it, naming the lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'big-chicken-menu-lock-'));
    const store = openStore({ dir });
    // Another table (here: a lock this process took first) plays Henhouse.
    const other = store.holdSavedGame('henhouse');
    const held: HeldLock[] = [];
    const hold = newGameHold(store, held, new Set());
    expect(hold('henhouse')).toMatch(/^Henhouse is being played at another table \(.*saved-henhouse\.lock.*\); leave that table first/);
    expect(held).toEqual([]);
    other.release();
    expect(hold('henhouse')).toBeNull();
    expect(existsSync(join(dir, 'saved-henhouse.lock'))).toBe(true);
    // Held now by the menu: taking it again is no refusal, and play elsewhere would be refused.
    expect(hold('henhouse')).toBeNull();
    expect(() => store.holdSavedGame('henhouse')).toThrow(LockBusyError);
    for (const lock of held) lock.release();
    expect(existsSync(join(dir, 'saved-henhouse.lock'))).toBe(false);
  });
});
