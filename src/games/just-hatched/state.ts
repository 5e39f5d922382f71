import type { EventLog, GameOptions, RngState, Seat } from '../../engine/index.js';

/** Suits, low to high: blue, green, yellow, orange. */
export type Suit = 'B' | 'G' | 'Y' | 'O';

/** The suits in pecking order, lowest first. */
export const SUITS: readonly Suit[] = ['B', 'G', 'Y', 'O'];

/**
 * A card in a hand or a pile, in canonical notation: an Egg `B7`, `O10`; a Chicken `BC`, `GC`,
 * `YC`, `OC`; Big Red `RC`; a Duck `D`. The deck holds two of every Egg, so equal strings are
 * interchangeable copies.
 */
export type Card = string;

/**
 * A card as laid: a {@link Card} other than a Duck, or a Duck with the Egg it stands for,
 * `D=O7`.
 */
export type LaidCard = string;

/** The 2-player versions of rule JH 12. */
export type TwoPlayerVersion = 'both-hands' | 'one-and-dump';

/** Options of a Just Hatched game. */
export interface JhOptions extends GameOptions {
  /** 2 to 6. */
  readonly players: number;
  /** Only with 2 players; default `both-hands`. */
  readonly twoPlayer?: TwoPlayerVersion;
}

/** What a Coop does to turn order with 3–6 players (the layer's choice). */
export type CoopEffect = 'flip' | 'skip';

/**
 * A player's move, plain JSON.
 * - `lay`: cards from the hand; a Duck is given as `D=<egg>`. With 3–6 players a Coop carries
 *   `coop: 'flip' | 'skip'`; otherwise `coop` is absent.
 * - `cluck`: pass (the leader of a Run may not).
 * - `give-back`: the Bad Egg's card for the Good Egg at the start of rounds 2–5 (3–6 players).
 * - `declare`: out of turn, say "Last Egg" while holding one card.
 * - `catch`: out of turn, catch `target`, who has one card and did not declare it in time.
 */
export type JhAction =
  | { readonly type: 'lay'; readonly cards: readonly LaidCard[]; readonly coop?: CoopEffect }
  | { readonly type: 'cluck' }
  | { readonly type: 'give-back'; readonly card: Card }
  | { readonly type: 'declare' }
  | { readonly type: 'catch'; readonly target: Seat };

/** The kinds of lay. A Little Coop holds 4 cards, a Big Coop 5. */
export type LayKind = 'single' | 'pair' | 'trips' | 'little-coop' | 'big-coop';

/** A lay read and judged by the rules (see `readLay`). */
export interface Lay {
  /** The cards as laid, sorted high to low by what they count as. */
  readonly cards: readonly LaidCard[];
  readonly kind: LayKind;
  /** True when every card is a Chicken. */
  readonly chickens: boolean;
  /** The Egg number shared by the cards, or null for Chickens. */
  readonly number: number | null;
  /** True when a Duck is in it (it flips the direction with 3–6 players). */
  readonly duck: boolean;
  /** True for Big Red laid alone. */
  readonly bigRed: boolean;
  /** In words, e.g. "Three-of-a-Kind of 8s", "Little Coop of Chickens", "Single O7". */
  readonly name: string;
}

/** The lay on top of the centre and who laid it. */
export interface CentreLay {
  readonly seat: Seat;
  readonly cards: readonly LaidCard[];
  /** Its name in words, as {@link Lay.name}. */
  readonly name: string;
}

/** Play direction: 1 is Cluckwise (seat numbers go up), -1 Counter-Cluckwise. */
export type Direction = 1 | -1;

/** A player's Last Egg state: one card not declared yet, declared, or neither. */
export type LastEggState = 'none' | 'undeclared' | 'declared';

/** One seat's line of a round's score table. */
export interface RoundScore {
  /** Cards left in hand at the end of the round. */
  readonly cards: number;
  /** Card-score multiplier of rule JH 8 (1, 2, 3 or 4). */
  readonly multiplier: number;
  /** Penalty points added after the multiplier (no Just Hatched rule adds any today). */
  readonly penalty: number;
  /** cards × multiplier + penalty. */
  readonly points: number;
}

/** Game phase: playing Runs, the Bad Egg choosing the card to give back, or over. */
export type JhPhase = 'play' | 'exchange' | 'over';

/**
 * What happened, for the log: plain JSON, public (it never names a card that was not shown to
 * everyone). `describeEvent` turns one into a sentence.
 */
export type JhEvent =
  /** A round was dealt; `leader` lays first. `stock` is the face-down pile (2 players). */
  | { readonly type: 'deal'; readonly round: number; readonly leader: Seat; readonly cardsEach: number; readonly stock: number }
  /** Round 1, 3–6 players: Big Red's holder shows it and leads. */
  | { readonly type: 'big-red'; readonly seat: Seat }
  /** Round 1, 2 players: the holder of the highest card shows it and leads. */
  | { readonly type: 'highest-card'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'lay'; readonly seat: Seat; readonly cards: readonly LaidCard[]; readonly name: string }
  | { readonly type: 'cluck'; readonly seat: Seat }
  /** The direction was reversed; `direction` is the new one. */
  | { readonly type: 'flip'; readonly seat: Seat; readonly direction: Direction }
  /**
   * `seat` laid a Coop and skipped `skipped`; `roundOver` when that Coop went out, so the round
   * ended and nobody misses a turn.
   */
  | { readonly type: 'skip'; readonly seat: Seat; readonly skipped: Seat; readonly roundOver?: true }
  /** Play came back round to `seat`, who wins the Run and leads the next; `cards` went to the discard pile. */
  | { readonly type: 'run-won'; readonly seat: Seat; readonly cards: number }
  | { readonly type: 'declare'; readonly seat: Seat }
  /** `by` caught `seat`'s undeclared Last Egg; `seat` took `penalty` cards from the discard pile. */
  | { readonly type: 'catch'; readonly by: Seat; readonly seat: Seat; readonly penalty: number }
  | { readonly type: 'out'; readonly seat: Seat }
  /** The round's score table, per seat, and the running totals after it. */
  | { readonly type: 'round-end'; readonly round: number; readonly scores: readonly RoundScore[]; readonly totals: readonly number[] }
  /** Good Egg (went out) and Bad Egg (most points); `tieBreak` says how a Bad Egg tie was settled. */
  | { readonly type: 'eggs'; readonly round: number; readonly good: Seat; readonly bad: Seat; readonly tieBreak: string | null }
  /** Exchange: the Good Egg's forced gift to the Bad Egg, shown to all. */
  | { readonly type: 'gift'; readonly from: Seat; readonly to: Seat; readonly card: Card }
  /** Exchange: the Bad Egg's card back to the Good Egg, shown to all. */
  | { readonly type: 'give-back'; readonly from: Seat; readonly to: Seat; readonly card: Card }
  /** Golden Egg tie: `seat` drew `card` from the shuffled full deck. */
  | { readonly type: 'golden-draw'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'game-end'; readonly golden: Seat; readonly rotten: readonly Seat[]; readonly totals: readonly number[] };

/** A card everyone knows to be in a seat's hand (Big Red in round 1, exchanged cards). */
export interface KnownCard {
  readonly seat: Seat;
  readonly card: Card;
}

/**
 * The full state: plain JSON; `JSON.parse(JSON.stringify(s))` is an equal, playable state. Cards
 * are held packed (see the layout in cards.ts, and the lay ids of lays.ts): `handCards`,
 * `handsOf`, `runOf`, `discardOf` and `stockOf` read them in notation.
 */
export interface JhState {
  readonly options: Required<Pick<JhOptions, 'players'>> & { readonly twoPlayer: TwoPlayerVersion | null };
  /** The random source; every shuffle after the deal draws from it. */
  readonly rng: RngState;
  /** 1 to 5. */
  readonly round: number;
  readonly phase: JhPhase;
  /** Every seat's hand, packed (cards.ts): HAND_WORDS numbers a seat, seat after seat. */
  readonly held: readonly number[];
  /** Whose turn it is (in `exchange`: the Bad Egg). Meaningless when over. */
  readonly turn: Seat;
  readonly direction: Direction;
  /**
   * Every lay of the current Run, oldest first, each as seat × LAY_IDS + its lay id (lays.ts); the
   * last is the one to beat. Empty when leading.
   */
  readonly run: readonly number[];
  /** Cleared Runs, face down: card codes (cards.ts), in the order they went onto the pile. */
  readonly discard: readonly number[];
  /** 2 players: the face-down pile not dealt this round, as card codes in pile order. Empty otherwise. */
  readonly stock: readonly number[];
  readonly lastEgg: readonly LastEggState[];
  /** The seat that may be caught right now (undeclared Last Egg, next player has not acted). */
  readonly catchable: Seat | null;
  /** Score tables of the rounds played, oldest first. */
  readonly scores: readonly (readonly RoundScore[])[];
  /** Good Egg of the last round played, or null in round 1. */
  readonly goodEgg: Seat | null;
  /** Bad Egg of the last round played, or null in round 1. */
  readonly badEgg: Seat | null;
  /** Seat that led round 1 (2 players: the lead then alternates). */
  readonly firstLeader: Seat;
  /** In `exchange`: the card the Good Egg gave, which cannot go back. */
  readonly gift: Card | null;
  readonly known: readonly KnownCard[];
  /** Golden Egg once over, else null. */
  readonly golden: Seat | null;
  /** What happened, oldest first (`logEvents` lists it). */
  readonly log: EventLog<JhEvent>;
}

/** What one seat may know. */
export interface JhView {
  readonly seat: Seat;
  readonly options: JhState['options'];
  readonly round: number;
  readonly phase: JhPhase;
  /** Whose turn it is, or 'terminal'. */
  readonly turn: Seat | 'terminal';
  /** This seat's cards, in pecking order (lowest first). */
  readonly hand: readonly Card[];
  /** Cards held by every seat (this one included). */
  readonly handCounts: readonly number[];
  /** The lay to beat and who laid it, or null when the turn's player leads a new Run. */
  readonly centre: CentreLay | null;
  /** Every lay of the current Run, oldest first. */
  readonly run: readonly CentreLay[];
  readonly direction: Direction;
  readonly lastEgg: readonly LastEggState[];
  readonly catchable: Seat | null;
  readonly scores: readonly (readonly RoundScore[])[];
  /** Running total per seat. */
  readonly totals: readonly number[];
  readonly goodEgg: Seat | null;
  readonly badEgg: Seat | null;
  /** In `exchange`: the Good Egg's gift (shown to all). */
  readonly gift: Card | null;
  readonly discardCount: number;
  /** 2 players: cards in the face-down pile. */
  readonly stockCount: number;
  /** Who led (or leads) this round's first Run. */
  readonly roundLeader: Seat;
  /** 2 players: who leads the next round (it alternates); null otherwise or after round 5. */
  readonly nextLeader: Seat | null;
  /** Cards everyone knows to be in a hand. */
  readonly known: readonly KnownCard[];
  readonly golden: Seat | null;
  /** What happened, oldest first (`logEvents` lists it). */
  readonly log: EventLog<JhEvent>;
}
