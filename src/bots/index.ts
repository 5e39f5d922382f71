export { IsMcts, search, searchAsync, winShares, YIELD_EVERY } from './ismcts.js';
export type { PlayoutPolicy, SearchConfig } from './ismcts.js';
export type { SearchBudget } from './budget.js';
export { searchBot, type SearchBotSpec } from './search-bot.js';

export { DEFAULT_THINK_MS } from './think.js';

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
