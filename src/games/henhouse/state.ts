import type { GameOptions, RngState, Seat } from '../../engine/index.js';
import type { PackedHand, Vermin } from './cards.js';
import type { Combination, WildsHeld } from './lays.js';
import type { RoundResult } from './score.js';

/** Options of a Henhouse table: 3–5 players; `bigHands` (3 players only) deals the full deck, 20 each. */
export interface HenhouseOptions extends GameOptions {
  readonly players: number;
  readonly bigHands?: boolean;
}

/**
 * A player's move: pass, or play cards in played notation (`BC5`, `*C=WC5`), optionally taking a
 * vermin first; a fox or snake names the card it takes from the pile in `remove`.
 */
export type HenhouseAction =
  | { readonly type: 'pass' }
  | { readonly type: 'play'; readonly cards: readonly string[]; readonly vermin?: Vermin; readonly remove?: string };

/** A pass, shared by the rules, the random draw and the bots: actions are never changed. */
export const PASS: HenhouseAction = { type: 'pass' };

/** The trick in progress. `current` is null until the leader plays. */
export interface Trick {
  readonly leader: Seat;
  readonly current: Combination | null;
  /** Who played `current`. */
  readonly by: Seat | null;
  /** Seats that have passed since `current` was played. */
  readonly passed: readonly boolean[];
  /**
   * The events of this trick so far, in order. When the trick or the round ends they join the
   * state's `log`; `roundLog` gives both in one list.
   */
  readonly events: readonly HenhouseEvent[];
}

/** Something that happened at the table, public to everyone. Seats are turned into names by `describeEvent`. */
export type HenhouseEvent =
  | { readonly type: 'deal'; readonly round: number; readonly leader: Seat; readonly why: 'drawn' | 'most-points' }
  | {
      readonly type: 'play';
      readonly seat: Seat;
      readonly combo: Combination;
      readonly vermin?: Vermin;
      readonly removed?: string;
    }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'trick'; readonly winner: Seat; readonly leader: Seat }
  | { readonly type: 'out'; readonly seat: Seat; readonly place: number }
  | { readonly type: 'round'; readonly result: RoundResult; readonly totals: readonly number[] }
  | { readonly type: 'end'; readonly winners: readonly Seat[]; readonly totals: readonly number[] };

/**
 * The whole game, plain JSON. Arrays indexed by seat. The hidden cards are packed as numbers
 * (cards.ts explains the layout); `handCodes` reads a hand's codes (`BC5`) off it. Everything
 * else is public, and a seat's view shares it.
 */
export interface HenhouseState {
  readonly options: { readonly players: number; readonly bigHands: boolean };
  /** 1–4. */
  readonly round: number;
  /** Each seat's dealt cards, packed. */
  readonly packedHands: readonly PackedHand[];
  /** Cards left out of this round's deal, packed: nobody sees them. */
  readonly packedUndealt: PackedHand;
  /** The wilds each player has not played yet this round. */
  readonly wilds: readonly WildsHeld[];
  /** Vermin still on the table. */
  readonly table: Readonly<Record<Vermin, number>>;
  /** Vermin each player has taken this round. */
  readonly taken: readonly (readonly Vermin[])[];
  /** Seats out this round, in the order they went out. */
  readonly out: readonly Seat[];
  readonly rng: RngState;
  readonly trick: Trick;
  readonly turn: Seat;
  readonly totals: readonly number[];
  readonly results: readonly RoundResult[];
  readonly over: boolean;
  /**
   * This round's public events up to the trick in progress, whose own events are in
   * `trick.events` (see `roundLog`). A new round's log opens with the move that ended the last
   * round, its score and the new deal; earlier rounds live on in `results`. Within a round the
   * log only grows, a trick at a time.
   */
  readonly log: readonly HenhouseEvent[];
}

/**
 * What one seat may know: the public part of the state, its own hand as codes (`BC5`, sorted by
 * rank then suit), and how many cards every hand and the undealt pile hold.
 */
export interface HenhouseView {
  readonly options: HenhouseState['options'];
  readonly round: number;
  readonly wilds: readonly WildsHeld[];
  readonly table: Readonly<Record<Vermin, number>>;
  readonly taken: readonly (readonly Vermin[])[];
  readonly out: readonly Seat[];
  readonly trick: Trick;
  readonly turn: Seat;
  readonly totals: readonly number[];
  readonly results: readonly RoundResult[];
  readonly over: boolean;
  readonly log: readonly HenhouseEvent[];
  readonly seat: Seat;
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  readonly undealtCount: number;
}
