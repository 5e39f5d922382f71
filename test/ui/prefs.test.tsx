import chalk from 'chalk';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from '../../src/ui/App.js';
import type { TablePrefs } from '../../src/store/prefs.js';
import { BELL } from '../../src/ui/hooks/use-bell.js';
import { findSeed, KEY, memoryPersistence, press, renderJh, waitFrame } from './helpers.js';

const level = chalk.level;
beforeEach(() => {
  chalk.level = 1;
});
afterEach(() => {
  chalk.level = level;
  cleanup();
});

/** A foreground colour's escape code (30–37, 90–97, or 38;…). */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[(?:3[0-8]|9[0-7])[;m]`);

function menu(prefs: TablePrefs, remembered: Partial<TablePrefs>[] = [], fail: string | null = null) {
  const { persistence } = memoryPersistence();
  return render(
    <App
      start={{ kind: 'menu', saved: [] }}
      persistence={{ ...persistence, clearSavedGame: () => undefined }}
      onExit={() => undefined}
      prefs={prefs}
      colourLevel={1}
      remember={(change) => {
        remembered.push(change);
        return fail;
      }}
    />,
  );
}

describe('the theme and the bell in the start menu', () => {
  it('change on their lines, redraw the menu in the new theme and are remembered', async () => {
    const remembered: Partial<TablePrefs>[] = [];
    const ui = menu({ theme: 'dark', bell: false }, remembered);
    expect(await waitFrame(ui, (f) => f.includes('Colours'))).toMatch(COLOUR);
    // Up from the first line wraps to Start, then Seed, Bell and Colours.
    await press(ui, KEY.up, KEY.up, KEY.up, KEY.up, KEY.left);
    const mono = await waitFrame(ui, (f) => f.includes('◂ mono ▸'));
    expect(mono).not.toMatch(COLOUR);
    await press(ui, KEY.down, KEY.right);
    await waitFrame(ui, (f) => /Bell\s+◂ on ▸/.test(f));
    expect(remembered).toEqual([{ theme: 'mono' }, { bell: true }]);
  });

  it('say so on the menu when the setting could not be remembered', async () => {
    const ui = menu({ theme: 'light', bell: false }, [], 'could not remember the settings: the disk is full (/x/settings.json)');
    await waitFrame(ui, (f) => f.includes('Colours'));
    await press(ui, KEY.up, KEY.up, KEY.up, KEY.up, KEY.right);
    const frame = await waitFrame(ui, (f) => f.includes('could not remember'));
    expect(frame).toContain('◂ mono ▸');
  });
});

describe('the bell', () => {
  const bells = (frames: readonly string[]) => frames.filter((f) => f === BELL).length;

  it('rings each time it becomes the person’s turn', async () => {
    const { ui, table } = renderJh({ players: 4, seed: 3, bell: true });
    // The bots lead this deal: the person's first turn comes after theirs.
    expect(table.seat(0).myTurn).toBe(false);
    await waitFrame(ui, () => table.seat(0).myTurn);
    await new Promise((r) => setTimeout(r, 50));
    expect(bells(ui.frames)).toBe(1);
    for (let turn = 2; turn <= 4; turn++) {
      const seat = table.seat(0);
      expect(table.act(0, seat.legal[seat.legal.length - 1])).toBeNull();
      await waitFrame(ui, () => table.seat(0).myTurn || table.getSnapshot().current === 'terminal');
      await new Promise((r) => setTimeout(r, 50));
      if (table.getSnapshot().current === 'terminal') break;
      expect(bells(ui.frames)).toBe(turn);
    }
  });

  it('does not ring for the turn the table opens on', async () => {
    const seed = findSeed(4, (v) => v.turn === 0);
    const { ui, table } = renderJh({ players: 4, seed, bell: true });
    expect(table.seat(0).myTurn).toBe(true);
    await waitFrame(ui, (f) => f.includes('Ada'));
    await new Promise((r) => setTimeout(r, 50));
    expect(bells(ui.frames)).toBe(0);
  });

  it('stays silent when off', async () => {
    const { ui, table } = renderJh({ players: 4, seed: 3 });
    await waitFrame(ui, () => table.seat(0).myTurn);
    const seat = table.seat(0);
    table.act(0, seat.legal[seat.legal.length - 1]);
    await waitFrame(ui, () => table.seat(0).myTurn);
    await new Promise((r) => setTimeout(r, 50));
    expect(bells(ui.frames)).toBe(0);
  });
});
