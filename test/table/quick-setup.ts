// The new table the tests play most: Ada in seat 0, bots of one level in the others, at speed max
// with a 5 ms think budget, so a whole game runs in a moment.
import type { BotLevel, GameId } from '../../src/engine/index.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableSetup } from '../../src/table/types.js';

export function quickSetup(game: GameId, players: number, seed: number, level: BotLevel = 'easy', teach = false): TableSetup {
  return newTableSetup({
    game,
    options: { players },
    seed,
    name: 'Ada',
    speed: 'max',
    thinkMs: 5,
    watch: false,
    bots: Array.from({ length: players - 1 }, () => level),
    teach,
  });
}
