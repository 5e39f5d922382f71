import type { Bot, BotLevel, GameId } from '../engine/index.js';
import { GAMES, gameModule, type BotFactory } from '../games/index.js';
import type { SearchBudget } from './ismcts.js';

export { IsMcts, search, searchAsync, winShares, YIELD_EVERY } from './ismcts.js';
export type { PlayoutPolicy, SearchBudget, SearchConfig } from './ismcts.js';
export { searchBot, type SearchBotSpec } from './search-bot.js';

/** Thinking budget of a hard bot when none is given (`--think-ms`), in milliseconds. */
export const DEFAULT_THINK_MS = 300;

/** Settings every bot level accepts. */
export interface BotSettings {
  /**
   * Thinking budget per move for searching bots, in milliseconds of the searching thread's CPU
   * time, and never more than twice that on the wall clock (`bots/budget.ts`).
   */
  readonly thinkMs: number;
  /**
   * A fixed number of search playouts per move instead of a time budget, for reproducible hard
   * bots (`sim --think-playouts`, a saved game's `thinkPlayouts`, hints, tests); when set,
   * `thinkMs` is ignored.
   */
  readonly iterations?: number;
}

/** The bot factories loaded so far, by game. */
const factories = new Map<GameId, BotFactory<unknown, unknown>>();

/**
 * Loads the bots of `game` (its module's `bots()`), once. The commands that seat bots (sim, the
 * table) call it first, so `--help`, `rules` and `check` never load any bot's code.
 */
export async function loadBots(game: GameId): Promise<void> {
  if (!factories.has(game)) factories.set(game, (await gameModule(game).bots()) as BotFactory<unknown, unknown>);
}

/** Loads the bots of every registered game (tests). */
export async function loadAllBots(): Promise<void> {
  await Promise.all(GAMES.map((m) => loadBots(m.info.id)));
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
