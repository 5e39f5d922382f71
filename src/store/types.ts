import type { BotLevel, GameId, GameOptions, Step } from '../engine/index.js';

/** A seat as the store remembers it. `bot` is null for the person at the keyboard. */
export interface SeatRecord {
  readonly name: string;
  readonly bot: BotLevel | null;
}

/** The game in progress, saved after every action; `resume` replays it. */
export interface SavedGame {
  readonly game: GameId;
  readonly options: GameOptions & Record<string, unknown>;
  readonly seed: number;
  readonly seats: readonly SeatRecord[];
  /** Bot speed and thinking budget the table was started with. */
  readonly speed: string;
  readonly thinkMs: number;
  /**
   * The hard bots' budget in search playouts a move instead of `thinkMs` (reproducible moves);
   * absent: `thinkMs`.
   */
  readonly thinkPlayouts?: number;
  readonly steps: readonly Step<unknown>[];
  /** ISO date of the last save. */
  readonly savedAt: string;
  /** A teaching game (`play --teach`): hints, marks and take-backs. Absent: false. */
  readonly teach?: boolean;
  /** Seconds before the bots taunt a slow person (`play --taunt`); absent or 0: no taunts. */
  readonly taunt?: number;
  /** Moves taken back so far (teaching games only); absent: none. */
  readonly takeBacks?: number;
  /**
   * Set when the game was played on from a replay (`replay`, then `p`): how many of its steps
   * were the replayed game's before the person took over. Absent: played from the deal.
   */
  readonly playedOn?: number;
  /**
   * A word the person armed to be said with a later move of theirs, kept across quit and resume
   * (a declaration the game lets a seat arm ahead, to be said with the move that calls for it):
   * each person's seat, at most once, and the round it was armed in (a later round disarms it).
   * Absent: nothing armed.
   */
  readonly armed?: readonly ArmedWord[];
}

/** What {@link SavedGame.armed} holds. */
export interface ArmedWord {
  readonly seat: number;
  readonly round: number;
}

/** A finished game, as listed by `big-chicken scores`. */
export interface GameRecord {
  readonly game: GameId;
  /** ISO date the game ended. */
  readonly date: string;
  readonly seats: readonly SeatRecord[];
  readonly seed: number;
  readonly options: GameOptions & Record<string, unknown>;
  readonly rounds: number;
  /** Final score per seat, in the unit of the game (its module's `score.unit`). */
  readonly scores: readonly number[];
  readonly winners: readonly number[];
  /** Solo games only: whether the game was won. */
  readonly outcome?: 'won' | 'lost';
  /**
   * Every action of the game, in order: with `options` and `seed` they replay it exactly
   * (`big-chicken export`, `replay`). Absent in records written before steps were kept.
   */
  readonly steps?: readonly Step<unknown>[];
  /** Set in a teaching game where moves were taken back: such a game counts for no best score. */
  readonly takeBacks?: number;
  /** Set when a bot played the person's seat (`--watch`): kept in the history, left out of the totals. */
  readonly watched?: true;
  /** Set when the game was played on from a replay: the replayed steps it started from. */
  readonly playedOn?: number;
  /**
   * Set on a game closed unfinished (a served table nobody came back to): kept in the history as
   * far as it went, with no scores or winners, and left out of the totals.
   */
  readonly abandoned?: true;
  /**
   * The table seat the person sat at, when it was not the first (a game played over SSH):
   * `seats`, `scores` and `winners` list the person first, while `steps` name the table's own
   * seats, as the deal was made. The table's seat t is entry (t - seat) mod n of the lists.
   */
  readonly seat?: number;
}
