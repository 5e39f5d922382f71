import type { AnyGame, GameOptions, Rng } from '../../src/engine/index.js';

/**
 * What the one conformance suite needs to know about a game beyond its `Game` contract. Every
 * hook is optional: a registered game without an adapter still gets every generic check (legal
 * actions, refusals, JSON round trip, views agreeing with resampled states, replay).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- defaults for an adapter of any registered game
export interface ConformanceAdapter<S = any, A = any, O extends GameOptions = any> {
  /** Tables to play, e.g. every player count. Default: the module's default player count. */
  readonly tables?: readonly O[];
  /** Seeded games per table. Default 4. */
  readonly games?: number;
  /**
   * The full checks of a turn (refusals, views, resampling, JSON copies) run on every `every`-th
   * turn; cards, invariants and the legal list on every one. Default 1.
   */
  readonly every?: number;
  /** Every card in the state, wherever it lies; with `deck`, checks that cards are conserved. */
  readonly cards?: (state: S) => readonly string[];
  /** The cards of a table of `options`, in any order. */
  readonly deck?: (options: O) => readonly string[];
  /** View fields that would leak: checked absent from every view. */
  readonly hidden?: readonly string[];
  /**
   * Actions of the current player worth trying, legal or not (e.g. a random selection from the
   * hand): each must be accepted exactly when `legalActions` lists it, and refused with a reason
   * otherwise.
   */
  readonly probes?: (state: S, rng: Rng) => readonly A[];
  /** Game-specific invariants of any reachable state; throw (expect) when one fails. */
  readonly invariant?: (state: S) => void;
  /** Checks on the finished game. */
  readonly finished?: (state: S) => void;
  /** Checked once after every game of every table: e.g. that the games reached each ending. */
  readonly covered?: () => void;
  /** How the suite picks the next action (default: uniformly from the legal ones). */
  readonly choose?: (state: S, legal: readonly A[], rng: Rng, game: number) => A;
}

/** A game the suite runs, with its adapter. */
export interface Subject {
  readonly game: AnyGame;
  readonly defaultPlayers: number;
  readonly adapter: ConformanceAdapter;
}
