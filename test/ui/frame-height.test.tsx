import stringWidth from 'string-width';
import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame, randomBot, type AnyGame, type GameId, type Step } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import * as hhScreen from '../../src/games/henhouse/ui/Screen.js';
import * as clutchScreen from '../../src/games/clutch/ui/Screen.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { KEY, memoryPersistence, press, renderJh, renderTable, waitFrame } from './helpers.js';

afterEach(() => cleanup());

// Ink redraws a frame in place only while it is shorter than the window. A frame that fills it is
// redrawn by clearing the screen, which tmux (and some terminals) keep in their scrollback; one
// taller than the window scrolls, and every later frame leaves a copy of itself above. So no frame
// of a table may be as tall as the window: here, every frame of a table the bots play (the person
// watching, --watch) into its second round at the smallest sizes, the first round's end included.
// The person's own prompts and pickers at these sizes are measured by the screens' own tests.
const TABLES: readonly [GameId, Record<string, unknown> & { players: number }, unknown][] = [
  ['just-hatched', { players: 4 }, jhScreen],
  ['just-hatched', { players: 6 }, jhScreen],
  ['just-hatched', { players: 2, twoPlayer: 'both-hands' }, jhScreen],
  ['henhouse', { players: 4 }, hhScreen],
  ['henhouse', { players: 5 }, hhScreen],
  ['henhouse', { players: 3, bigHands: true }, hhScreen],
  ['clutch', { players: 1 }, clutchScreen],
];

describe('every frame of a watched table is shorter than the window and within its width', () => {
  for (const [game, options, screen] of TABLES) {
    for (const [columns, rows] of [
      [60, 20],
      [80, 24],
    ] as const) {
      it(`${game} ${JSON.stringify(options)} at ${columns}×${rows}`, async () => {
        const mod = gameModule(game);
        const setup = newTableSetup({
          game,
          options: options as never,
          seed: 2,
          name: 'Ada',
          speed: 'max',
          thinkMs: 1,
          watch: true,
          bots: Array<'easy'>(options.players).fill('easy'),
        });
        const { ui } = renderTable({
          game: mod.game as AnyGame,
          title: mod.info.title,
          setup,
          bots: Array.from({ length: options.players }, () => randomBot(0.3)),
          persistence: memoryPersistence().persistence,
          screen: screen as TableScreenModule,
          columns,
          rows,
        });
        // Into the second round (the first round's end drawn on the way), or the end of a solo game;
        // a table that never gets there fails here rather than checking fewer frames.
        await waitFrame(ui, (f) => /Round 2 of|GAME OVER|Game over/.test(f), 60_000);
        for (const frame of ui.frames) {
          const lines = frame.split('\n');
          expect(lines.length, frame).toBeLessThan(rows);
          for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(columns);
        }
        ui.unmount();
      });
    }
  }
});

describe('the end of a game is shorter than a 60×20 window (its longest tables)', () => {
  for (const [game, options, screen, SEED, columns, what] of [
    ['henhouse', { players: 5 }, hhScreen, 5, 60, ''],
    ['just-hatched', { players: 6 }, jhScreen, 5, 60, ''],
    // Seven draws for the Golden Egg in three rounds, each draw a line of its own: at 60 columns
    // the sheet gives way to them; at 70 it stays, with the last round of draws and a line for the others.
    ['just-hatched', { players: 6 }, jhScreen, 524, 60, ', the Golden Egg drawn for seven times'],
    ['just-hatched', { players: 6 }, jhScreen, 524, 70, ', the Golden Egg drawn for seven times'],
  ] as const) {
    it(`${game} for ${options.players}${what} at ${columns}×20`, async () => {
      const mod = gameModule(game);
      const engine = mod.game as AnyGame;
      // A whole game of random moves, opened at its end.
      const played = playGame(
        engine,
        options,
        Array.from({ length: options.players }, () => randomBot(0.3)),
        SEED,
      );
      const steps: Step<unknown>[] = [...played.steps];
      const setup = {
        ...newTableSetup({
          game,
          options,
          seed: SEED,
          name: 'Ada',
          speed: 'max',
          thinkMs: 1,
          watch: false,
          bots: Array<'easy'>(options.players - 1).fill('easy'),
        }),
        steps,
      };
      const { ui } = renderTable({
        game: engine,
        title: mod.info.title,
        setup,
        bots: [null, ...Array.from({ length: options.players - 1 }, () => randomBot(0.3))],
        persistence: memoryPersistence().persistence,
        screen: screen as TableScreenModule,
        columns,
        rows: 20,
      });
      await waitFrame(ui, (f) => /is over|Game over/.test(f), 20_000);
      // The last round's panel, then (Enter) the end.
      if (!/Game over/.test(ui.lastFrame() ?? '')) await press(ui, KEY.enter);
      await waitFrame(ui, (f) => /Game over/.test(f), 20_000);
      for (const frame of ui.frames) expect(frame.split('\n').length, frame).toBeLessThan(20);
      // Nothing on the last round's panel or the end is cut: a note that does not fit beside its
      // row goes on a line of its own.
      for (const frame of ui.frames) expect(frame, frame).not.toContain('…');
      // The end says who is the Golden Egg, however many draws it took.
      const end = ui.lastFrame() ?? '';
      if (game === 'just-hatched') expect(end).toMatch(/is the Golden Egg with/);
      if (SEED === 524) {
        expect(end).toContain('Henrietta draws D (Duck)');
        if (columns === 60) {
          expect(end).toContain('Game over after 5 rounds');
          expect(end).not.toMatch(/R1 +R2/);
          expect(end).toContain('Ada draws Y7');
        } else {
          expect(end).toMatch(/R1 +R2 +R3 +R4 +R5 +total/);
          expect(end).toContain('2 earlier rounds of draws for the Golden Egg tied; then:');
          expect(end).toContain('Pip draws G10');
          expect(end).not.toContain('Ada draws Y7');
        }
      }
      ui.unmount();
    });
  }
});

describe('the help and rules overlays are shorter than the window', () => {
  for (const [columns, rows] of [
    [60, 20],
    [80, 24],
  ] as const) {
    it(`at ${columns}×${rows}`, async () => {
      const { ui } = renderJh({ players: 4, seed: 5, columns, rows, speed: 'slow' });
      await waitFrame(ui, (f) => f.includes('? help'));
      await press(ui, '?');
      await waitFrame(ui, (f) => /scroll|any other key closes/.test(f));
      await press(ui, KEY.esc);
      await waitFrame(ui, (f) => f.includes('? help'));
      await press(ui, 'r');
      await waitFrame(ui, (f) => / rules · /.test(f));
      for (const frame of ui.frames) expect(frame.split('\n').length, frame).toBeLessThan(rows);
      ui.unmount();
    });
  }
});
