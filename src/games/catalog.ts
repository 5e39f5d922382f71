import type { GameId } from '../engine/types.js';
import { CLUTCH_ENTRY } from './clutch/entry.js';
import { HENHOUSE_ENTRY } from './henhouse/entry.js';
import { JH_ENTRY } from './just-hatched/entry.js';
import type { AnyModule, GameCheck, GameEntry } from './types.js';

/**
 * The catalog: what the command line knows of every game before any of its code is loaded (its
 * names, player counts, options and help), in menu order, and how to load the rest. The one
 * list of the games this program plays: adding a game is adding its entry here. `--help`,
 * `rules` and `check` read it, so a command loads only the game it names; the registry
 * (games/index.ts) loads the modules and keeps this list in step when a test adds a game.
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

/** Adds a game's entry after the built-in ones (the registry's registerGame calls this). */
export function addEntry(entry: GameEntry): void {
  entries.push(entry);
}

/** Removes an entry {@link addEntry} added. */
export function removeEntry(id: GameId): void {
  const at = entries.findIndex((e) => e.info.id === id);
  if (at >= BUILT_IN) entries.splice(at, 1);
}

/** The game named `name` (its id or an alias, any case), or undefined. */
export function findEntry(name: string): GameEntry | undefined {
  const key = name.trim().toLowerCase();
  return entries.find((e) => e.info.id === key || e.info.aliases.includes(key));
}
