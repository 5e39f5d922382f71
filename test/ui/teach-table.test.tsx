import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { randomBot, type Bot } from '../../src/engine/index.js';
import { clutchGame } from '../../src/games/clutch/index.js';
import { justHatchedGame } from '../../src/games/just-hatched/index.js';
import { openTable, type TableSetup } from '../../src/table/index.js';
import * as clutchScreen from '../../src/games/clutch/ui/Screen.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import { glyphsFor } from '../../src/ui/look/glyphs.js';
import Table from '../../src/ui/screens/Table.js';
import { newTableSetup } from '../../src/table/setup.js';
import { quickSetup } from '../table/quick-setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { KEY, memoryPersistence, waitFrame } from './helpers.js';
import { gameModule } from '../../src/games/index.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function jhTable(extra: Partial<TableSetup>, onAgain?: (s: TableSetup) => void, random?: () => number) {
  const setup: TableSetup = {
    ...quickSetup('just-hatched', 4, 7),
    ...extra,
  };
  const bots: (Bot<unknown, unknown> | null)[] = setup.seats.map((s) => (s.bot === null ? null : randomBot(0)));
  const store = memoryPersistence();
  const table = openTable({ game: justHatchedGame, setup, players: bots, persistence: store.persistence });
  const ui = render(
    <Table
      table={table}
      module={gameModule(table.about.game)}
      title="BIG CHICKEN: Just Hatched"
      screen={jhScreen as unknown as TableScreenModule}
      onExit={() => undefined}
      onAgain={onAgain}
      columns={100}
      rows={40}
      random={random}
    />,
  );
  return { ui, table, store };
}

describe('the teaching table', () => {
  it("h shows the hard bot's play with why and marks its cards; Enter lays it; u takes it back", async () => {
    const { ui, table } = jhTable({ teach: true });
    const before = await waitFrame(ui, (f) => f.includes('Your turn'));
    const hand = (table.seat(0).view as { hand: string[] }).hand;
    // The hint's cards carry a star under their faces (the cards playable now, a dot).
    const { hint: star, marked: dot } = glyphsFor();
    expect(before).not.toContain(star);
    expect(before).toContain(dot);
    ui.stdin.write('h');
    const hinted = await waitFrame(ui, (f) => /Hint: \S/.test(f) && f.includes('Enter lays the marked cards'));
    if (!hinted.includes('Hint: Cluck')) expect(hinted).toContain(star);
    const steps = table.getSnapshot().steps;
    ui.stdin.write(KEY.enter);
    await waitFrame(ui, () => table.getSnapshot().steps > steps);
    await waitFrame(ui, (f) => f.includes('Your turn') && !f.includes('Hint:'));
    expect(table.record().steps[steps]?.seat).toBe(0);
    ui.stdin.write('u');
    await waitFrame(ui, (f) => f.includes('1 taken back'));
    expect((table.seat(0).view as { hand: string[] }).hand).toEqual(hand);
    expect(table.getSnapshot().steps).toBe(steps);
    ui.unmount();
  });

  it('explains a special card the first time it comes up, in two lines', async () => {
    const { ui } = jhTable({ teach: true });
    const frame = await waitFrame(ui, (f) => f.includes('Your turn'));
    // Seed 7 deals Ada a Duck.
    expect(frame).toMatch(/A Duck \(D\) is wild/);
    ui.unmount();
  });

  it('has no hints or take-backs outside a teaching game: h moves left as before, u says why not', async () => {
    const { ui } = jhTable({});
    await waitFrame(ui, (f) => f.includes('Your turn'));
    ui.stdin.write('h');
    await sleep(50);
    expect(ui.lastFrame()).not.toContain('Hint:');
    ui.stdin.write('u');
    await waitFrame(ui, (f) => f.includes('Take-backs are for teaching games'));
    ui.unmount();
  });

  it('t shows the score sheet at any time; any key closes it', async () => {
    const { ui } = jhTable({});
    await waitFrame(ui, (f) => f.includes('Your turn'));
    ui.stdin.write('t');
    await waitFrame(ui, (f) => f.includes('Score sheet') && f.includes('No round has been scored yet.'));
    ui.stdin.write('x');
    await waitFrame(ui, (f) => f.includes('Your turn') && !f.includes('Score sheet'));
    ui.unmount();
  });
});

describe('taunts', () => {
  it("start after the set time on the person's turn, in the log and beside a seat, and keep coming", async () => {
    let n = 0;
    const { ui } = jhTable({ taunt: 1 }, undefined, () => ((n = (n * 7 + 3) % 10), n / 10));
    await waitFrame(ui, (f) => f.includes('Your turn'));
    expect(ui.lastFrame()).not.toMatch(/“/);
    const first = await waitFrame(ui, (f) => /“.+”/.test(f), 3000);
    expect(first.match(/“/g)!.length).toBeGreaterThanOrEqual(2);
    ui.unmount();
  });

  it("leave the game's seeded randomness alone: the bots answer as they would have", async () => {
    const quiet = jhTable({});
    const loud = jhTable({ taunt: 1 });
    await waitFrame(quiet.ui, (f) => f.includes('Your turn'));
    await waitFrame(loud.ui, (f) => /“.+”/.test(f), 3000);
    for (const t of [quiet.table, loud.table]) t.act(0, t.seat(0).legal[0]);
    await waitFrame(quiet.ui, (f) => f.includes('Your turn') && quiet.table.getSnapshot().thinking === null);
    await waitFrame(loud.ui, (f) => f.includes('Your turn') && loud.table.getSnapshot().thinking === null);
    expect(loud.table.record().steps).toEqual(quiet.table.record().steps);
    quiet.ui.unmount();
    loud.ui.unmount();
  });

  it('never come in a teaching game', async () => {
    const { ui } = jhTable({ taunt: 1, teach: true });
    await waitFrame(ui, (f) => f.includes('Your turn'));
    await sleep(1600);
    expect(ui.lastFrame()).not.toMatch(/“/);
    ui.unmount();
  });
});

describe('play again', () => {
  it('n starts a new deal with the same seats, r the same seed (on the end screen r is the rematch, not the rules)', async () => {
    const setup: TableSetup = {
      ...newTableSetup({
        game: 'clutch',
        options: { players: 1 },
        seed: 3,
        name: 'Ada',
        speed: 'max',
        thinkMs: 5,
        watch: true,
        bots: ['easy'],
      }),
    };
    const store = memoryPersistence();
    const table = openTable({ game: clutchGame, setup, players: [randomBot(0)], persistence: store.persistence });
    const again: TableSetup[] = [];
    const ui = render(
      <Table
        table={table}
        module={gameModule(table.about.game)}
        title="Clutch"
        screen={clutchScreen as unknown as TableScreenModule}
        onExit={() => undefined}
        onAgain={(s) => void again.push(s)}
        columns={100}
        rows={40}
      />,
    );
    await waitFrame(ui, (f) => f.includes('n new deal') && f.includes('r rematch'), 20_000);
    ui.stdin.write('n');
    ui.stdin.write('r');
    await waitFrame(ui, () => again.length === 2);
    await sleep(100);
    expect(ui.lastFrame()).not.toContain('rules ·');
    expect(again[0]).toMatchObject({ game: 'clutch', seats: setup.seats, steps: [] });
    expect(again[1]).toMatchObject({ seed: 3, seats: setup.seats, steps: [] });
    ui.unmount();
    table.close();
  });
});

describe('a resumed teaching table', () => {
  it('a resumed teaching game does not teach again what the game had met before it was saved', async () => {
    const first = jhTable({ teach: true });
    const start = await waitFrame(first.ui, (f) => f.includes('Your turn'));
    // The first frame teaches what the deal brings up: the Duck in Ada's hand, and more waiting.
    expect(start).toMatch(/\d+ more to learn/);
    expect(start).toContain('A Duck (D) is wild');
    // Ada plays the hint; the game goes on to her next turn, then is put away and resumed.
    first.ui.stdin.write('h');
    await waitFrame(first.ui, (f) => f.includes('Esc puts the hint away'));
    first.ui.stdin.write(KEY.enter);
    await waitFrame(first.ui, (f) => f.includes('Your turn') && first.table.record().steps.length > 0);
    const steps = first.table.record().steps;
    first.ui.unmount();
    const again = jhTable({ teach: true, steps });
    const resumed = await waitFrame(again.ui, (f) => f.includes('Your turn'));
    expect(again.table.record().steps.slice(0, steps.length)).toEqual(steps);
    expect(resumed).not.toContain('A Duck (D) is wild');
    expect(resumed).not.toMatch(/more to learn/);
  });
});
