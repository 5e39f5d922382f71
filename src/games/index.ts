import type { AnyGame, GameId } from '../engine/index.js';
import { clutch } from './clutch/index.js';
import { henhouse } from './henhouse/index.js';
import { justHatched } from './just-hatched/index.js';
import type { GameModule } from './types.js';

export type * from './types.js';
export { plural, withArticle } from './words.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = GameModule<any, any, any, any> & { readonly game: AnyGame };

/** Every game, in menu order. */
export const GAMES: readonly AnyModule[] = [justHatched, henhouse, clutch];

/** The game named `name` (its id or an alias, any case), or undefined. */
export function findGame(name: string): AnyModule | undefined {
  const key = name.trim().toLowerCase();
  return GAMES.find((m) => m.info.id === key || m.info.aliases.includes(key));
}

/** The module of a known id. */
export function gameModule(id: GameId): AnyModule {
  const found = GAMES.find((m) => m.info.id === id);
  if (!found) throw new Error(`unknown game id ${id}`);
  return found;
}
