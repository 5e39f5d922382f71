import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { justHatchedGame } from '../../src/games/just-hatched/index.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableEnd, TableScreenModule } from '../../src/ui/types.js';
import type { Bot } from '../../src/engine/index.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import { findSeed, memoryPersistence, press, renderJh, renderTable, waitFrame } from './helpers.js';

afterEach(() => cleanup());

describe('table platform', () => {
  it('shows a screen that fails to draw as one line, and still lets the person leave', async () => {
    const broken: TableScreenModule = {
      default: () => {
        throw new Error('no such card');
      },
    };
    const setup = newTableSetup({
      game: 'just-hatched',
      options: { players: 3 },
      seed: 1,
      name: 'Ada',
      speed: 'slow',
      thinkMs: 10,
      watch: false,
      bots: ['easy', 'easy'],
    });
    const ends: TableEnd[] = [];
    const errors = console.error;
    console.error = () => {};
    try {
      const { ui } = renderTable({
        game: justHatchedGame,
        title: 'BIG CHICKEN: Just Hatched',
        setup,
        bots: [null, null, null],
        persistence: memoryPersistence().persistence,
        screen: broken,
        onExit: (e) => void ends.push(e),
        columns: 80,
        rows: 24,
      });
      const frame = await waitFrame(ui, (f) => f.includes('could not be drawn'));
      expect(frame).toContain('no such card');
      expect(frame).not.toMatch(/\n\s+at /);
      await press(ui, 'q', 'y');
      expect(ends).toEqual(['quit']);
    } finally {
      console.error = errors;
    }
  });

  it('stops the table with one line when a bot fails, without a stack trace', async () => {
    const seed = findSeed(3, (v) => !v.hand.includes('RC'));
    const setup = newTableSetup({
      game: 'just-hatched',
      options: { players: 3 },
      seed,
      name: 'Ada',
      speed: 'max',
      thinkMs: 10,
      watch: false,
      bots: ['easy', 'easy'],
    });
    const failing: Bot<unknown, unknown> = {
      level: 'easy',
      choose: () => {
        throw new Error('out of feed');
      },
    };
    const store = memoryPersistence();
    const { ui } = renderTable({
      game: justHatchedGame,
      title: 'BIG CHICKEN: Just Hatched',
      setup,
      bots: [null, failing, failing],
      persistence: store.persistence,
      screen: jhScreen as unknown as TableScreenModule,
      onExit: () => {},
      columns: 80,
      rows: 24,
    });
    const frame = await waitFrame(ui, (f) => f.includes('could not choose'));
    expect(frame).toContain('out of feed');
    expect(frame).not.toMatch(/\n\s+at /);
    expect(store.saves).toHaveLength(0);
  });
});

describe('help during a bot search', () => {
  it('opening and closing ? while a bot thinks never starts a second search, and the move lands after', async () => {
    const seed = findSeed(4, (v) => !v.hand.includes('RC'));
    let searches = 0;
    const answers: (() => void)[] = [];
    const slow = (): Bot<unknown, unknown> => ({
      level: 'hard',
      choose: (_v, legal) => legal[0],
      chooseAsync: (_v, legal) => {
        searches++;
        return new Promise((resolve) => answers.push(() => resolve(legal[0])));
      },
    });
    const { ui, table } = renderJh({ players: 4, seed, speed: 'max', bot: slow });
    await waitFrame(ui, () => searches === 1);
    await press(ui, '?', 'x', '?', 'x', '?');
    await waitFrame(ui, (f) => f.includes('keys'));
    await new Promise((r) => setTimeout(r, 100));
    expect(searches).toBe(1);
    answers[0]!();
    await new Promise((r) => setTimeout(r, 50));
    // Held by the open help: decided, not applied.
    expect(table.getSnapshot().steps).toBe(0);
    await press(ui, 'x');
    await waitFrame(ui, () => table.getSnapshot().steps === 1);
    expect(searches).toBeGreaterThanOrEqual(1);
    expect(answers).toHaveLength(searches);
  });
});

describe('a window too small for the table', () => {
  it("says its size, and the leave question takes the message's place, where both would not fit", async () => {
    const { ui } = renderJh({ players: 3, seed: 1, columns: 30, rows: 10 });
    const small = await waitFrame(ui, (f) => f.includes('too small'));
    expect(small.replace(/\s+/g, ' ')).toContain('this one is 30×10');
    await press(ui, 'q');
    const asked = await waitFrame(ui, (f) => f.includes('Leave the table?'));
    expect(asked).not.toContain('too small');
    expect(asked.split('\n').length).toBeLessThan(10);
    await press(ui, 'n');
    await waitFrame(ui, (f) => f.includes('too small'));
  });
});
