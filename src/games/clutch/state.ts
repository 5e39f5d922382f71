import type { GameOptions, RngState } from '../../engine/index.js';
import type { Card, Suit } from './cards.js';

/** Options of the solo game: always one player. */
export interface ClutchOptions extends GameOptions {
  readonly players: 1;
}

/** Why a game was lost. */
export type LossCause = 'cost' | 'spades' | 'aside';

/** Why the court is being lost. */
export type CourtLossCause = 'hearts' | 'reshuffle';

/**
 * What happens next. `choose`: pick from the spread. `save`: the court is lost and the player
 * picks which `jacks` of the `candidates` (Queens and Kings) stay. `escape`: the game is lost
 * unless a Jack is sacrificed. `over`: the game has ended.
 */
export type ClutchPhase =
  | { readonly kind: 'choose' }
  | { readonly kind: 'save'; readonly cause: CourtLossCause; readonly jacks: number; readonly candidates: readonly Card[] }
  | { readonly kind: 'escape'; readonly cause: 'spades' | 'aside' }
  | { readonly kind: 'over'; readonly outcome: 'won' | 'lost'; readonly cause: LossCause | 'spades-win'; readonly reason: string };

/**
 * A step of play still to run after the current decision, in order: take cards from the aside
 * pile for a RESHUFFLE, halve the population, lose the court, shuffle the discard pile into the
 * deck, deal the spread.
 */
export type ClutchTask =
  | { readonly do: 'aside'; readonly consequences: boolean }
  | { readonly do: 'halve' }
  | { readonly do: 'court-loss'; readonly cause: CourtLossCause }
  | { readonly do: 'shuffle'; readonly consequences: boolean }
  | { readonly do: 'deal' };

/** Something that happened, public, in order. Each has a one-sentence text (see eventText). */
export type ClutchEvent =
  | { readonly type: 'deal'; readonly spread: readonly Card[] }
  | { readonly type: 'take'; readonly card: Card; readonly cost: number; readonly smallest: boolean; readonly chickens: number }
  | { readonly type: 'sacrifice'; readonly court: Card; readonly take: Card | null }
  | { readonly type: 'court-add'; readonly card: Card }
  | { readonly type: 'previous'; readonly card: Card; readonly replaced: Card | null }
  | {
      readonly type: 'event';
      readonly suit: Suit;
      readonly pair: readonly [Card, Card];
      /** Kings (Clubs) or Queens (Diamonds, Spades) counted; 0 for Hearts. */
      readonly count: number;
      readonly gain: number;
      readonly chickens: number;
    }
  | { readonly type: 'rise'; readonly chickens: number }
  | { readonly type: 'court-lost'; readonly cause: CourtLossCause; readonly lost: readonly Card[]; readonly saved: readonly Card[] }
  | { readonly type: 'reshuffle'; readonly consequences: boolean; readonly taken: number; readonly asideLeft: number }
  | { readonly type: 'halve'; readonly from: number; readonly to: number }
  | { readonly type: 'shuffle'; readonly deck: number }
  | { readonly type: 'escape'; readonly jack: Card; readonly cause: 'spades' | 'aside' }
  | { readonly type: 'end'; readonly outcome: 'won' | 'lost'; readonly reason: string };

/**
 * The whole game, plain JSON. The deck and aside pile draw from their ends; `rng` is the state
 * of the game's random source, used for every RESHUFFLE.
 */
export interface ClutchState {
  readonly chickens: number;
  readonly deck: readonly Card[];
  readonly aside: readonly Card[];
  /** Sorted low to high. */
  readonly spread: readonly Card[];
  readonly discard: readonly Card[];
  readonly court: readonly Card[];
  readonly crypt: readonly Card[];
  readonly previous: Card | null;
  readonly phase: ClutchPhase;
  readonly pending: readonly ClutchTask[];
  /** Choices made from the spread so far. */
  readonly turn: number;
  readonly log: readonly ClutchEvent[];
  readonly rng: RngState;
}

/**
 * What the player may know: everything but the order (and so the contents) of the deck and
 * the aside pile, of which only the counts are shown. The discard pile is public: every card in
 * it was seen face up in a spread or as the previous card.
 */
export interface ClutchView extends Omit<ClutchState, 'deck' | 'aside' | 'rng'> {
  readonly deckCount: number;
  readonly asideCount: number;
}

/**
 * A choice. `take`: pay for a spread card. `sacrifice`: send a court card to the crypt and take
 * the spread card `take` of its suit free (null when none matches: the spread is discarded).
 * `save`: the Queens/Kings the Jacks keep. `escape`: sacrifice a Jack to avoid losing.
 * `decline`: lose rather than sacrifice a Jack.
 */
export type ClutchAction =
  | { readonly type: 'take'; readonly card: Card }
  | { readonly type: 'sacrifice'; readonly court: Card; readonly take: Card | null }
  | { readonly type: 'save'; readonly cards: readonly Card[] }
  | { readonly type: 'escape'; readonly jack: Card }
  | { readonly type: 'decline' };
