/** A seat as the table ring draws it; each game's screen fills these from its view. */
export interface SeatView {
  readonly name: string;
  /** Bot level, or null for a person. */
  readonly bot: string | null;
  /** The facts after the name, e.g. "7 cards", "12 pts", "*C *E" (joined with a dot). */
  readonly facts: readonly string[];
  /** States in words: "clucked", "out 1st", "Last Egg!", "passed", {@link THINKING}. */
  readonly tags: readonly string[];
  /** The player who acts next. */
  readonly next: boolean;
  /** Out of the round, or clucked: drawn dim. */
  readonly dim: boolean;
  /** A tag that asks for a key now (a catch on offer): drawn in the warning colour. */
  readonly warn?: boolean;
  /** What the seat says just now (a taunt), drawn on its box; absent or null for nothing. */
  readonly remark?: string | null;
}

/** The state of a bot choosing its move: the first a seat too narrow for its states leaves out, as its next-player mark says as much. */
export const THINKING = 'thinking…';
