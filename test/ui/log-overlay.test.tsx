// The log overlay (m): every line of the table's log, whole at any size, where the table itself
// has room for only its newest few.
import { afterEach, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { randomBot, type AnyGame } from '../../src/engine/index.js';
import { henhouse } from '../../src/games/henhouse/module.js';
import type { HenhouseView } from '../../src/games/henhouse/index.js';
import * as henhouseScreen from '../../src/games/henhouse/ui/Screen.js';
import { logLines } from '../../src/games/henhouse/ui/Screen.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { platformKeys } from '../../src/ui/screens/Table.js';
import LogOverlay from '../../src/ui/components/LogOverlay.js';
import { render } from 'ink-testing-library';
import { KEY, memoryPersistence, press, renderTable, waitFrame } from './helpers.js';

const closing: (() => void)[] = [];
afterEach(() => {
  for (const close of closing.splice(0)) close();
});

/** A five-player Henhouse table of seed 11 at 60×20, Ada against random bots playing at once. */
function henhouseTable() {
  const setup = newTableSetup({
    game: 'henhouse',
    options: { players: 5 },
    seed: 11,
    name: 'Ada',
    speed: 'max',
    thinkMs: 5,
    watch: false,
    bots: ['easy', 'easy', 'easy', 'easy'],
  });
  const { ui, table } = renderTable({
    game: henhouse.game as AnyGame,
    title: 'Henhouse',
    setup,
    bots: [null, randomBot(0), randomBot(0), randomBot(0), randomBot(0)],
    persistence: memoryPersistence().persistence,
    screen: henhouseScreen as unknown as TableScreenModule,
    columns: 60,
    rows: 20,
  });
  closing.push(() => {
    table.close();
    ui.unmount();
  });
  return { ui, table };
}

/** The rows inside the overlay's box, between its title and its last line. */
const boxed = (frame: string) =>
  frame
    .split('\n')
    .filter((l) => l.startsWith('│ '))
    .map((l) => l.slice(2, -1).trimEnd());

describe('the log overlay', () => {
  it('lists with m every line of the log, the newest last, and scrolls back to the oldest', async () => {
    const { ui, table } = henhouseTable();
    // Pass until the round's log is longer than the screen keeps: at 60×20 with five seats, no line.
    for (let i = 0; i < 6; i++) {
      await waitFrame(ui, (f) => f.includes('Your turn'));
      const view = table.seat(0).view as HenhouseView;
      await press(ui, view.trick.current === null ? KEY.enter : 'p');
      if (view.trick.current === null) break;
    }
    const view = table.seat(0).view as HenhouseView;
    const lines = logLines(view, ['Ada', 'Pip', 'Marigold', 'Nugget', 'Henrietta']);
    expect(lines.length).toBeGreaterThan(12);
    await press(ui, 'm');
    const open = await waitFrame(ui, (f) => f.includes("Henhouse: this round's log"));
    const rows = open.split('\n');
    expect(rows.length).toBeLessThanOrEqual(19);
    for (const row of rows) expect(stringWidth(row)).toBeLessThanOrEqual(60);
    expect(rows[0]).toMatch(/^Henhouse · Round 1/);
    // The newest lines at the bottom, as the log says them, and more above.
    const shown = boxed(open).slice(1, -1);
    expect(shown).toEqual(lines.slice(-shown.length));
    expect(open).toContain('(more above)');
    // PgUp as often as it takes reaches the oldest line, the deal.
    for (let i = 0; i < 10; i++) await press(ui, '\u001B[5~');
    const top = await waitFrame(ui, (f) => f.includes('(more below)'));
    expect(boxed(top)[1]).toBe(lines[0]);
    expect(lines[0]).toBe('Round 1 is dealt; Henrietta was drawn to lead.');
    // Any other key closes it, and the table is back as it was.
    await press(ui, 'x');
    const closed = await waitFrame(ui, (f) => !f.includes("round's log") && f.includes('m log'));
    expect(closed.split('\n')[0]).toMatch(/^Henhouse · Round 1/);
  });

  it('is in the help of a table whose screen has a log, saying what the log holds', () => {
    const keys = platformKeys(false, true, 'every round so far, per seat', false, "this round's log");
    expect(keys.map((k) => k.keys)).toEqual(['t', 'm', 'n / r']);
    expect(keys[1]?.does).toMatch(/^this round's log, every line of it/);
    expect(platformKeys(false, true).map((k) => k.keys)).not.toContain('m');
  });

  it('says where more of the log is: above, below, or both', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}.`);
    const at = (back: number) =>
      render(<LogOverlay title="Henhouse" name="the log" lines={lines} back={back} width={40} height={14} />).lastFrame() ?? '';
    // Ten rows show at a time: the newest ten at first.
    expect(at(0)).toContain('(more above)');
    expect(boxed(at(0)).slice(1, -1)).toEqual(lines.slice(-10));
    expect(at(5)).toContain('(more above and below)');
    expect(boxed(at(5)).slice(1, -1)).toEqual(lines.slice(15, 25));
    expect(at(20)).toContain('(more below)');
    expect(boxed(at(99)).slice(1, -1)).toEqual(lines.slice(0, 10));
  });
});
