import type { GameId } from '../engine/index.js';
import { addEntry, CATALOG, entryOf, loadGame, namedEntry, removeEntry } from './catalog.js';
import type { AnyModule } from './types.js';

export type * from './types.js';
export { andList, asSentence, noChoice, ordinalNumber, plural, withArticle } from './words.js';
export { UsageError, readInteger, readOption, optionName, orList, wholeNumber, type OptionSpec } from './options.js';

/**
 * The registry: every game's module, in menu order, loaded. The games are those of the catalog
 * (games/catalog.ts, the one list of the games this program plays); the commands that meet every
 * game (the menu, `scores`, `sim`, `replay`, the server) find a loaded game here. A command that
 * needs only one game (`play`, `resume`), or none of their engines (`--help`, `rules`, `check`),
 * reads the catalog instead and loads no more than it uses.
 */
const registry: AnyModule[] = await Promise.all(CATALOG.map(loadGame));
const BUILT_IN = registry.length;

/** Every registered game, in menu order (a live view: {@link registerGame} adds to it). */
export const GAMES: readonly AnyModule[] = registry;

/**
 * Adds a game to the registry (after the built-in ones), as a test does with a game of its own.
 * Throws when its id or an alias is taken, or when its player limits do not hold together.
 */
export function registerGame(module: AnyModule): void {
  const { info } = module;
  if (!/^[a-z][a-z0-9-]*$/.test(info.id)) throw new Error(`game id "${info.id}" must be lower case letters, digits and -`);
  for (const name of [info.id, ...info.aliases]) {
    if (findGame(name)) throw new Error(`a game is already registered as "${name}"`);
  }
  if (module.game.id !== info.id) throw new Error(`the engine of ${info.id} calls itself ${module.game.id}`);
  const { minPlayers: min, maxPlayers: max, defaultPlayers: def } = info;
  if (!(min >= 1 && min <= def && def <= max) || module.solo !== (max === 1)) {
    throw new Error(`${info.id}: players ${min}..${max} (default ${def}) do not fit solo=${module.solo}`);
  }
  registry.push(module);
  addEntry(entryOf(module), module);
}

/** Removes a game {@link registerGame} added (tests clean up with it). */
export function unregisterGame(id: GameId): void {
  const at = registry.findIndex((m) => m.info.id === id);
  if (at >= BUILT_IN) registry.splice(at, 1);
  removeEntry(id);
}

/** The game named `name` (its id or an alias, any case), or undefined. */
export function findGame(name: string): AnyModule | undefined {
  const key = name.trim().toLowerCase();
  return registry.find((m) => m.info.id === key || m.info.aliases.includes(key));
}

/** The game `name` names ({@link findGame}); a usage error that lists the games for any other name. */
export function namedGame(name: string): AnyModule {
  return gameModule(namedEntry(name).info.id);
}

/** The module of a registered id (exactly, no alias), or undefined. */
export function gameById(id: unknown): AnyModule | undefined {
  return typeof id === 'string' ? registry.find((m) => m.info.id === id) : undefined;
}

/** The module of a registered id; throws for any other. */
export function gameModule(id: GameId): AnyModule {
  const found = gameById(id);
  if (!found) throw new Error(`unknown game id ${id}`);
  return found;
}

/** The registered ids, in menu order. */
export function gameIds(): GameId[] {
  return registry.map((m) => m.info.id);
}
