import type { Bot, BotLevel, Game, GameOptions, Rng, Seat } from '../engine/index.js';
import type { SearchBudget } from './budget.js';
import { search, searchAsync, type SearchConfig } from './ismcts.js';

/** How a searching bot is put together for one game. */
export interface SearchBotSpec<S, A, V, O extends GameOptions> {
  readonly game: Game<S, A, V, O>;
  readonly level: BotLevel;
  /** The seat a view belongs to (views carry it; the Bot contract does not pass it). */
  readonly seatOf: (view: V) => Seat;
  readonly budget: SearchBudget;
  readonly config?: SearchConfig<S, A>;
  /** Out-of-turn choices, when the game has any. */
  readonly interject?: (view: V, options: readonly A[], rng: Rng) => A | null;
}

/**
 * A bot that picks each move by {@link search} over deals consistent with its view. `choose`
 * thinks synchronously (sim, tests); `chooseAsync` yields to the event loop while thinking.
 */
export function searchBot<S, A, V, O extends GameOptions>(spec: SearchBotSpec<S, A, V, O>): Bot<V, A> {
  const { game, seatOf, budget, config } = spec;
  const bot: Bot<V, A> = {
    level: spec.level,
    choose: (view, legal, rng) => search(game, view, seatOf(view), legal, rng, budget, config),
    chooseAsync: (view, legal, rng, signal) => searchAsync(game, view, seatOf(view), legal, rng, budget, config, signal),
  };
  return spec.interject ? { ...bot, interject: spec.interject } : bot;
}
