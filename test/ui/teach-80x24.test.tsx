import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { randomBot, type AnyGame, type Bot } from '../../src/engine/index.js';
import { henhouse } from '../../src/games/henhouse/module.js';
import { justHatchedGame } from '../../src/games/just-hatched/index.js';
import { openTable, type GameTable, type TableSetup } from '../../src/table/index.js';
import * as henhouseScreen from '../../src/games/henhouse/ui/Screen.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import Table from '../../src/ui/screens/Table.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { memoryPersistence, press, waitFrame } from './helpers.js';
import { gameModule } from '../../src/games/index.js';

const opened: GameTable[] = [];
afterEach(() => {
  for (const t of opened.splice(0)) t.close();
});

/** A teaching table of `game` at 80×24 (or `size`), Ada in seat 0 against random bots. */
function teachingTable(
  id: 'just-hatched' | 'henhouse',
  game: AnyGame,
  screen: unknown,
  seed: number,
  teach: boolean,
  { columns = 80, rows = 24, players = 4 } = {},
) {
  const setup: TableSetup = {
    ...newTableSetup({
      game: id,
      options: { players },
      seed,
      name: 'Ada',
      speed: 'max',
      thinkMs: 5,
      watch: false,
      bots: Array.from({ length: players - 1 }, () => 'easy' as const),
    }),
    teach,
  };
  const bots: (Bot<unknown, unknown> | null)[] = setup.seats.map((s) => (s.bot === null ? null : randomBot(0)));
  const table = openTable({ game, setup, players: bots, persistence: memoryPersistence().persistence });
  opened.push(table);
  return render(
    <Table
      table={table}
      module={gameModule(table.about.game)}
      title="BIG CHICKEN"
      screen={screen as TableScreenModule}
      onExit={() => undefined}
      columns={columns}
      rows={rows}
    />,
  );
}

describe('a teaching game at 80×24, 60×24 and 60×20', () => {
  it('Just Hatched keeps the card faces of its hand, as without teaching, and fits the terminal', async () => {
    for (const teach of [false, true]) {
      const ui = teachingTable('just-hatched', justHatchedGame, jhScreen, 7, teach);
      const frame = await waitFrame(ui, (f) => f.includes('Your turn') && (!teach || f.includes('Teaching table')));
      // A face's top edge, as the standard layout draws the hand (compact draws chips such as "B7  Y7").
      expect(frame).toMatch(/╭(egg|hen|BIG|duck)─*╮ ╭/);
      // Seats keep their names whole and the frame leaves the last row free.
      expect(frame.split('\n').length).toBeLessThanOrEqual(23);
      ui.unmount();
    }
  });

  it('Henhouse keeps the faces of the play to beat and fits the terminal', async () => {
    const ui = teachingTable('henhouse', henhouse.game as AnyGame, henhouseScreen, 5, true);
    const frame = await waitFrame(ui, (f) => f.includes('Teaching table') && f.includes('To beat:'));
    expect(frame).toMatch(/[╔╭](hen|egg)[═─]*[╗╮]/);
    expect(frame.split('\n').length).toBeLessThanOrEqual(23);
    expect(frame.split('\n')[0]).toContain('teaching');
  });

  it('opens the rules over the whole screen, its border under the header, the panel put away', async () => {
    const ui = teachingTable('just-hatched', justHatchedGame, jhScreen, 7, true);
    await waitFrame(ui, (f) => f.includes('Your turn') && f.includes('Teaching table'));
    await press(ui, 'r');
    const frame = await waitFrame(ui, (f) => / rules · .* \(\d+ of \d+\)/.test(f));
    const lines = frame.split('\n');
    expect(lines[0]).toMatch(/^BIG CHICKEN · .*teaching/);
    expect(lines[1]).toMatch(/^╭─+╮$/);
    expect(lines.length).toBeLessThanOrEqual(23);
    expect(frame).not.toContain('Teaching table');
    ui.unmount();
  });

  it('at 60×20 reads a lesson whole in the place of the lines above it, and keeps its header on the screen', async () => {
    const wilds = henhouse.teaching?.lessons.wild;
    if (!wilds) throw new Error('Henhouse teaches its wilds');
    // Seed 7: Ada's first turn follows a Henhouse she cannot beat, and her wilds are new to her.
    const ui = teachingTable('henhouse', henhouse.game as AnyGame, henhouseScreen, 7, true, { columns: 60, rows: 20, players: 3 });
    const frame = await waitFrame(ui, (f) => f.includes('Your turn') && f.includes('*C=WC5.'));
    const lines = frame.split('\n');
    expect(lines[0]).toMatch(/^BIG CHICKEN · .*teaching/);
    expect(lines.length).toBeLessThanOrEqual(19);
    // The lesson's three rows are the panel, above the error and key lines; none is cut. What to
    // do with nothing to beat it gave way to (the prompt still says p passes).
    const panel = lines.slice(-5, -2);
    expect(panel.join(' ')).toBe(wilds.lines.join(' '));
    for (const row of panel) expect(row.length).toBeLessThanOrEqual(60);
    expect(frame).not.toContain('Nothing you hold beats');
    expect(frame).toContain('p passes');
    ui.unmount();
  });

  it('at 60×24 says what to do with nothing to beat above a lesson of three rows', async () => {
    const ui = teachingTable('henhouse', henhouse.game as AnyGame, henhouseScreen, 7, true, { columns: 60, rows: 24, players: 3 });
    const frame = await waitFrame(ui, (f) => f.includes('Your turn') && f.includes('*C=WC5.'));
    const lines = frame.split('\n');
    expect(lines[0]).toMatch(/^BIG CHICKEN · .*teaching/);
    expect(lines.length).toBeLessThanOrEqual(23);
    expect(lines.at(-6)).toBe('Nothing you hold beats the Henhouse 6-6-7-7: pass (p).');
    expect(lines.at(-3)).toBe('its colour and rank: *C=WC5.');
    ui.unmount();
  });
});
