import type { AnyGame, Outcome, Seat } from '../engine/index.js';
import type { SavedGame, SeatRecord } from '../store/types.js';

/**
 * A seat as the table shows it: its name, and its bot level or null for a person; `away` marks a
 * person's seat at a shared table that a bot plays while they are gone.
 */
export type SeatInfo = SeatRecord & { readonly away?: boolean };

/** Bot pace on the table: `max` plays with no visible delay (tests, demos). */
export type Speed = 'slow' | 'normal' | 'fast' | 'max';

/** The speeds, slowest first. */
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'max'];

/** One line of the table's log: who acted and what it was, in words. */
export interface LogEntry {
  /** Position in the game's action list (unique, increasing). */
  readonly index: number;
  readonly seat: Seat;
  /** The sentence shown, e.g. "Pip lays a Two-of-a-Kind of 7s (G7 O7)". */
  readonly text: string;
}

/**
 * The log sentence for `action` taken by `seat`, from that seat's `viewBefore` (the view of the
 * state just before the action): e.g. a lay declared in words. Absent: "<name>: <notation>".
 */
export type DescribeAction<V, A> = (action: A, seat: Seat, names: readonly string[], viewBefore: V) => string;

/**
 * Where a table keeps its game: the store (src/store `openStore()`) in real play, memory in tests.
 * Either call may throw an Error whose message is one line (a full disk): the table keeps
 * playing and says so (see `TableSnapshot.saveError` and `recorded`).
 */
export interface TablePersistence {
  /** Called after every action that leaves the game going, with the whole game so far. */
  saveGame(saved: SavedGame): void;
  /** Called once when the game ends: records it and forgets the saved game. */
  finishGame(saved: SavedGame, outcome: Outcome): unknown;
}

/**
 * Everything needed to open a table: a new game has `steps` empty; a resumed one has the saved
 * steps, which are replayed (same hands, same turn, same log). It is the {@link SavedGame} shape
 * without `savedAt`, so a saved game reopens as it is.
 */
export type TableSetup = Omit<SavedGame, 'savedAt'>;

/** The engine with its types erased, as the table holds it. */
export type TableGame = AnyGame;
