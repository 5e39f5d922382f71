import type { Outcome, Seat, Step } from '../engine/index.js';
import type { ArmedWord, SavedGame } from '../store/types.js';
import { Keeper } from './keeper.js';
import { PlayRecord } from './record.js';
import { BotScheduler, type SeatPlayer } from './scheduler.js';
import {
  SPEEDS,
  type DescribeAction,
  type LogEntry,
  type SeatInfo,
  type Speed,
  type TableGame,
  type TablePersistence,
  type TableSetup,
} from './types.js';

export type { SeatPlayer } from './scheduler.js';

/** What {@link openTable} needs. */
export interface TableOptions {
  readonly game: TableGame;
  /** The game to open: a new one (`steps` empty) or a saved one, whose steps are replayed. */
  readonly setup: TableSetup;
  /** One per seat: the bot playing it, or null where a person plays. Any subset may be people. */
  readonly players: readonly SeatPlayer[];
  readonly persistence: TablePersistence;
  /** The log sentence of an action (the game screen's `describe`); absent: "<name>: <notation>". */
  readonly describe?: DescribeAction<unknown, unknown>;
  /** Clock for saved and recorded dates (injectable for tests). */
  readonly now?: () => Date;
  /**
   * The shortest wait before a bot's turn, `--speed max` included (default 0). A live screen,
   * which redraws on every move, passes `FRAME_MS` (timing.ts): bots with no gap at all outran Ink, and
   * React stopped a watched table with "Maximum update depth exceeded".
   */
  readonly minTurnMs?: number;
}

/** What a table is, for its screens: the game and how it was set up (not the steps played). */
export type TableAbout = Omit<TableSetup, 'steps'>;

/** What every screen of a table may see: nothing in it is hidden from any seat. */
export interface TableSnapshot {
  /** Grows with every change; two snapshots of one version are the same object. */
  readonly version: number;
  readonly seats: readonly SeatInfo[];
  /** Per seat: true while a person plays it, false while a bot does (a person away is a bot). */
  readonly people: readonly boolean[];
  /** Whose turn it is, or 'terminal'. */
  readonly current: Seat | 'terminal';
  /** Actions taken so far. */
  readonly steps: number;
  /** One sentence per action, oldest first. */
  readonly log: readonly LogEntry[];
  /** Set once the game is over. */
  readonly outcome: Outcome | null;
  /** The seat whose bot is about to play or is choosing, or null. */
  readonly thinking: Seat | null;
  /**
   * The seat whose bot is about to speak on its own last move (say its Last Egg), in the moment it
   * takes to: until it has, nothing can be done about that move that will still stand, and a screen
   * offers no catch of it. Else null.
   */
  readonly speaking: Seat | null;
  /** Keys of the holds now set (see {@link GameTable.hold}); bots wait while any is set. */
  readonly holds: readonly string[];
  /** Set when a bot failed (an engine or bot bug): the table stops and says so. */
  readonly fault: string | null;
  /** One line when the last save or the record failed, e.g. "could not save: …; the last good save is kept". */
  readonly saveError: string | null;
  /** Once over: true when the finished game was recorded, false when recording failed. Null before. */
  readonly recorded: boolean | null;
  /** The moves of this game its save holds (0: nothing of it is saved). */
  readonly savedSteps: number;
  readonly speed: Speed;
  /** True once {@link GameTable.close} was called. */
  readonly closed: boolean;
  /** Moves taken back so far (teaching games only). */
  readonly takeBacks: number;
}

/** One seat's screen: the shared {@link TableSnapshot} plus what only this seat may see. */
export interface SeatSnapshot extends TableSnapshot {
  readonly seat: Seat;
  /** `game.playerView(state, seat)`. */
  readonly view: unknown;
  /** The legal actions when it is this seat's turn and a person plays it; else empty. */
  readonly legal: readonly unknown[];
  /** Out-of-turn actions this seat's person may take now; empty for a bot's seat. */
  readonly interjections: readonly unknown[];
  /** True when it is this seat's turn and its person is to choose. */
  readonly myTurn: boolean;
  /** The round in which this seat's person armed a word to say with a later move ({@link GameTable.arm}), or null. */
  readonly armed: number | null;
}

/**
 * One game at one table, with no screen: it wires the record of play ({@link PlayRecord}: the
 * state, the steps, the log, what is saved), the bots' scheduling and timing ({@link BotScheduler}:
 * every timer and search) and the saving and recording ({@link Keeper}), and tells its watchers.
 * The seats are each a person or a bot, switchable while playing. Any number of screens watch it
 * — the local Ink table, a seat over SSH, a replay — each through {@link seat} (that seat's view
 * only) and {@link subscribe}; `useSyncExternalStore(t.subscribe, () => t.seat(n))` is the React way.
 */
export class GameTable {
  /** The engine, for screens' pure helpers (`actionToString`, …). */
  readonly game: TableGame;
  /** The game id, options, seed, seats, speed and think budget the table was opened with. */
  readonly about: TableAbout;
  private readonly setup: TableSetup;
  private readonly players: SeatPlayer[];
  private readonly now: () => Date;
  private readonly speed: Speed;
  private readonly listeners = new Set<() => void>();
  private readonly keeper: Keeper;
  private readonly bots: BotScheduler;
  private play: PlayRecord;
  private fault: string | null = null;
  private armed: readonly ArmedWord[];
  private closed = false;
  private version = 0;
  private shared: TableSnapshot | null = null;
  private readonly seatViews = new Map<Seat, SeatSnapshot>();

  /** Replays `setup.steps`; throws when one is refused (a saved game from another version). */
  constructor(options: TableOptions) {
    this.game = options.game;
    this.setup = options.setup;
    const { game, options: gameOptions, seed, seats, speed, thinkMs, teach, taunt } = options.setup;
    this.about = { game, options: gameOptions, seed, seats, speed, thinkMs, ...(teach ? { teach } : {}), ...(taunt ? { taunt } : {}) };
    this.players = [...options.players];
    // A game opened with moves was saved with them (a resumed game); a new one has no save yet.
    this.keeper = new Keeper(options.persistence, options.setup.steps.length);
    this.now = options.now ?? (() => new Date());
    this.speed = (SPEEDS as readonly string[]).includes(options.setup.speed) ? (options.setup.speed as Speed) : 'normal';
    if (this.players.length !== this.setup.seats.length)
      throw new Error(`a table of ${this.setup.seats.length} seats needs as many players`);
    this.play = PlayRecord.open(this.game, this.setup, options.describe);
    this.armed = options.setup.armed ?? [];
    this.bots = new BotScheduler(
      {
        record: () => this.play,
        players: this.players,
        halted: () => this.closed || this.fault !== null || this.play.current === 'terminal',
        changed: () => this.changed(),
        botAct: (step) => this.botAct(step),
        fail: (fault) => this.stop(fault),
      },
      this.speed,
      options.minTurnMs ?? 0,
    );
    this.bots.schedule();
  }

  /** Calls `listener` after every change (state, thinking, holds, seat control, errors); returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The shared snapshot (no seat's hidden cards); the same object until something changes. */
  getSnapshot = (): TableSnapshot => {
    if (this.shared) return this.shared;
    const current = this.play.current;
    this.shared = {
      version: this.version,
      seats: this.setup.seats,
      people: this.players.map((p) => p === null),
      current,
      steps: this.play.steps.length,
      log: this.play.log,
      outcome: current === 'terminal' ? this.game.outcome(this.play.state) : null,
      thinking: current === 'terminal' ? null : this.bots.thinking,
      speaking: this.bots.speaking(),
      holds: this.bots.holds(),
      fault: this.fault,
      saveError: this.keeper.saveError,
      recorded: this.keeper.recorded,
      savedSteps: this.keeper.savedSteps,
      speed: this.speed,
      closed: this.closed,
      takeBacks: this.play.takeBacks,
    };
    return this.shared;
  };

  /** What `seat`'s screen shows: its view, and its legal and out-of-turn actions when a person plays it. Cached per version. */
  seat(seat: Seat): SeatSnapshot {
    const cached = this.seatViews.get(seat);
    if (cached) return cached;
    const shared = this.getSnapshot();
    const state = this.play.state;
    const person = this.players[seat] === null && !this.closed;
    const going = shared.current !== 'terminal' && this.fault === null;
    const legal = person && going && shared.current === seat ? this.game.legalActions(state) : [];
    const snap: SeatSnapshot = {
      ...shared,
      seat,
      view: this.game.playerView(state, seat),
      legal,
      interjections: person && going && this.game.interjections ? this.game.interjections(state, seat) : [],
      myTurn: legal.length > 0,
      armed: person ? (this.armed.find((w) => w.seat === seat)?.round ?? null) : null,
    };
    this.seatViews.set(seat, snap);
    return snap;
  }

  /**
   * Takes `action` for `seat`, whose person plays it (a turn action or an out-of-turn one).
   * Returns null when applied, else the one-line refusal (the engine's reason, or why the table
   * will not take it). The table saves after it.
   */
  act(seat: Seat, action: unknown): string | null {
    return this.actTogether(seat, [action]);
  }

  /**
   * Takes `actions` for `seat` one after the other as one move (e.g. a lay and the "Last Egg"
   * said with it): no bot acts between them, and they are saved once. If any is refused none is
   * taken, and the refusal is returned.
   */
  actTogether(seat: Seat, actions: readonly unknown[]): string | null {
    if (this.closed) return 'The table is closed.';
    if (this.players[seat] === undefined) return `There is no seat ${seat} at this table.`;
    if (this.players[seat] !== null) return 'A bot plays this seat now.';
    if (this.fault !== null) return this.fault;
    return this.apply(seat, actions);
  }

  /**
   * In a teaching game, takes back `seat`'s last move of this round and everything after it (the
   * bots' moves too): the engine replays the steps before it, so the table is exactly as it was
   * before that move, and may be taken back again, down to the start of the round, in the rounds
   * the game's rules allow it (its module's `teaching.takeBackRounds`). Saves after it. Returns null when done,
   * else the one-line reason it cannot be done.
   */
  takeBack(seat: Seat): string | null {
    if (this.closed) return 'The table is closed.';
    if (!this.setup.teach) return 'Moves can be taken back only in a teaching game (play --teach).';
    if (this.players[seat] !== null) return 'A bot plays this seat now.';
    const back = this.play.takeBack(seat);
    if (typeof back === 'string') return back;
    this.bots.reset();
    this.play = back;
    this.bots.moved();
    this.keep();
    this.changed();
    this.bots.schedule();
    return null;
  }

  /**
   * Sets (`on`) or lifts a hold named `key`: while any hold is set no bot acts (a bot already
   * searching finishes its search, and its move waits for the last hold to lift; nothing starts
   * a second search). Keys let each screen hold and release its own (e.g. "0:help", "2:round");
   * a screen that should not stop the others simply sets none. `lapseMs` lifts the hold by
   * itself after that long (a watched table's round panel).
   */
  hold(key: string, on: boolean, lapseMs?: number): void {
    if (this.closed) return;
    this.bots.hold(key, on, lapseMs);
  }

  /**
   * Hands `seat` to a bot (`player` a Bot: the person is away or gone) or to a person (null: the
   * person is back). The game goes on: a bot's move being prepared for another seat is kept.
   */
  setPlayer(seat: Seat, player: SeatPlayer): void {
    if (this.closed || this.players[seat] === undefined || this.players[seat] === player) return;
    this.players[seat] = player;
    this.bots.seatChanged(seat, player);
    this.changed();
    this.bots.schedule();
  }

  /**
   * Arms a word for `seat`'s person to say with a later move (`round`: the round it was armed
   * in), or disarms it (null), and saves it with the game, so quitting and resuming keep it.
   */
  arm(seat: Seat, round: number | null): void {
    if (this.closed || this.players[seat] !== null) return;
    const now = this.armed.find((w) => w.seat === seat);
    if ((now?.round ?? null) === round) return;
    const others = this.armed.filter((w) => w.seat !== seat);
    this.armed = round === null ? others : [...others, { seat, round }].sort((a, b) => a.seat - b.seat);
    if (this.play.current !== 'terminal') this.keep();
    this.changed();
  }

  /** The game so far as the store saves it. The whole record: for persistence and replays, never for a seat's screen. */
  record(): SavedGame {
    const saved = this.play.saved(this.now());
    return this.armed.length === 0 ? saved : { ...saved, armed: this.armed };
  }

  /** Ends the table: every timer stops, a bot's search is cancelled, and nothing acts again. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.bots.close();
    this.changed();
    this.listeners.clear();
  }

  private changed(): void {
    this.version++;
    this.shared = null;
    this.seatViews.clear();
    for (const listener of [...this.listeners]) listener();
  }

  /** Applies `actions` of `actor` as one move, saves or records, and plans the bots' next move. */
  private apply(actor: Seat, actions: readonly unknown[]): string | null {
    const next = this.play.apply(actor, actions);
    if (typeof next === 'string') return next;
    this.play = next;
    this.keep();
    this.bots.moved();
    this.changed();
    this.bots.schedule();
    return null;
  }

  /** Saves the game going, or records the finished one once; a failure is kept as one line, and play goes on. */
  private keep(): void {
    const saved = this.record();
    this.keeper.keep(saved, this.play.current === 'terminal' ? this.game.outcome(this.play.state) : undefined);
  }

  /** Applies a bot's action; a refused one stops the table (an engine or bot bug). */
  private botAct(step: Step<unknown>): void {
    const refused = this.apply(step.seat, [step.action]);
    if (refused !== null) {
      this.stop(`${this.setup.seats[step.seat]?.name ?? 'A bot'} tried an illegal move (${refused}); the table stops here.`);
    }
  }

  private stop(fault: string): void {
    this.bots.reset();
    this.fault = fault;
    this.changed();
  }
}

/** Opens a table (see {@link GameTable}); throws when `setup.steps` do not replay. Call `close()` when done. */
export function openTable(options: TableOptions): GameTable {
  return new GameTable(options);
}
