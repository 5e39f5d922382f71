import { describe, expect, it } from 'vitest';
import { Rng, type Game, type GameId, type SearchTally } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

// A hard bot adds up what it searched (Bot.searched), the figure scripts/bench-engine.js reads.
describe.each(['just-hatched', 'henhouse'] as GameId[])('%s hard bot tally', (id) => {
  it('counts the deals and playouts of every search, and nothing for a forced move', () => {
    const game = gameModule(id).game as Game<unknown, unknown, unknown>;
    const hard = makeBot(id, 'hard', { thinkMs: 1, iterations: 40 });
    const easy = makeBot(id, 'easy', { thinkMs: 1 });
    expect(hard.searched).toEqual({ deals: 0, playouts: 0 });
    const tally = hard.searched as SearchTally;
    const rng = Rng.fromSeed(3);
    let state = game.setup({ players: 4 }, 3);
    let searched = 0;
    for (let k = 0; k < 40 && game.currentPlayer(state) !== 'terminal'; k++) {
      const seat = game.currentPlayer(state) as number;
      const view = game.playerView(state, seat);
      const legal = game.legalActions(state);
      const before = { ...tally };
      hard.choose(view, legal, rng);
      const deals = tally.deals - before.deals;
      const playouts = tally.playouts - before.playouts;
      if (playouts > 0) {
        searched++;
        // Every deal plays each root move once: at least two of them, or there was no choice.
        expect(playouts).toBeGreaterThanOrEqual(40);
        expect(playouts % deals).toBe(0);
        expect(playouts / deals).toBeGreaterThanOrEqual(2);
        expect(playouts - 40).toBeLessThan(playouts / deals);
      } else expect(deals).toBe(0);
      state = game.applyAction(state, easy.choose(view, legal, rng), seat);
    }
    expect(searched).toBeGreaterThan(3);
  });
});
