import type { ComponentType } from 'react';
import type { Game, GameOptions, Outcome, Seat } from '../engine/index.js';
import type { LogEntry, SeatInfo, Speed, TableSetup, DescribeAction } from '../table/types.js';
import type { Lesson } from '../games/types.js';
import type { LayoutName } from './layout.js';

/**
 * The platform contract between the generic table (src/table, watched through src/ui/hooks/use-table.ts
 * and drawn by src/ui/screens/Table.tsx)
 * and each game's table screen.
 *
 * A game plugs in by adding ONE file, `src/ui/screens/<Game>Screen.tsx`, that default-exports a
 * {@link TableScreen} and may also export `keys`, `describe`, `facts` and `drawsEnd` (see
 * {@link TableScreenModule}); the game's module (src/games/<game>/module.ts) holds a lazy
 * import of that file as its `screen`, so Ink and the screen load only when a table opens.
 *
 * The platform owns: the engine state, bots and their delays, saving after every action, recording
 * the finished game, the header line (game, seed, speed), the help overlay, the quit
 * confirmation, the rules overlay, the error line and the keys `?`, `r`, `q`, `Ctrl-C`. A screen must not use
 * those keys, and should take keys through hooks/use-keys.ts (`useKeys(handler, {isActive:
 * keysActive})`, a `useInput` that always calls the latest render's handler). A screen owns everything else on the table, and turns its keys into engine actions
 * through {@link TableScreenProps.act}.
 */

export type { DescribeAction, LogEntry, SeatInfo, Speed, TableGame, TablePersistence, TableSetup } from '../table/types.js';

/** Props every game's table screen receives from the platform. Generic in the game's view and action. */
export interface TableScreenProps<V, A> {
  /** The engine, for `actionToString` and other pure helpers. */
  readonly game: Game<unknown, A, V, GameOptions>;
  /** The options the game was set up with (players, and the game's own). */
  readonly options: GameOptions & Record<string, unknown>;
  /** The seat whose view is shown: 0 (the human, or the watched bot with `--watch`). */
  readonly seat: Seat;
  /** `game.playerView(state, seat)` for the current state. */
  readonly view: V;
  /** The current player's legal actions when it is `seat`'s turn and the table takes input; else empty. */
  readonly legal: readonly A[];
  /** Out-of-turn actions `seat` may take right now (`game.interjections`); empty when none or when watching. */
  readonly interjections: readonly A[];
  /** True when it is `seat`'s turn and a person is to choose (never true with `--watch`). */
  readonly myTurn: boolean;
  /** Whose turn it is, or 'terminal'. */
  readonly current: Seat | 'terminal';
  /**
   * Take `action` for `seat` (a turn action or an interjection). Returns null when applied, or the
   * engine's one-line refusal, which the platform also shows on the error line.
   */
  readonly act: (action: A) => string | null;
  /**
   * Take `actions` for `seat` one after the other as one move (e.g. a lay and the "Last Egg" said
   * with it): no bot acts between them; if one is refused none is taken. Returns as `act`.
   */
  readonly actTogether: (actions: readonly A[]) => string | null;
  /**
   * Show `message` on the one-line error line (null clears it): a refusal, marked ✗ (e.g. why a
   * selection cannot be laid, in the words of the game's `refusal`), or with `'note'` a line that
   * refuses nothing (the why key saying the selection may go on).
   */
  readonly notify: (message: string | null, kind?: NoticeKind) => void;
  /**
   * A finished round's panel: whether it is up (the bots wait while it is), and going on to the
   * next round. The platform keeps it (see the screen module's `rounds`), so that its header and
   * key line speak of the panel in the same frame as the screen draws it.
   */
  readonly round: RoundPause;
  /**
   * The round in which the person armed a word to say with a later move (a declaration the game
   * lets a seat arm ahead), kept by the table and saved with the game; null for none. Absent: the
   * screen keeps it itself, unsaved.
   */
  readonly armed?: number | null;
  /** Arms (the round now) or disarms (null) that word at the table, which saves it. */
  readonly arm?: (round: number | null) => void;
  readonly seats: readonly SeatInfo[];
  /** Keys are for the screen (false while the help or quit overlay is open, with `--watch`, and once the game is over). */
  readonly keysActive: boolean;
  /** The seat whose bot is choosing now, or null. */
  readonly thinking: Seat | null;
  /** The seat whose bot is about to speak on its own last move (its Last Egg): no catch of it is offered meanwhile. */
  readonly speaking?: Seat | null;
  /** The whole log, oldest first; a screen shows the tail it has room for. */
  readonly log: readonly LogEntry[];
  /** Set once the game is over. */
  readonly outcome: Outcome | null;
  /** Once over: false when the finished game could not be recorded (the error line says why). */
  readonly recorded?: boolean | null;
  readonly seed: number;
  readonly speed: Speed;
  readonly watch: boolean;
  /** A spectator of a shared table (`serve`): the view is what every player may see, with no hand of its own. */
  readonly spectator?: boolean;
  /** Terminal size, to fit 80×24 and use more room when there is some. */
  readonly columns: number;
  readonly rows: number;
  /**
   * The layout of the whole terminal: the platform may keep some of its rows (a teaching game's
   * panel), and a screen then draws that layout within `rows`. Without it, the layout of `columns` × `rows`.
   */
  readonly layout?: LayoutName;
  /**
   * Names the rules topic of the moment (a section's `topic`, e.g. `ducks` while a Duck is
   * selected): the rules overlay (`r`) opens there. Optional for screens; the platform passes it.
   */
  readonly setTopic?: (topic: string | null) => void;
  /**
   * A teaching game (`play --teach`): the platform takes `h` (hint), `u` (take back) and shows
   * hints and lessons; a screen must then leave `h` and `u` alone (arrows still move).
   */
  readonly teach?: boolean;
  /** Cards to mark in the seat's hand: the hint's, and (teaching) those that can be played now. */
  readonly marks?: HandMarks;
  /** A line a seat says beside its name (a taunt), per seat; null or absent for none. */
  readonly remarks?: readonly (string | null)[];
  /** What the bots said since the last move (taunts), as log lines to end the screen's log with. */
  readonly chatter?: readonly string[];
  /**
   * A teaching game's panel, for a screen that draws it under its own rows
   * ({@link TableScreenModule.drawsPanel}); `rows` then counts the panel's rows too, and the
   * screen gives the panel what its own least rows leave, up to what the panel wants.
   */
  readonly panel?: TeachPanelProps | null;
}

/** A teaching game's panel: what it says and the rows it may take (drawn by components/TeachPanel). */
export type TeachPanelProps = {
  /** The hint's sentence and what Enter does with it ("lays the marked cards"), "thinking" while it is worked out, or null. */
  readonly hint: { readonly reason: string; readonly enter: string } | 'thinking' | null;
  /** "Nothing you hold beats …" when only a pass is legal, else null. */
  readonly stuck: string | null;
  /** The two lines about a card or rule met for the first time, or null. */
  readonly lesson: Lesson | null;
  /** Lessons waiting after this one (each shows after the person's next move). */
  readonly more: number;
  readonly takeBacks: number;
  /** Whether `u` may take a move back now (the game allows it only in its first rounds). */
  readonly canTakeBack: boolean;
  /** Columns the panel has. */
  readonly width: number;
  /** Rows the panel may take where its words wrap past {@link TEACH_ROWS} (see {@link panelRows}). */
  readonly most: number;
  /**
   * Rows to draw it in, fewer than it wants where the screen above needs them (see
   * {@link panelRows}); absent, the rows {@link teachPanelRows} counts.
   */
  readonly height?: number;
};

/** What a line on the error line is: a refusal (drawn with ✗) or a note that refuses nothing. */
export type NoticeKind = 'refusal' | 'note';

/** Marks on the cards of a hand, by card code (a hand shows each code as the game writes it). */
export interface HandMarks {
  /** The hint's cards, a copy per card (two O7 mark two O7s). Empty when no hint is shown. */
  readonly hint: readonly string[];
  /** Codes of the cards that can take part in a legal play now; null when not marked. */
  readonly playable: ReadonlySet<string> | null;
}

/** A game's table screen. The only component of the game that calls `useInput`, with `{isActive: keysActive}`. */
export type TableScreen<V, A> = ComponentType<TableScreenProps<V, A>>;

/** One row of the help overlay. */
export interface KeyHelp {
  /** As printed, e.g. "← →" or "Enter". */
  readonly keys: string;
  readonly does: string;
}

/** A finished round's panel, kept by the platform (see `useRoundPause`). */
export interface RoundPause {
  /** True while a round that just ended is shown (its last lay and score sheet): the bots wait. */
  readonly showing: boolean;
  /** The person has read it: go on to the next round. */
  next(): void;
  /**
   * The key that goes on from the panel where it is not Enter and the table does not go on by
   * itself (a replay's →), for the panel to name; absent at a table.
   */
  readonly nextKey?: string;
}

/** No round's panel ever (a game without rounds, a screen drawn outside a table). */
export const NO_ROUND: RoundPause = { showing: false, next: () => undefined };

/** How a game's screen counts its rounds, for the round's pause (see `useRoundPause`). */
export interface ScreenRounds<V> {
  /** Rounds finished so far. */
  readonly done: (view: V) => number;
  /** True when the last round's panel shows too, before the end of the game. */
  readonly showsLast: boolean;
}

/** What a screen file exports; registry.ts imports it lazily. */
export interface TableScreenModule<V = unknown, A = unknown> {
  readonly default: TableScreen<V, A>;
  /** The screen's keys for the help overlay (the platform adds `?`, `q` and Ctrl-C). */
  readonly keys?: readonly KeyHelp[];
  readonly describe?: DescribeAction<V, A>;
  /**
   * Every line of the log the screen shows the newest of, oldest first, as it says them (in
   * Unicode signs, or spelt in ASCII where `unicode` is false): what the log overlay (m) lists
   * whole, at any size.
   */
  readonly logLines?: (view: V, names: readonly string[], unicode: boolean) => readonly string[];
  /** What {@link logLines} holds, where it is not the whole game's log: "this round's log". */
  readonly logName?: string;
  /**
   * Short facts for the header line after the game's title, e.g. ["Round 2 of 5", "Cluckwise"];
   * `roundShowing`: a finished round's panel is up, and the header speaks of that round.
   */
  readonly facts?: (view: V, roundShowing: boolean) => readonly string[];
  /** A game played in rounds: the table holds at each one's end until the person goes on. */
  readonly rounds?: ScreenRounds<V>;
  /**
   * True when the screen draws the end of the game itself (with `outcome` set; at the end only
   * the platform's keys work: Enter or q leaves). Otherwise the platform replaces the screen with its end panel.
   */
  readonly drawsEnd?: boolean;
  /**
   * True when the screen draws a teaching game's panel itself, under its prompt, while a round
   * is played (its `panel` prop), so that the panel gives way where the screen's rows need it.
   * Otherwise, and under a finished round's panel, the platform draws it below the screen.
   */
  readonly drawsPanel?: boolean;
}

/** The platform's keys besides `?`, `q` and Ctrl-C: `t` score sheet always; `h`, `u` in a teaching game. */
export const PLATFORM_KEYS = { sheet: 't', hint: 'h', takeBack: 'u' } as const;

/** How a table ended. */
export type TableEnd = 'finished' | 'quit' | 'interrupted';

/**
 * `runTable(module, setup)` in src/ui/run-table.tsx (import it dynamically; it loads Ink): draws the
 * table in the terminal until the game ends or the player quits, saving after every action and
 * recording the finished game through src/store. Resolves to the exit status: 0 when finished
 * or quit (the resume hint is printed), 1 finished but not recorded, 130 after Ctrl-C or SIGINT, 143
 * after SIGTERM, 129 when the terminal closes. Throws UsageError when `setup` cannot be
 * replayed (a saved game from another version).
 */
export type RunTable = (setup: TableSetup) => Promise<number>;
