import type { Rng } from './rng.js';

/**
 * A game's name on the command line, in saved games and in records. The engine knows no game by
 * name: src/games/index.ts (the registry) holds the set of games.
 */
export type GameId = string;

/** A seat at the table: 0 is the human (or the watched bot), then clockwise. */
export type Seat = number;

/** Options every game takes; each game extends them with its own. */
export interface GameOptions {
  /** Number of seats, 1 for the solo game. */
  readonly players: number;
}

/** How a finished game came out, in a shape that sim, the score store and the UI share. */
export interface Outcome {
  /** Seats that won; a shared win lists several. Empty when nobody won (a lost solo game). */
  readonly winners: readonly Seat[];
  /** Final score per seat, in the game's own units (its module says which, and whether lower is better). */
  readonly scores: readonly number[];
  /** Rounds played (1 for a game of one round). */
  readonly rounds: number;
  /** One plain sentence for people, e.g. "Ada is the Golden Egg with 12 points." */
  readonly summary: string;
}

/**
 * A game engine, as a plain object of pure functions over plain-JSON states.
 *
 * Contract, checked for every game by test/conformance:
 * - `setup` deals from the seed only; every random draw later comes from an Rng whose state
 *   lives inside S, so `setup(options, seed)` plus the same actions always gives the same state.
 * - `legalActions` is non-empty, duplicate-free and in a stable order whenever
 *   `currentPlayer` is a seat; it is empty at 'terminal'.
 * - `applyAction` never mutates its input; an illegal action throws {@link IllegalActionError}
 *   with a reason a player can read.
 * - `playerView` holds everything that seat may know and nothing more (no other hand, no deck
 *   order); `resample` builds a full state consistent with a view, for search bots.
 */
export interface Game<S, A, V, O extends GameOptions = GameOptions> {
  readonly id: GameId;
  /** A new game: shuffle and deal from the seed. Throws RangeError on options the game refuses. */
  setup(options: O, seed: number): S;
  /** Whose turn it is, or 'terminal' once the game is over. */
  currentPlayer(state: S): Seat | 'terminal';
  /** Every legal action of the current player, stable order; empty when terminal. */
  legalActions(state: S): readonly A[];
  /**
   * Actions `seat` may take out of turn right now (e.g. declaring or catching a Last Egg). Games without any omit it. Such an action is applied with its seat given.
   */
  interjections?(state: S, seat: Seat): readonly A[];
  /**
   * False when no seat may act out of turn right now (every seat's `interjections` are empty):
   * a quick answer that spares asking each seat before every move. Optional; when absent, or
   * true, each seat is asked.
   */
  mayInterject?(state: S): boolean;
  /**
   * The seat whose out-of-turn actions are offered before anyone else's right now, or null
   * (e.g. a player who must declare something speaks before anyone may call them out for not
   * declaring it). Games where nobody speaks first omit it.
   */
  speaksFirst?(state: S): Seat | null;
  /**
   * Why the seat of `view` may not take `action` now, in one line for the player: exactly the
   * reason {@link applyAction} throws for it; null when it may. It reads the view only (never the
   * full state), so the table, line mode and a seat over SSH word a refused move by it, the same
   * way, before or instead of trying it. Games without it leave the wording to `applyAction`.
   */
  refusal?(view: V, action: A): string | null;
  /** The state after `seat` (default: the current player) takes `action`. Pure. */
  applyAction(state: S, action: A, seat?: Seat): S;
  /** What `seat` may know. */
  playerView(state: S, seat: Seat): V;
  /** A full state consistent with `view`, the unseen cards dealt from `rng`. */
  resample(view: V, seat: Seat, rng: Rng): S;
  /** The action in the card notation of the rulings, for logs and transcripts. */
  actionToString(action: A): string;
  /** The result once terminal, otherwise null. */
  outcome(state: S): Outcome | null;
}

/** Thrown by `applyAction` for an action the rules refuse; `message` is for the player. */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
}

/** Thrown when card notation cannot be read; `message` says what was wrong, in one line. */
export class NotationError extends Error {
  override readonly name = 'NotationError';
}

/** Any engine, with its type parameters forgotten: for registries and generic code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an existential type: `unknown` would not accept a Game<S, A, …> whose functions take S
export type AnyGame = Game<any, any, any, any>;
