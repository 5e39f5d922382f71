import { botInterjection, IllegalActionError, type Bot, type Outcome, type Seat, type Step } from '../engine/index.js';
import type { SavedGame } from '../store/types.js';
import { gameById } from '../games/index.js';
import { roundOf } from '../review/index.js';
import { takeBackPoint } from '../teach/take-back.js';
import { decisionRng } from './decision-rng.js';
import { DECLARE_DELAY, FORCED_DELAY, MOVE_DELAY, PERSON_CATCH_CHANCE, PERSON_GRACE, REACTION_BY_LEVEL, REACTION_DELAY } from './timing.js';
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

/** A seat's player: a bot, or null for a person. */
export type SeatPlayer = Bot<unknown, unknown> | null;

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
}

/** A bot's next action being prepared: waiting out its delay, searching, or decided and held. */
interface Plan {
  /** The table's `moves` when it was made; any later move voids it. */
  readonly at: number;
  readonly seat: Seat;
  readonly kind: 'turn' | 'interject';
  timer: ReturnType<typeof setTimeout> | null;
  abort: AbortController | null;
  /** Decided while a hold was set: applied as soon as no hold is left. */
  ready: Step<unknown> | null;
}

/** A one-line message of anything thrown. */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/**
 * One game at one table, with no screen: the engine state, the seats (each a person or a bot,
 * switchable while playing), the bots' delays and searches, out-of-turn offers, saving after every
 * action and recording the finished game once. Any number of screens watch it — the local Ink
 * table, a seat over SSH, a replay — each through {@link seat} (that seat's view only) and
 * {@link subscribe}; `useSyncExternalStore(t.subscribe, () => t.seat(n))` is the React way.
 *
 * Timing (see timing.ts): a bot plays its turn after the speed's delay (a short beat for a forced move,
 * its only legal action); a bot that just went down
 * to one card speaks before anyone catches it; no bot catches a person sooner than
 * {@link PERSON_GRACE} after the person's action, at every speed; while a person may catch a bot,
 * play waits at least {@link PERSON_CATCH_CHANCE} (not at `max`).
 *
 * Each bot decision draws from {@link decisionRng}(seed, step, seat): a resumed game plays on
 * exactly as the uninterrupted one, and a decision asked again (after a hold, a seat handed over)
 * is the same decision.
 */
export class GameTable {
  /** The engine, for screens' pure helpers (`actionToString`, …). */
  readonly game: TableGame;
  /** The game id, options, seed, seats, speed and think budget the table was opened with. */
  readonly about: TableAbout;
  private readonly setup: TableSetup;
  private readonly players: SeatPlayer[];
  private readonly persistence: TablePersistence;
  private readonly describe: DescribeAction<unknown, unknown> | undefined;
  private readonly now: () => Date;
  private readonly minTurnMs: number;
  private readonly speed: Speed;
  private readonly listeners = new Set<() => void>();
  private readonly heldBy = new Map<string, ReturnType<typeof setTimeout> | null>();
  private state: unknown;
  /** The state before the last action (null before the first): what the last action changed. */
  private before: unknown;
  /** The seat that took the last action, or null. */
  private lastActor: Seat | null;
  private steps: Step<unknown>[];
  private log: LogEntry[];
  /** Counts applied actions; a plan made at another count is void. */
  private moves = 0;
  private plan: Plan | null = null;
  private thinking: Seat | null = null;
  private fault: string | null = null;
  private saveError: string | null = null;
  private recorded: boolean | null = null;
  private closed = false;
  private takeBacks: number;
  private version = 0;
  private shared: TableSnapshot | null = null;
  private readonly seatViews = new Map<Seat, SeatSnapshot>();

  /** Replays `setup.steps`; throws when one is refused (a saved game from another version). */
  constructor(options: TableOptions) {
    this.game = options.game;
    this.setup = options.setup;
    const { game, options: gameOptions, seed, seats, speed, thinkMs, teach, taunt } = options.setup;
    this.about = { game, options: gameOptions, seed, seats, speed, thinkMs, ...(teach ? { teach } : {}), ...(taunt ? { taunt } : {}) };
    this.takeBacks = options.setup.takeBacks ?? 0;
    this.players = [...options.players];
    this.persistence = options.persistence;
    this.describe = options.describe;
    this.now = options.now ?? (() => new Date());
    this.minTurnMs = options.minTurnMs ?? 0;
    this.speed = (SPEEDS as readonly string[]).includes(options.setup.speed) ? (options.setup.speed as Speed) : 'normal';
    if (this.players.length !== this.setup.seats.length)
      throw new Error(`a table of ${this.setup.seats.length} seats needs as many players`);
    this.state = null;
    this.before = null;
    this.lastActor = null;
    this.steps = [];
    this.log = [];
    this.load(this.setup.steps);
    this.schedule();
  }

  /** Replays `steps` from the deal into the table's state, steps and log; throws when one is refused. */
  private load(steps: readonly Step<unknown>[]): void {
    let state = this.game.setup(this.setup.options, this.setup.seed);
    let before: unknown = null;
    const log: LogEntry[] = [];
    steps.forEach((step, index) => {
      log.push({ index, seat: step.seat, text: this.sentence(state, step) });
      before = state;
      state = this.game.applyAction(state, step.action, step.seat);
    });
    this.state = state;
    this.before = before;
    this.lastActor = steps.at(-1)?.seat ?? null;
    this.steps = [...steps];
    this.log = log;
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
    const current = this.current();
    this.shared = {
      version: this.version,
      seats: this.setup.seats,
      people: this.players.map((p) => p === null),
      current,
      steps: this.steps.length,
      log: this.log,
      outcome: current === 'terminal' ? this.game.outcome(this.state) : null,
      thinking: current === 'terminal' ? null : this.thinking,
      speaking: this.speaking(),
      holds: [...this.heldBy.keys()],
      fault: this.fault,
      saveError: this.saveError,
      recorded: this.recorded,
      speed: this.speed,
      closed: this.closed,
      takeBacks: this.takeBacks,
    };
    return this.shared;
  };

  /** What `seat`'s screen shows: its view, and its legal and out-of-turn actions when a person plays it. Cached per version. */
  seat(seat: Seat): SeatSnapshot {
    const cached = this.seatViews.get(seat);
    if (cached) return cached;
    const shared = this.getSnapshot();
    const person = this.players[seat] === null && !this.closed;
    const going = shared.current !== 'terminal' && this.fault === null;
    const legal = person && going && shared.current === seat ? this.game.legalActions(this.state) : [];
    const snap: SeatSnapshot = {
      ...shared,
      seat,
      view: this.game.playerView(this.state, seat),
      legal,
      interjections: person && going && this.game.interjections ? this.game.interjections(this.state, seat) : [],
      myTurn: legal.length > 0,
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
    if (this.current() === 'terminal') return 'The game is over: there is nothing left to take back.';
    const rounds = gameById(this.setup.game)?.teaching?.takeBackRounds;
    if (rounds !== undefined && roundOf(this.setup.game, this.state) > rounds) {
      return `From round ${rounds + 1} on a card laid is a card played, even in a teaching game.`;
    }
    const cut = takeBackPoint(this.game, this.setup.options, this.setup.seed, this.steps, seat);
    if (cut === null) return 'Nothing of yours to take back in this round.';
    this.cancelPlan();
    this.load(this.steps.slice(0, cut));
    this.takeBacks++;
    this.moves++;
    this.thinking = null;
    this.keep();
    this.changed();
    this.schedule();
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
    const had = this.heldBy.get(key);
    if (had) clearTimeout(had);
    if (!on && !this.heldBy.has(key)) return;
    if (on) {
      const lapse = lapseMs === undefined ? null : setTimeout(() => this.hold(key, false), lapseMs);
      const was = this.heldBy.has(key);
      this.heldBy.set(key, lapse);
      if (was) return;
    } else this.heldBy.delete(key);
    this.changed();
    this.schedule();
  }

  /**
   * Hands `seat` to a bot (`player` a Bot: the person is away or gone) or to a person (null: the
   * person is back). The game goes on: a bot's move being prepared for another seat is kept.
   */
  setPlayer(seat: Seat, player: SeatPlayer): void {
    if (this.closed || this.players[seat] === undefined || this.players[seat] === player) return;
    this.players[seat] = player;
    const plan = this.plan;
    // Who acts out of turn may change with any seat; a turn plan only with its own seat.
    if (plan && (plan.kind === 'interject' || plan.seat === seat)) this.cancelPlan();
    if (this.thinking === seat && player === null) this.thinking = null;
    this.changed();
    this.schedule();
  }

  /** The game so far as the store saves it. The whole record: for persistence and replays, never for a seat's screen. */
  record(): SavedGame {
    return {
      game: this.setup.game,
      options: this.setup.options,
      seed: this.setup.seed,
      seats: this.setup.seats,
      speed: this.setup.speed,
      thinkMs: this.setup.thinkMs,
      ...(this.setup.thinkPlayouts !== undefined ? { thinkPlayouts: this.setup.thinkPlayouts } : {}),
      steps: this.steps,
      savedAt: this.now().toISOString(),
      ...(this.setup.teach ? { teach: true } : {}),
      ...(this.setup.taunt ? { taunt: this.setup.taunt } : {}),
      ...(this.takeBacks > 0 ? { takeBacks: this.takeBacks } : {}),
      ...(this.setup.playedOn !== undefined ? { playedOn: this.setup.playedOn } : {}),
    };
  }

  /** Ends the table: every timer stops, a bot's search is cancelled, and nothing acts again. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.cancelPlan();
    for (const lapse of this.heldBy.values()) if (lapse) clearTimeout(lapse);
    this.heldBy.clear();
    this.thinking = null;
    this.changed();
    this.listeners.clear();
  }

  private current(): Seat | 'terminal' {
    return this.game.currentPlayer(this.state) as Seat | 'terminal';
  }

  private changed(): void {
    this.version++;
    this.shared = null;
    this.seatViews.clear();
    for (const listener of [...this.listeners]) listener();
  }

  /** The log sentence for one step, falling back to "<name>: <notation>". */
  private sentence(state: unknown, step: Step<unknown>): string {
    const names = this.setup.seats.map((s) => s.name);
    if (this.describe) {
      try {
        return this.describe(step.action, step.seat, names, this.game.playerView(state, step.seat));
      } catch {
        // A describe helper that cannot read this action falls back to the notation.
      }
    }
    return `${names[step.seat] ?? `Seat ${step.seat}`}: ${this.game.actionToString(step.action)}`;
  }

  /** Applies `actions` of `actor` as one move, saves or records, and plans the bots' next move. */
  private apply(actor: Seat, actions: readonly unknown[]): string | null {
    let state = this.state;
    let before = state;
    const steps: Step<unknown>[] = [];
    const lines: LogEntry[] = [];
    for (const action of actions) {
      const step: Step<unknown> = { seat: actor, action };
      let next: unknown;
      try {
        next = this.game.applyAction(state, action, actor);
      } catch (error) {
        return error instanceof IllegalActionError ? error.message : messageOf(error);
      }
      lines.push({ index: this.steps.length + steps.length, seat: actor, text: this.sentence(state, step) });
      steps.push(step);
      before = state;
      state = next;
    }
    this.before = before;
    this.state = state;
    this.lastActor = actor;
    this.steps = [...this.steps, ...steps];
    this.log = [...this.log, ...lines];
    this.moves++;
    this.keep();
    if (this.plan && this.plan.at !== this.moves) this.cancelPlan();
    this.changed();
    this.schedule();
    return null;
  }

  /** Saves the game going, or records the finished one once; a failure is kept as one line, and play goes on. */
  private keep(): void {
    const saved = this.record();
    if (this.current() !== 'terminal') {
      try {
        this.persistence.saveGame(saved);
        this.saveError = null;
      } catch (error) {
        this.saveError = `could not save: ${messageOf(error)}; the last good save is kept`;
      }
      return;
    }
    if (this.recorded !== null) return;
    const outcome = this.game.outcome(this.state);
    if (!outcome) return;
    try {
      this.persistence.finishGame(saved, outcome);
      this.recorded = true;
      this.saveError = null;
    } catch (error) {
      this.recorded = false;
      this.saveError = `could not record the game: ${messageOf(error)}`;
    }
  }

  private cancelPlan(): void {
    const plan = this.plan;
    if (!plan) return;
    this.plan = null;
    if (plan.timer) clearTimeout(plan.timer);
    plan.abort?.abort();
  }

  private setThinking(seat: Seat | null): void {
    if (this.thinking === seat) return;
    this.thinking = seat;
    this.changed();
  }

  private stop(fault: string): void {
    this.cancelPlan();
    this.fault = fault;
    this.thinking = null;
    this.changed();
  }

  /** Decides what the bots do next, unless the table is held, over, stopped or closed. */
  private schedule(): void {
    if (this.plan && this.plan.at !== this.moves) this.cancelPlan();
    if (this.closed || this.fault !== null || this.current() === 'terminal') {
      this.cancelPlan();
      return;
    }
    const plan = this.plan;
    if (this.heldBy.size > 0) {
      // Bots wait: a delay not yet run out starts again once no hold is left; a search runs on.
      if (plan?.timer) {
        clearTimeout(plan.timer);
        plan.timer = null;
        if (plan.abort === null && plan.ready === null) this.plan = null;
      }
      return;
    }
    if (plan) {
      if (plan.ready) {
        this.plan = null;
        this.botMove(plan.ready);
      }
      return;
    }
    this.plan = this.decide();
    // A bot about to speak on its own move: screens learn it now, not at the next change.
    if (this.speaking() !== null) this.changed();
  }

  /** See {@link TableSnapshot.speaking}. */
  private speaking(): Seat | null {
    const plan = this.plan;
    return plan !== null && plan.kind === 'interject' && plan.seat === this.lastActor && plan.timer !== null ? plan.seat : null;
  }

  /** The bots' next move for this state: an out-of-turn action after its reaction time, or the current bot's turn. */
  private decide(): Plan | null {
    const current = this.current() as Seat;
    const seed = this.setup.seed;
    const step = this.steps.length;
    let interjection: Step<unknown> | null;
    try {
      const rngs = this.players.map((_, seat) => decisionRng(seed, step, seat, 'interject'));
      // Asked in turn order from the seat that just acted: it speaks first about its own move.
      interjection = botInterjection(this.game, this.state, this.players, rngs, this.lastActor ?? current);
    } catch (error) {
      this.stop(`a bot could not decide whether to act out of turn: ${messageOf(error)}`);
      return null;
    }
    if (interjection) {
      const chosen = interjection;
      const plan: Plan = { at: this.moves, seat: chosen.seat, kind: 'interject', timer: null, abort: null, ready: null };
      plan.timer = setTimeout(() => {
        plan.timer = null;
        if (this.plan !== plan) return;
        this.plan = null;
        this.botMove(chosen);
      }, this.reactionDelay(chosen.seat));
      return plan;
    }
    if (this.players[current] === null) {
      this.setThinking(null);
      return null;
    }
    const plan: Plan = { at: this.moves, seat: current, kind: 'turn', timer: null, abort: null, ready: null };
    const legal = this.game.legalActions(this.state);
    if (legal.length === 1) {
      // A forced move (nothing beats the lay): no search and no thinking time, only a beat.
      const step: Step<unknown> = { seat: current, action: legal[0] };
      plan.timer = setTimeout(() => {
        plan.timer = null;
        if (this.plan !== plan) return;
        this.plan = null;
        this.botMove(step);
      }, this.turnDelay(true));
      this.setThinking(null);
      return plan;
    }
    plan.timer = setTimeout(() => this.think(plan), this.turnDelay(false));
    this.setThinking(current);
    return plan;
  }

  /** Asks the bot of `plan.seat` for its turn action, with a signal that aborts its search if the table moves on. */
  private think(plan: Plan): void {
    plan.timer = null;
    const bot = this.players[plan.seat];
    if (this.plan !== plan || !bot) return;
    const abort = new AbortController();
    plan.abort = abort;
    const state = this.state;
    const view = this.game.playerView(state, plan.seat);
    const legal = this.game.legalActions(state);
    const rng = decisionRng(this.setup.seed, this.steps.length, plan.seat, 'turn');
    const name = this.setup.seats[plan.seat]?.name ?? 'A bot';
    const choice = Promise.resolve().then(() =>
      bot.chooseAsync ? bot.chooseAsync(view, legal, rng, abort.signal) : bot.choose(view, legal, rng),
    );
    void choice.then(
      (action) => {
        if (this.plan !== plan || abort.signal.aborted) return;
        plan.abort = null;
        const step: Step<unknown> = { seat: plan.seat, action };
        if (this.heldBy.size > 0) {
          plan.ready = step;
          return;
        }
        this.plan = null;
        this.botMove(step);
      },
      (error: unknown) => {
        if (this.plan !== plan || abort.signal.aborted) return;
        this.plan = null;
        this.stop(`${name} could not choose: ${messageOf(error)}`);
      },
    );
  }

  /** Applies a bot's action; a refused one stops the table (an engine or bot bug). */
  private botMove(step: Step<unknown>): void {
    if (this.players[step.seat] === null) return this.schedule();
    this.thinking = null;
    const refused = this.apply(step.seat, [step.action]);
    if (refused !== null) {
      this.stop(`${this.setup.seats[step.seat]?.name ?? 'A bot'} tried an illegal move (${refused}); the table stops here.`);
    }
  }

  /** Seats a person plays that got an out-of-turn action with the last one (e.g. a catch): the moment play moving on would end. */
  private personHasNewChance(): boolean {
    const interjections = this.game.interjections;
    if (!interjections || this.before === null) return false;
    return this.players.some((player, seat) => {
      if (player !== null) return false;
      const now = interjections(this.state, seat);
      if (now.length === 0) return false;
      const had = new Set(interjections(this.before, seat).map((a) => JSON.stringify(a)));
      return now.some((a) => !had.has(JSON.stringify(a)));
    });
  }

  /** How long a bot takes to act out of turn now (see timing.ts). */
  private reactionDelay(seat: Seat): number {
    // The seat that just acted speaks first about its own move (its Last Egg).
    if (seat === this.lastActor) return DECLARE_DELAY[this.speed];
    const level = REACTION_BY_LEVEL[this.setup.seats[seat]?.bot ?? 'normal'] ?? 1;
    let delay = REACTION_DELAY[this.speed] * level;
    if (this.lastActor !== null && this.players[this.lastActor] === null) delay = Math.max(delay, PERSON_GRACE);
    // Never sooner than the person's fair chance, however quick the bot (a slow one waits longer).
    if (this.speed !== 'max' && this.personHasNewChance()) delay = Math.max(delay, PERSON_CATCH_CHANCE * Math.max(1, level));
    return delay;
  }

  /** How long the current bot waits before its turn (see timing.ts); `forced`: it has one legal action only. */
  private turnDelay(forced: boolean): number {
    const delay = Math.max(this.minTurnMs, (forced ? FORCED_DELAY : MOVE_DELAY)[this.speed]);
    return this.speed !== 'max' && this.personHasNewChance() ? Math.max(delay, PERSON_CATCH_CHANCE) : delay;
  }
}

/** Opens a table (see {@link GameTable}); throws when `setup.steps` do not replay. Call `close()` when done. */
export function openTable(options: TableOptions): GameTable {
  return new GameTable(options);
}
