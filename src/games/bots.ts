// The registry's bots: a game's bot factory loaded from its module once, then a bot of a level
// for a game id. It sits beside the registry, above the games; the search the bots use is bots/.
import type { Bot, BotLevel, GameId } from '../engine/index.js';
import type { BotSettings } from '../bots/index.js';
import type { SearchBudget } from '../bots/budget.js';
import { CATALOG, loadGame, namedEntry } from './catalog.js';
import type { BotFactory } from './index.js';

/** The bot factories loaded so far, by game. */
const factories = new Map<GameId, BotFactory<unknown, unknown>>();

/**
 * Loads the bots of `game` (its module's `bots()`), once. The commands that seat bots (sim, the
 * table) call it first, so `--help`, `rules` and `check` never load any bot's code.
 */
export async function loadBots(game: GameId): Promise<void> {
  if (!factories.has(game)) factories.set(game, await (await loadGame(namedEntry(game))).bots());
}

/** Loads the bots of every game of the catalog (tests). */
export async function loadAllBots(): Promise<void> {
  await Promise.all(CATALOG.map((e) => loadBots(e.info.id)));
}

/**
 * A bot of `level` for the registered game `game`, seeing only that game's views. Its bots must
 * have been loaded with {@link loadBots}; otherwise this throws.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry's bots, of any game's view and action types
export function makeBot(game: GameId, level: BotLevel, settings: BotSettings): Bot<any, any> {
  const factory = factories.get(game);
  if (!factory) throw new Error(`the bots of ${game} are not loaded (await loadBots first)`);
  const budget: SearchBudget = settings.iterations !== undefined ? { iterations: settings.iterations } : { ms: settings.thinkMs };
  return factory(level, budget);
}

/**
 * The players of a table's seats: null where a person sits, else a bot of that seat's level
 * (the game's bots loaded first). The drawn table and line mode both seat their bots with it.
 */
export function botsFor(setup: {
  readonly game: GameId;
  readonly thinkMs: number;
  /** A saved game's budget in playouts, which then replaces `thinkMs`. */
  readonly thinkPlayouts?: number;
  readonly seats: readonly { readonly bot: BotLevel | null }[];
}): (Bot<unknown, unknown> | null)[] {
  const settings: BotSettings =
    setup.thinkPlayouts !== undefined ? { thinkMs: setup.thinkMs, iterations: setup.thinkPlayouts } : { thinkMs: setup.thinkMs };
  return setup.seats.map((s) => (s.bot === null ? null : (makeBot(setup.game, s.bot, settings) as Bot<unknown, unknown>)));
}
