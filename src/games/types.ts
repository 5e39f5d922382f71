import type { Game, GameId, GameOptions } from '../engine/index.js';

/** One paragraph of a game's rules, in the program's own words. */
export interface RulesParagraph {
  readonly text: string;
  /**
   * Set when the paragraph is a house ruling rather than the published rules: the ruling's
   * reference, e.g. "JH 4" for rule 4 of the Just Hatched rulings, or "ours" for a point this
   * program decided where the rulings are silent. `big-chicken rules` marks these.
   */
  readonly ruling?: string;
}

/** A section of a game's rules; `topic` is its one-word name for `big-chicken rules <game> <topic>`. */
export interface RulesSection {
  readonly topic: string;
  readonly title: string;
  readonly paragraphs: readonly RulesParagraph[];
}

/** What the menu, `rules` and `--help` say about a game. */
export interface GameInfo {
  readonly id: GameId;
  readonly title: string;
  /** Other names accepted on the command line. */
  readonly aliases: readonly string[];
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Default seat count for `play` without `--players`. */
  readonly defaultPlayers: number;
  /** One line, at most 48 columns (it stands beside the title in `big-chicken rules`). */
  readonly summary: string;
}

/** Per-seat counts of a game's own moments (Just Hatched: Last Eggs), summed by `sim`. */
export interface SeatCounts<S> {
  /** Each count's key (in `sim --json`) and its column heading in sim's table, in order. */
  readonly columns: readonly { readonly key: string; readonly heading: string }[];
  /** Every seat's counts in a finished game, by key. */
  count(final: S): readonly Readonly<Record<string, number>>[];
}

/** A game folder's public surface (its index.ts exports one). */
export interface GameModule<S, A, V, O extends GameOptions = GameOptions> {
  readonly info: GameInfo;
  readonly game: Game<S, A, V, O>;
  /** The full rules, sections in reading order: setup, lays, turn, special cards, round, scoring, end. */
  readonly rules: readonly RulesSection[];
  /** Counts `sim` reports per seat, when the game has moments worth measuring. */
  readonly seatCounts?: SeatCounts<S>;
}

/** The answer of `check` for a lay or play (Just Hatched, Henhouse). */
export interface LayCheck {
  /** True when the cards form a lay the rules allow. */
  readonly legal: boolean;
  /** Whether it beats the `--on` lay; null when no `--on` was given. */
  readonly beats: boolean | null;
  /** One or two sentences, for people. */
  readonly reason: string;
  /** The lay as read, in canonical notation. */
  readonly lay: string;
  /** Its kind in words, e.g. "Three-of-a-Kind of 8s", or null when not legal. */
  readonly kind: string | null;
}

/** The answer of `check clutch`. */
export interface ClutchCheck {
  /** Population after the choice and all its effects. */
  readonly chickens: number;
  readonly outcome: 'continue' | 'won' | 'lost';
  /** One or two sentences: the cost and each effect, in order. */
  readonly reason: string;
  readonly court: readonly string[];
  readonly crypt: readonly string[];
}
