import { describe, expect, it } from 'vitest';
import { randomBot, type AnyGame } from '../../src/engine/index.js';
import { henhouse } from '../../src/games/henhouse/module.js';
import { justHatchedGame } from '../../src/games/just-hatched/index.js';
import * as hhScreen from '../../src/games/henhouse/ui/Screen.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { memoryPersistence, renderTable, waitFrame } from './helpers.js';

// A spectator of a shared table watches the table, not the empty hand of the seat its screen is
// drawn from: the prompt says whose turn it is, the hand's place says the hands are hidden, and
// the seat at the bottom is not called "(you)" or a bot when a person plays it.
describe('a spectator screen', () => {
  for (const [title, game, screen, players] of [
    ['BIG CHICKEN: Just Hatched', justHatchedGame, jhScreen, 4],
    ['BIG CHICKEN: Henhouse', henhouse.game, hhScreen, 3],
  ] as const) {
    it(`reads as watching the table (${title})`, async () => {
      const setup = newTableSetup({
        game: game.id as 'just-hatched',
        options: { players },
        seed: 7,
        name: 'Ada',
        speed: 'max',
        thinkMs: 10,
        watch: false,
        bots: Array.from({ length: players - 1 }, () => 'easy' as const),
      });
      const seats = setup.seats.map((s, i) => (i === 1 ? { ...s, bot: 'normal' as const, away: true } : s));
      const { ui } = renderTable({
        game: game as AnyGame,
        title,
        setup: { ...setup, steps: [] },
        // Nobody plays seat 0 from this screen: a spectator's screen only looks on.
        bots: setup.seats.map((s) => (s.bot === null ? null : randomBot(0))),
        persistence: memoryPersistence().persistence,
        screen: screen as unknown as TableScreenModule,
        shared: { seats, spectator: true, quitNote: 'You are only watching.', hint: 'Watching table KQTZ   q leave', holdLapseMs: 60_000 },
      });
      const frame = await waitFrame(ui, (f) => /You are watching the table/.test(f));
      expect(frame).toMatch(/You are watching the table(: \S+.* (to play|is choosing)…|\.)/);
      expect(frame).toContain('The hands stay hidden');
      expect(frame).not.toMatch(/Watching: \S+'s hand/);
      expect(frame).not.toContain('(no cards left)');
      expect(frame).not.toMatch(/Ada \((you|bot)\)/);
    });
  }
});
