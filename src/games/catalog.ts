import type { GameId } from '../engine/types.js';
import { CLUTCH_ENTRY } from './clutch/entry.js';
import { HENHOUSE_ENTRY } from './henhouse/entry.js';
import { JH_ENTRY } from './just-hatched/entry.js';
import { UsageError } from './options.js';
import type { AnyModule, GameCheck, GameEntry } from './types.js';

/**
 * The catalog: what the command line knows of every game before any of its code is loaded (its
 * names, player counts, options and help), in menu order, and how to load the rest. The one
 * list of the games this program plays: adding a game is adding its entry here. `--help`,
 * `rules`, `check`, the store, `play` and `resume` read it, so a command loads only the game it
 * names ({@link loadGame}); the registry (games/index.ts) loads every game's module through it and
 * keeps this list in step when a test adds a game.
 */
const entries: GameEntry[] = [JH_ENTRY, HENHOUSE_ENTRY, CLUTCH_ENTRY];
const BUILT_IN = entries.length;

/** Every game's entry, in menu order (a live view: a game the registry adds appears here). */
export const CATALOG: readonly GameEntry[] = entries;

/** The entry of a module already loaded (a game a test registers), its parts at hand. */
export function entryOf(module: AnyModule): GameEntry {
  const { info, solo, options, check, shortcut, examples } = module;
  return {
    info,
    solo,
    ...(options ? { options } : {}),
    ...(check ? { check: checkHelp(check) } : {}),
    ...(shortcut ? { shortcut } : {}),
    ...(examples ? { examples } : {}),
    loadRules: () => Promise.resolve(module.rules),
    load: () => Promise.resolve(module),
  };
}

/** A check's help (all of it but the answer). */
function checkHelp(check: GameCheck): NonNullable<GameEntry['check']> {
  const { summary, subject, options, examples } = check;
  return { summary, ...(subject ? { subject } : {}), options, examples };
}

/** Adds a game's entry after the built-in ones, its module loaded (the registry's registerGame calls this). */
export function addEntry(entry: GameEntry, module: AnyModule): void {
  entries.push(entry);
  loaded.set(entry.info.id, module);
}

/** Removes an entry {@link addEntry} added. */
export function removeEntry(id: GameId): void {
  const at = entries.findIndex((e) => e.info.id === id);
  if (at >= BUILT_IN) {
    entries.splice(at, 1);
    loaded.delete(id);
  }
}

/** The game named `name` (its id or an alias, any case), or undefined. */
export function findEntry(name: string): GameEntry | undefined {
  const key = name.trim().toLowerCase();
  return entries.find((e) => e.info.id === key || e.info.aliases.includes(key));
}

/** The game `name` names ({@link findEntry}); a usage error that lists the games for any other name. */
export function namedEntry(name: string): GameEntry {
  const found = findEntry(name);
  if (!found) throw new UsageError(`unknown game "${name}": choose ${entries.map((e) => e.info.id).join(', ')}`);
  return found;
}

/** The entry of a game's id (exactly, no alias), or undefined. */
export function entryById(id: unknown): GameEntry | undefined {
  return typeof id === 'string' ? entries.find((e) => e.info.id === id) : undefined;
}

/** The modules loaded so far, by id ({@link loadGame}). */
const loaded = new Map<GameId, AnyModule>();

/**
 * The module of the game `entry` is for, loaded (once: its code is loaded on the first call). A
 * command that plays one game loads that one alone; the registry (games/index.ts) loads them all.
 */
export async function loadGame(entry: GameEntry): Promise<AnyModule> {
  const module = loaded.get(entry.info.id) ?? (await entry.load());
  loaded.set(entry.info.id, module);
  return module;
}

/**
 * The module of the game `id`, for code that runs only once its game's module is at hand (its
 * table, its records read back): undefined for an id the catalog does not have. Throws for a game
 * of the catalog whose module is not loaded yet ({@link loadGame}), rather than answer as if the
 * game had no rounds, review or teaching.
 */
export function loadedGame(id: GameId): AnyModule | undefined {
  const module = loaded.get(id);
  if (module === undefined && entryById(id) !== undefined) throw new Error(`the module of ${id} is not loaded (loadGame first)`);
  return module;
}
