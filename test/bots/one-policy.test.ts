import { describe, expect, it } from 'vitest';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { playGame, Rng, type AnyGame, type BotLevel } from '../../src/engine/index.js';
import { GAMES } from '../../src/games/index.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

const key = (a: unknown): string => JSON.stringify(a);

/** States met on a seat's turn along seeded games between easy bots. */
function positions(game: AnyGame, players: number, games: number): unknown[] {
  const out: unknown[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const bots = Array.from({ length: players }, () => makeBot(game.id, 'easy', { thinkMs: 1 }));
    const t = playGame(game, { players }, bots, seed);
    let s = game.setup({ players }, seed);
    for (const step of t.steps) {
      if (game.currentPlayer(s) === step.seat) out.push(s);
      s = game.applyAction(s, step.action, step.seat);
    }
  }
  return out;
}

// A level plays one policy wherever it plays: `sim` asks `chooseFromView` when a bot offers it,
// the table asks `chooseAsync` or `choose`. For the same view and the same random state they
// must pick the same legal action (in the game's notation) and leave the random state alike.
describe('a bot level plays the same at the table and in sim', () => {
  for (const module of GAMES) {
    const game = module.game;
    const players = module.info.defaultPlayers;
    const states = positions(game, players, module.info.id === 'clutch' ? 40 : 3);

    for (const level of ['easy', 'normal'] as const satisfies readonly BotLevel[]) {
      it(`${module.info.id} ${level}: the same choice from choose and chooseFromView`, () => {
        const bot = makeBot(game.id, level, { thinkMs: 1 });
        expect(states.length).toBeGreaterThan(200);
        states.forEach((s, i) => {
          const seat = game.currentPlayer(s) as number;
          const view = game.playerView(s, seat);
          const legal = game.legalActions(s);
          const atTable = Rng.fromSeed(i);
          const inSim = atTable.clone();
          const a = bot.choose(view, legal, atTable);
          const b = bot.chooseFromView ? bot.chooseFromView(view, inSim) : bot.choose(view, legal, inSim);
          expect(game.actionToString(b)).toBe(game.actionToString(a));
          expect(atTable.state()).toEqual(inSim.state());
          // At the table the answer is one of the listed actions itself.
          expect(legal).toContain(a);
        });
      });
    }

    it(`${module.info.id} hard: the same choice thinking in the background as at once`, async () => {
      const bot = makeBot(game.id, 'hard', { thinkMs: 1, iterations: 24 });
      for (let i = 0; i < states.length; i += Math.ceil(states.length / 12)) {
        const s = states[i];
        const seat = game.currentPlayer(s) as number;
        const view = game.playerView(s, seat);
        const legal = game.legalActions(s);
        const now = bot.choose(view, legal, Rng.fromSeed(i));
        const later = await bot.chooseAsync!(view, legal, Rng.fromSeed(i));
        expect(key(later)).toBe(key(now));
      }
    });
  }
});
