// `play`'s options read into a new table's setup, as `play` reads them, for the game a name names
// among the registered ones (a test's own game too): readPlayOf on the registry's module.
import { namedGame } from '../../src/games/index.js';
import { readPlayOf } from '../../src/table/play-setup.js';
import type { TableSetup } from '../../src/table/types.js';

export function parsePlay(game: string, opts: Record<string, unknown>): TableSetup {
  return readPlayOf(namedGame(game), opts);
}
