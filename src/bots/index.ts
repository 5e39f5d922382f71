export { IsMcts, search, searchAsync, winShares, YIELD_EVERY } from './ismcts.js';
export type { PlayoutPolicy, SearchBudget, SearchConfig } from './ismcts.js';
export { searchBot, type SearchBotSpec } from './search-bot.js';

/** Thinking budget of a hard bot when none is given (`--think-ms`), in milliseconds. */
export const DEFAULT_THINK_MS = 300;

/** Settings every bot level accepts. */
export interface BotSettings {
  /** Thinking budget per move for searching bots, in milliseconds. */
  readonly thinkMs: number;
  /**
   * A fixed number of search iterations per move instead of a time budget, for reproducible
   * hard bots (tests); when set, `thinkMs` is ignored.
   */
  readonly iterations?: number;
}
