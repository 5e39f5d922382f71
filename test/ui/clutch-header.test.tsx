import { describe, expect, it } from 'vitest';
import { clutchGame } from '../../src/games/clutch/index.js';
import * as clutchScreen from '../../src/games/clutch/ui/Screen.js';
import { platformKeys } from '../../src/ui/screens/Table.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { memoryPersistence, press, renderTable, waitFrame } from './helpers.js';

/** A Clutch table of seed 3 for Ada, at 100×40. */
function clutchTable() {
  const setup = newTableSetup({
    game: 'clutch',
    options: { players: 1 },
    seed: 3,
    name: 'Ada',
    speed: 'normal',
    thinkMs: 5,
    watch: false,
    bots: [],
  });
  return renderTable({
    game: clutchGame,
    title: 'Clutch',
    setup,
    bots: [null],
    persistence: memoryPersistence().persistence,
    screen: clutchScreen as unknown as TableScreenModule,
  });
}

describe('the Clutch table', () => {
  it('shows no bot speed in its header: a person plays it alone', async () => {
    const { ui, table } = clutchTable();
    const frame = await waitFrame(ui, (f) => f.includes('seed 3'));
    expect(frame.split('\n')[0]).not.toContain('speed');
    table.close();
    ui.unmount();
  });

  it('says in its help what t shows at a solo game, the flock after each turn, not rounds per seat', async () => {
    const { ui, table } = clutchTable();
    await waitFrame(ui, (f) => f.includes('keep one card'));
    await press(ui, '?');
    const help = await waitFrame(ui, (f) => f.includes(': keys'));
    const sheetLine = help.split('\n').find((l) => /│ t {2,}/.test(l)) ?? '';
    expect(sheetLine).toContain('the score sheet: the flock after each turn');
    expect(sheetLine).not.toMatch(/round|seat/);
    // What t then shows is that.
    await press(ui, 'x', 't');
    const sheet = await waitFrame(ui, (f) => f.includes('Score sheet'));
    expect(sheet).toContain('The flock after each turn');
    table.close();
    ui.unmount();
  });

  it("offers a solo game its take-back and play-again keys without rounds, seats or other players' moves", () => {
    const solo = platformKeys(true, true, 'the flock after each turn so far', true);
    const words = solo.map((k) => k.does).join('\n');
    expect(words).not.toMatch(/round|seat|bots'/);
    expect(solo.map((k) => k.keys)).toEqual(['t', 'h', 'u', 'n / r']);
    // A table of several keeps its words.
    expect(platformKeys(true).find((k) => k.keys === 'u')?.does).toContain("the bots' moves after it");
  });
});
