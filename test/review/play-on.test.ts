import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import type { GameId, Outcome, Step } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { exportRecord, playOnSetup, readExport, type Replayed } from '../../src/review/index.js';
import { gameRecord } from '../../src/store/index.js';
import type { SavedGame } from '../../src/store/types.js';
import { openTable, type GameTable, type TableSetup } from '../../src/table/index.js';

beforeAll(loadAllBots);

const opened: GameTable[] = [];
afterEach(() => {
  for (const t of opened.splice(0)) t.close();
});

const DATE = new Date('2026-01-01T00:00:00Z');

/** Plays `setup` at a table to the end: seat 0 by `person` (or its bot), the others by their recorded levels. */
function playAtTable(
  setup: TableSetup,
  person: ((t: GameTable) => void) | null,
): Promise<{ readonly saved: SavedGame; readonly outcome: Outcome }> {
  return new Promise((resolve) => {
    const players = setup.seats.map((s) => (s.bot === null ? null : makeBot(setup.game, s.bot, { thinkMs: 1 })));
    const t = openTable({
      game: gameModule(setup.game).game,
      setup,
      players,
      persistence: { saveGame: () => undefined, finishGame: (saved, outcome) => resolve({ saved, outcome }) },
      now: () => DATE,
    });
    opened.push(t);
    if (person) {
      t.subscribe(() => person(t));
      person(t);
    }
  });
}

/** A finished game played live at the table with easy bots in every seat, read back as `replay` reads it. */
async function liveGame(game: GameId, options: TableSetup['options'], seed: number): Promise<Replayed> {
  const seats = Array.from({ length: options.players }, (_, i) => ({ name: i === 0 ? 'Ada' : `Bot ${i}`, bot: 'easy' as const }));
  const live = await playAtTable({ game, options, seed, seats, speed: 'max', thinkMs: 1, steps: [] }, null);
  const read = readExport(JSON.parse(JSON.stringify(exportRecord(gameRecord(live.saved, live.outcome, DATE)))));
  if (!read.ok) throw new Error(read.reason);
  return read.replayed;
}

/** The person of seat 0 makes the live game's moves: each as soon as the table reaches it. */
function samePerson(steps: readonly Step<unknown>[]) {
  return (t: GameTable) => {
    const at = t.getSnapshot().steps;
    const next = steps[at];
    if (next && next.seat === 0 && t.getSnapshot().current !== 'terminal') t.act(0, next.action);
  };
}

describe('playing on from a replay', () => {
  it.each([
    { game: 'just-hatched' as GameId, options: { players: 4 } },
    { game: 'henhouse' as GameId, options: { players: 3 } },
  ])(
    'ends exactly as the live game of $game did, from the deal, the middle and the last action',
    async ({ game, options }) => {
      const replayed = await liveGame(game, options, 7);
      const engine = gameModule(game).game;
      const total = replayed.record.steps.length;
      for (const at of [0, Math.floor(total / 2), total - 1]) {
        const setup = playOnSetup(replayed, at, (s) => engine.currentPlayer(s) === 'terminal', { speed: 'max', thinkMs: 1 });
        expect(setup).not.toBeNull();
        if (!setup) return;
        expect(setup.seats[0]).toEqual({ name: 'Ada', bot: null });
        expect(setup.seats.slice(1).every((s) => s.bot === 'easy')).toBe(true);
        expect(setup.steps).toEqual(replayed.record.steps.slice(0, at));
        const end = await playAtTable(setup, samePerson(replayed.record.steps));
        // Same steps, same final scores, and the record says where it was played on from.
        expect(end.saved.steps).toEqual(replayed.record.steps);
        expect(end.outcome.scores).toEqual(replayed.record.scores);
        const record = gameRecord(end.saved, end.outcome, DATE);
        expect(record.playedOn).toBe(at);
        expect({ ...record, playedOn: undefined, seats: undefined }).toEqual({
          ...gameRecord({ ...replayed.record, speed: 'max', thinkMs: 1, savedAt: '' }, end.outcome, DATE),
          playedOn: undefined,
          seats: undefined,
          watched: undefined,
        });
      }
    },
    60_000,
  );

  it('refuses to play on from the end of a finished game, or from a step it does not have', async () => {
    const replayed = await liveGame('just-hatched', { players: 3 }, 5);
    const engine = gameModule('just-hatched').game;
    const over = (s: unknown) => engine.currentPlayer(s) === 'terminal';
    const pace = { speed: 'max', thinkMs: 1 };
    expect(playOnSetup(replayed, replayed.record.steps.length, over, pace)).toBeNull();
    expect(playOnSetup(replayed, replayed.record.steps.length + 1, over, pace)).toBeNull();
    expect(playOnSetup(replayed, -1, over, pace)).toBeNull();
    expect(playOnSetup(replayed, 1.5, over, pace)).toBeNull();
  });

  it("gives a person's seat of a shared table to a bot, and the person seat 0", () => {
    const module = gameModule('just-hatched');
    const state = module.game.setup({ players: 3 }, 9);
    const replayed: Replayed = {
      module,
      record: {
        format: 'big-chicken game',
        version: 1,
        game: 'just-hatched',
        options: { players: 3 },
        seed: 9,
        seats: [
          { name: 'Ada', bot: 'hard' },
          { name: 'Bea', bot: null },
          { name: 'Pip', bot: 'easy' },
        ],
        steps: [],
        finished: null,
        scores: null,
        takeBacks: 0,
      },
      states: [state],
    };
    const setup = playOnSetup(replayed, 0, () => false, { speed: 'normal', thinkMs: 300 });
    expect(setup?.seats).toEqual([
      { name: 'Ada', bot: null },
      { name: 'Bea', bot: 'normal' },
      { name: 'Pip', bot: 'easy' },
    ]);
    expect(setup?.playedOn).toBe(0);
  });
});
