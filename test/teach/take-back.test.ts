import { afterEach, describe, expect, it, beforeAll } from 'vitest';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import type { GameId, Outcome } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import type { SavedGame } from '../../src/store/types.js';
import { openTable, type GameTable, type TableSetup } from '../../src/table/index.js';
import { quickSetup } from '../table/quick-setup.js';

beforeAll(loadAllBots);

const opened: GameTable[] = [];
afterEach(() => {
  for (const t of opened.splice(0)) t.close();
});

function memory() {
  const saves: SavedGame[] = [];
  return { saves, persistence: { saveGame: (s: SavedGame) => void saves.push(s), finishGame: (_s: SavedGame, _o: Outcome) => undefined } };
}

function open(game: GameId, players: number, seed: number, teach = true) {
  const setup: TableSetup = quickSetup(game, players, seed, 'normal', teach);
  const store = memory();
  const t = openTable({
    game: gameModule(game).game,
    setup,
    players: setup.seats.map((s) => (s.bot === null ? null : makeBot(game, 'normal', { thinkMs: 5 }))),
    persistence: store.persistence,
  });
  opened.push(t);
  return { t, store };
}

/** Resolves once it is seat 0's turn (the bots at speed max play in between). */
function myTurn(t: GameTable): Promise<void> {
  return new Promise((resolve) => {
    const check = () => t.seat(0).myTurn && t.getSnapshot().thinking === null;
    if (check()) return resolve();
    const off = t.subscribe(() => {
      if (check()) {
        off();
        resolve();
      }
    });
  });
}

/** Everything seat 0's screen shows, and the whole record. */
const picture = (t: GameTable) => {
  const s = t.seat(0);
  return { view: s.view, legal: s.legal, log: s.log, current: s.current, steps: t.record().steps };
};

describe('take-back', () => {
  it.each([
    ['just-hatched', 4, 5],
    ['henhouse', 4, 3],
    ['clutch', 1, 9],
  ] as const)(
    "%s: the table is exactly as before the move, bots' replies and all, and again down to the round start",
    async (game, players, seed) => {
      const { t, store } = open(game, players, seed);
      await myTurn(t);
      const before1 = picture(t);
      expect(t.act(0, before1.legal[0])).toBeNull();
      await myTurn(t);
      const before2 = picture(t);
      expect(t.act(0, before2.legal[before2.legal.length - 1])).toBeNull();
      await myTurn(t);
      expect(t.record().steps.length).toBeGreaterThan(before2.steps.length);

      expect(t.takeBack(0)).toBeNull();
      expect(picture(t)).toEqual(before2);
      expect(store.saves.at(-1)?.steps).toEqual(before2.steps);
      expect(store.saves.at(-1)?.takeBacks).toBe(1);
      expect(t.getSnapshot().takeBacks).toBe(1);
      await myTurn(t);
      expect(t.takeBack(0)).toBeNull();
      expect(picture(t)).toEqual(before1);
      expect(t.record().takeBacks).toBe(2);
      await myTurn(t);
      // Before the person's first move of the round there is nothing left to take back.
      expect(t.takeBack(0)).toBe('Nothing of yours to take back in this round.');
      expect(picture(t)).toEqual(before1);
    },
  );

  it('is refused outside a teaching game, and leaves the game alone', async () => {
    const { t } = open('just-hatched', 3, 2, false);
    await myTurn(t);
    t.act(0, t.seat(0).legal[0]);
    await myTurn(t);
    const now = picture(t);
    expect(t.takeBack(0)).toBe('Moves can be taken back only in a teaching game (play --teach).');
    expect(picture(t)).toEqual(now);
  });
});
