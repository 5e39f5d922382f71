import type { Rng } from './rng.js';

/** Bot levels offered on `--bots`. */
export type BotLevel = 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];
/** The level of every bot seat when none is given: at the table, in the menu and in `sim`. */
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

/** The size of a bot's searches, added up move after move. */
export interface SearchTally {
  /** Deals drawn from the bot's view (`resample`). */
  deals: number;
  /** Playouts run on them: one a deal, or one for every root move a deal is played with. */
  playouts: number;
}

/** A {@link SearchTally} at zero. */
export const newTally = (): SearchTally => ({ deals: 0, playouts: 0 });

/**
 * A player that is not a person. It sees only its seat's view and the legal actions — never the
 * real state — and draws any randomness from the Rng it is given.
 */
export interface Bot<V, A> {
  readonly level: BotLevel;
  /** Pick one of `legal` (non-empty). Must return an element of `legal`. */
  choose(view: V, legal: readonly A[], rng: Rng): A;
  /**
   * The same choice for an interactive table: a searching bot yields to the event loop while it
   * thinks so the screen keeps drawing. Optional; `choose` is used when absent. When `signal`
   * aborts (the table closed or moved on), a searching bot stops at its next yield and the
   * promise rejects with `signal.reason`.
   */
  chooseAsync?(view: V, legal: readonly A[], rng: Rng, signal?: AbortSignal): Promise<A>;
  /**
   * Optional: choose from the view alone, without the list of legal actions. For cheap bots in
   * long simulations, where listing every legal action (every wild or Duck stand-in) costs more
   * than the rest of the game; `playGame` then never lists them. Must return a legal action (the
   * engine refuses anything else), and exactly what `choose` returns for the same view and rng
   * state: a level plays one policy wherever it plays (bots/view-policy.ts builds both from one).
   */
  chooseFromView?(view: V, rng: Rng): A;
  /**
   * Optional, for a searching bot: what it has searched so far, over all its moves (the speed
   * figures of `scripts/bench-engine.js`). It only counts: nothing reads it to choose.
   */
  readonly searched?: SearchTally;
  /** Take one of the out-of-turn `options` now, or null to let the moment pass. */
  interject?(view: V, options: readonly A[], rng: Rng): A | null;
  /**
   * Optional, for a bot that never reads the view (the random player): its choice and its
   * out-of-turn answer from the actions alone, exactly what `choose` and `interject` return for
   * the same actions and rng state. `playGame` and {@link botInterjection} then build no view for
   * it, which in a random playout costs more than the choice.
   */
  readonly blind?: {
    choose(legal: readonly A[], rng: Rng): A;
    interject(options: readonly A[], rng: Rng): A | null;
  };
}
