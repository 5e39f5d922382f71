import { botInterjection, botRngs, IllegalActionError, Rng, type AnyGame, type BotLevel, type Outcome, type RngState, type Seat, type Step } from '../engine/index.js';
import type { LogEntry, Speed, TableScreenModule } from '../ui/types.js';
import { MOVE_DELAY, REACTION_BY_LEVEL, REACTION_DELAY } from '../ui/hooks/use-table.js';

/** Who sits in a seat of a shared table. */
export type SeatKind = 'open' | 'person' | 'bot';

/** One seat of a shared table. */
export interface ServedSeat {
  readonly name: string;
  readonly kind: SeatKind;
  /** Who the person is (`key:SHA256:…` or `guest:<name>`); null for open and bot seats. */
  readonly identity: string | null;
  /** The level of the bot that plays this seat, or that stands in while its person is away. */
  readonly level: BotLevel;
}

/** Where a table is while it lives. */
export type TablePhase = 'waiting' | 'playing' | 'over';

/** Everything that makes up a shared table; saved as JSON after every change. */
export interface TableRecord {
  readonly code: string;
  readonly game: string;
  readonly options: Record<string, unknown> & { players: number };
  readonly seed: number;
  readonly speed: Speed;
  readonly thinkMs: number;
  /** Optional name of the table, shown in the lobby. */
  readonly name: string | null;
  /** Identity of the person who may start the game. */
  readonly creator: string;
  readonly seats: readonly ServedSeat[];
  readonly phase: TablePhase;
  readonly steps: readonly Step<unknown>[];
}

/** What the table needs from outside: its bots, saving, recording and a clock. */
export interface TableServices {
  /**
   * The action a bot of `level` chooses from `view` (a searching bot may think in a worker).
   * Resolves with the action and the bot's random state after choosing.
   */
  choose(level: BotLevel, view: unknown, legal: readonly unknown[], rng: RngState): Promise<{ readonly action: unknown; readonly rng: RngState }>;
  /** Out-of-turn offers are cheap: asked in process, in seat order from the current player. */
  interjectionBot(level: BotLevel): { interject?(view: unknown, options: readonly unknown[], rng: Rng): unknown } | null;
  save(record: TableRecord): void;
  /** Called once when the game ends, with the record and the outcome. */
  finished(record: TableRecord, outcome: Outcome): void;
  /** A problem worth a log line. */
  log(line: string): void;
}

/** What one screen (a seat or a spectator) is given to draw, as the local table's loop gives it. */
export interface SeatSnapshot {
  readonly view: unknown;
  readonly current: Seat | 'terminal';
  readonly legal: readonly unknown[];
  readonly interjections: readonly unknown[];
  readonly log: readonly LogEntry[];
  readonly outcome: Outcome | null;
  readonly thinking: Seat | null;
  readonly paused: boolean;
  readonly steps: number;
  readonly fault: string | null;
}

/** How long one person's pause (an end-of-round panel) may hold the others, in milliseconds. */
export const PAUSE_LIMIT = 20_000;

/** The seat a view without a hand is drawn from, for spectators. */
const PUBLIC_SEAT = 0;

/**
 * A view with every private part removed, for a spectator: the games' views keep all that one
 * seat knows and others do not in `hand` (the other seats appear as counts), so a view with an
 * empty hand is what every player may see.
 */
export function publicView(view: unknown): unknown {
  if (view && typeof view === 'object' && 'hand' in view) return { ...(view as object), hand: [] };
  return view;
}

/**
 * A table several people share: the engine state, the seats (people, bots, open seats before the
 * start, people away), bot turns after the speed's delay, out-of-turn offers, one pause per seat,
 * saving after every change and recording the finished game. Screens subscribe and draw only
 * {@link snapshot} of their own seat (a spectator: {@link spectatorSnapshot}); nothing else of
 * the state leaves this object. Bots play the seats of people who are away only while at least
 * one person is at the table, so a table nobody watches waits for its players.
 */
export class SharedTable {
  readonly code: string;
  readonly game: AnyGame;
  readonly title: string;
  readonly screen: TableScreenModule;
  private record: TableRecord;
  private state: unknown;
  private log: LogEntry[] = [];
  private rngs: Rng[];
  private readonly present = new Map<Seat, number>();
  private spectators = 0;
  private readonly pauses = new Map<Seat, ReturnType<typeof setTimeout>>();
  private thinking: Seat | null = null;
  private fault: string | null = null;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private closed = false;
  private recorded = false;

  constructor(
    game: AnyGame,
    title: string,
    screen: TableScreenModule,
    record: TableRecord,
    private readonly services: TableServices,
  ) {
    this.code = record.code;
    this.game = game;
    this.title = title;
    this.screen = screen;
    this.record = record;
    this.state = game.setup(record.options, record.seed);
    for (const step of record.steps) {
      this.log.push({ index: this.log.length, seat: step.seat, text: this.sentence(this.state, step) });
      this.state = game.applyAction(this.state, step.action, step.seat);
    }
    this.rngs = botRngs(record.seed + record.steps.length, record.seats.length);
    if (record.phase === 'playing' && game.currentPlayer(this.state) === 'terminal') this.record = { ...record, phase: 'over' };
  }

  /** The table as saved. */
  get saved(): TableRecord {
    return this.record;
  }

  get phase(): TablePhase {
    return this.record.phase;
  }

  get seats(): readonly ServedSeat[] {
    return this.record.seats;
  }

  /** True when a person of the table is connected to seat `seat`. */
  isPresent(seat: Seat): boolean {
    return (this.present.get(seat) ?? 0) > 0;
  }

  /** People connected to a seat, and spectators. */
  get watchers(): { readonly players: number; readonly spectators: number } {
    let players = 0;
    for (const n of this.present.values()) players += n > 0 ? 1 : 0;
    return { players, spectators: this.spectators };
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Seats a person: their own seat again when `identity` already holds one (reclaiming it from
   * the bot that stood in), else the first open seat before the start. Returns the seat, or a
   * one-line refusal.
   */
  sit(name: string, identity: string): { seat: Seat } | { refusal: string } {
    if (this.closed) return { refusal: `table ${this.code} is closed` };
    const own = this.record.seats.findIndex((s) => s.kind === 'person' && s.identity === identity);
    if (own >= 0) {
      if (this.isPresent(own)) return { refusal: `you are already at table ${this.code} in another session` };
      this.arrive(own);
      return { seat: own };
    }
    if (this.record.phase !== 'waiting') return { refusal: `table ${this.code} has started: only its players can come back to it (watch ${this.code} to look on)` };
    const open = this.record.seats.findIndex((s) => s.kind === 'open');
    if (open < 0) return { refusal: `table ${this.code} is full (watch ${this.code} to look on)` };
    const taken = new Set(this.record.seats.filter((s) => s.kind !== 'open').map((s) => s.name.toLowerCase()));
    let seatName = name;
    for (let k = 2; taken.has(seatName.toLowerCase()); k++) seatName = `${name.slice(0, 14)}${k}`;
    this.update({ seats: this.record.seats.map((s, i) => (i === open ? { ...s, kind: 'person', name: seatName, identity } : s)) });
    this.arrive(open);
    return { seat: open };
  }

  /** A person's session at `seat` ended (left, dropped, or closed): before the start the seat opens again. */
  leave(seat: Seat): void {
    const n = (this.present.get(seat) ?? 0) - 1;
    if (n > 0) {
      this.present.set(seat, n);
      return;
    }
    this.present.delete(seat);
    this.clearPause(seat);
    if (this.record.phase === 'waiting') {
      const seats = this.record.seats.map((s, i) => (i === seat ? { ...s, kind: 'open' as const, name: 'open', identity: null } : s));
      let creator = this.record.creator;
      if (this.record.seats[seat]?.identity === creator) creator = seats.find((s) => s.kind === 'person')?.identity ?? creator;
      this.update({ seats, creator });
    } else {
      this.changed();
    }
  }

  /** A spectator comes or goes. */
  watch(delta: 1 | -1): void {
    this.spectators = Math.max(0, this.spectators + delta);
    this.changed();
  }

  /** True when `seat` may start the game now. */
  canStart(seat: Seat): boolean {
    return this.record.phase === 'waiting' && this.record.seats[seat]?.identity === this.record.creator;
  }

  /** Starts the game (the creator only): open seats become bots of the table's level. */
  start(seat: Seat): string | null {
    if (!this.canStart(seat)) return this.record.phase === 'waiting' ? 'Only the player who opened the table can start it.' : null;
    let bot = 0;
    const seats = this.record.seats.map((s) => (s.kind === 'open' ? { ...s, kind: 'bot' as const, name: BOT_SEAT_NAMES[bot++] ?? `Bot ${bot}` } : s));
    this.update({ seats, phase: 'playing' });
    this.services.log(`table ${this.code} started: ${seats.map((s) => s.name + (s.kind === 'bot' ? ` (${s.level} bot)` : '')).join(', ')}`);
    return null;
  }

  /** The person at `seat` takes `action` (a turn or an out-of-turn action): null, or the engine's refusal. */
  act(seat: Seat, action: unknown): string | null {
    if (this.record.phase !== 'playing') return 'The game has not started.';
    if (this.record.seats[seat]?.kind !== 'person') return 'This seat is played by a bot.';
    return this.apply(seat, action);
  }

  /** Holds the bots while `seat` reads something (an end-of-round panel), for at most {@link PAUSE_LIMIT}. */
  pause(seat: Seat, on: boolean): void {
    if (on === this.pauses.has(seat)) return;
    if (on) this.pauses.set(seat, setTimeout(() => this.pause(seat, false), PAUSE_LIMIT));
    else this.clearPause(seat);
    this.changed();
  }

  /** What `seat` is shown: its own view, its legal actions on its turn, its out-of-turn options. */
  snapshot(seat: Seat): SeatSnapshot {
    const current = this.current();
    const person = this.record.seats[seat]?.kind === 'person' && this.record.phase === 'playing';
    return {
      view: this.game.playerView(this.state, seat),
      current,
      legal: person && current === seat ? this.game.legalActions(this.state) : [],
      interjections: person && current !== 'terminal' && this.game.interjections ? this.game.interjections(this.state, seat) : [],
      ...this.common(current),
    };
  }

  /** What a spectator is shown: the public view (no hand at all) and nothing to act on. */
  spectatorSnapshot(): SeatSnapshot {
    const current = this.current();
    return { view: publicView(this.game.playerView(this.state, PUBLIC_SEAT)), current, legal: [], interjections: [], ...this.common(current) };
  }

  /** Stops the bots and the timers (the server is stopping, or the table was closed). Saved already. */
  close(): void {
    this.closed = true;
    this.cancel();
    for (const seat of [...this.pauses.keys()]) this.clearPause(seat);
    this.changed();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private common(current: Seat | 'terminal') {
    return {
      log: this.log,
      outcome: current === 'terminal' ? this.game.outcome(this.state) : null,
      thinking: current === 'terminal' ? null : this.thinking,
      paused: this.pauses.size > 0,
      steps: this.record.steps.length,
      fault: this.fault,
    };
  }

  private current(): Seat | 'terminal' {
    return this.game.currentPlayer(this.state) as Seat | 'terminal';
  }

  private arrive(seat: Seat): void {
    this.present.set(seat, (this.present.get(seat) ?? 0) + 1);
    this.changed();
  }

  private clearPause(seat: Seat): void {
    const timer = this.pauses.get(seat);
    if (timer !== undefined) clearTimeout(timer);
    this.pauses.delete(seat);
  }

  private update(change: Partial<TableRecord>): void {
    this.record = { ...this.record, ...change };
    this.services.save(this.record);
    this.changed();
  }

  private changed(): void {
    this.schedule();
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        this.services.log(`table ${this.code}: a screen failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private sentence(state: unknown, step: Step<unknown>): string {
    const names = this.record.seats.map((s) => s.name);
    if (this.screen.describe) {
      try {
        return this.screen.describe(step.action, step.seat, names, this.game.playerView(state, step.seat));
      } catch {
        // A describe helper that cannot read this action falls back to the notation.
      }
    }
    return `${names[step.seat] ?? `Seat ${step.seat}`}: ${this.game.actionToString(step.action)}`;
  }

  private apply(seat: Seat, action: unknown): string | null {
    let next: unknown;
    try {
      next = this.game.applyAction(this.state, action, seat);
    } catch (error) {
      if (error instanceof IllegalActionError) return error.message;
      return error instanceof Error ? error.message : String(error);
    }
    const step: Step<unknown> = { seat, action };
    this.log = [...this.log, { index: this.log.length, seat, text: this.sentence(this.state, step) }];
    this.state = next;
    this.version++;
    this.thinking = null;
    const terminal = this.game.currentPlayer(next) === 'terminal';
    this.record = { ...this.record, steps: [...this.record.steps, step], phase: terminal ? 'over' : 'playing' };
    this.services.save(this.record);
    if (terminal && !this.recorded) {
      this.recorded = true;
      const outcome = this.game.outcome(next);
      if (outcome) this.services.finished(this.record, outcome);
    }
    this.changed();
    return null;
  }

  /** Bots of the seats that have no person now: bot seats, and away seats while someone is here. */
  private botLevels(): (BotLevel | null)[] {
    const anyone = this.watchers.players > 0;
    return this.record.seats.map((s, i) => (s.kind === 'bot' || (s.kind === 'person' && anyone && !this.isPresent(i)) ? s.level : null));
  }

  private cancel(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  /** Sets up the next bot move or out-of-turn action for the state now, replacing any planned. */
  private schedule(): void {
    this.cancel();
    const current = this.current();
    if (this.closed || this.record.phase !== 'playing' || current === 'terminal' || this.pauses.size > 0 || this.fault !== null) {
      return;
    }
    const levels = this.botLevels();
    const version = this.version;
    const speed = this.record.speed;
    const bots = levels.map((l) => (l === null ? null : this.services.interjectionBot(l)));
    let offer: Step<unknown> | null;
    try {
      offer = botInterjection(this.game, this.state, bots as never, this.rngs, current);
    } catch (error) {
      this.fail(`a bot could not decide whether to act out of turn: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (offer) {
      const { seat, action } = offer;
      const delay = REACTION_DELAY[speed] * (REACTION_BY_LEVEL[levels[seat] ?? 'normal'] ?? 1);
      this.timers.push(setTimeout(() => version === this.version && this.apply(seat, action), delay));
      return;
    }
    const level = levels[current];
    if (level === null || level === undefined) return;
    if (this.thinking !== current) {
      this.thinking = current;
    }
    this.timers.push(
      setTimeout(() => {
        if (version !== this.version || this.closed) return;
        const view = this.game.playerView(this.state, current);
        const legal = this.game.legalActions(this.state);
        const rng = (this.rngs[current] as Rng).state();
        this.services.choose(level, view, legal, rng).then(
          (choice) => {
            if (version !== this.version || this.closed) return;
            const action = choice.action;
            this.rngs[current] = Rng.fromState(choice.rng);
            // A person may have come back while the bot thought: their seat is theirs again.
            if (this.botLevels()[current] === null) return;
            const refused = this.apply(current, action);
            if (refused !== null) this.fail(`${this.record.seats[current]?.name ?? 'A bot'} tried an illegal move (${refused}); the table stops here.`);
          },
          (error: unknown) => {
            if (version !== this.version || this.closed) return;
            this.fail(`${this.record.seats[current]?.name ?? 'A bot'} could not choose: ${error instanceof Error ? error.message : String(error)}`);
          },
        );
      }, MOVE_DELAY[speed]),
    );
  }

  private fail(message: string): void {
    this.fault = message;
    this.services.log(`table ${this.code}: ${message}`);
    this.changed();
  }
}

/** Names of the bots that fill open seats at the start. */
export const BOT_SEAT_NAMES: readonly string[] = ['Pip', 'Marigold', 'Nugget', 'Henrietta', 'Clover', 'Drumstick'];
