// Pebbles' state, view, action and options (the same file, state.ts, as every game's).
import type { GameOptions } from '../../../src/engine/index.js';

export interface PebblesOptions extends GameOptions {
  /** Pebbles at the start; when absent the seed picks 10 to 20. */
  readonly pile?: number;
}
export interface PebblesState {
  readonly options: PebblesOptions;
  readonly pile: number;
  readonly turn: number;
  /** Pebbles taken by each seat. */
  readonly taken: readonly number[];
  /** The seat that took the last pebble, once the pile is empty. */
  readonly winner: number | null;
}
export type PebblesView = PebblesState;
export interface PebblesAction {
  readonly take: 1 | 2 | 3;
}
