import { describe, expect, it } from 'vitest';
import { clutchGame, type ClutchView } from '../../src/games/clutch/index.js';
import * as clutchScreen from '../../src/games/clutch/ui/Screen.js';
import { discardWords } from '../../src/games/clutch/ui/Screen.js';
import { cardWords } from '../../src/games/clutch/ui/card-text.js';
import { Rng } from '../../src/engine/index.js';
import { loadBots, makeBot } from '../../src/games/bots.js';
import { platformKeys } from '../../src/ui/screens/Table.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { memoryPersistence, press, renderTable, waitFrame } from './helpers.js';

/** A Clutch table of seed 3 for Ada, at 100×40 (or `columns` × `rows`). */
function clutchTable(columns = 100, rows = 40) {
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
    columns,
    rows,
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

  it('lists the discard pile on the message line with d, within 60×20 where the screen has no rows for it', async () => {
    const { ui, table } = clutchTable(60, 20);
    await waitFrame(ui, (f) => f.includes('keep one card'));
    // The normal bot's choices, made at the table, until the pile is longer than a 60×20 screen lists.
    await loadBots('clutch');
    const bot = makeBot('clutch', 'normal', { thinkMs: 0 });
    const rng = Rng.fromSeed(1);
    const listed = (frame: string | undefined) => (frame ?? '').split('\n').some((l) => l.startsWith('discard '));
    for (let turn = 0; turn < 80; turn++) {
      const seat = table.seat(0);
      if (seat.current !== 0) break;
      expect(table.act(0, bot.choose(seat.view, seat.legal, rng))).toBeNull();
      const frame = await waitFrame(ui, (f) => f.includes(`Turn ${(seat.view as ClutchView).turn + 2} `));
      if ((table.seat(0).view as ClutchView).discard.length >= 20 && !listed(frame)) break;
    }
    const discard = (table.seat(0).view as ClutchView).discard;
    expect(discard.length).toBeGreaterThanOrEqual(20);
    expect(listed(ui.lastFrame())).toBe(false);
    await press(ui, 'd');
    const frame = await waitFrame(ui, (f) => f.includes('Discard pile, '));
    const rows = frame.split('\n');
    expect(rows.length).toBeLessThanOrEqual(19);
    expect(rows[0]).toContain('Clutch');
    const at = rows.findIndex((l) => l.startsWith('Discard pile, '));
    const said = rows.slice(at, rows.length - 1).join(' ');
    // Its cards as the screen writes them: suit letters without colour or symbols, else symbols.
    expect([cardWords(discardWords(discard), true), discardWords(discard)]).toContain(said);
    expect(said).toContain(`${discard.length} cards`);
    table.close();
    ui.unmount();
  });
});
