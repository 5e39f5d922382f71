import { BOT_LEVELS, type AnyGame, type Bot, type BotLevel, type Outcome, type Seat, type Step } from '../engine/index.js';
import type { AnyModule } from '../games/index.js';
import { shapeProblem, THINK_MS_RANGE, type Shape } from '../store/index.js';
import { openTable, type GameTable, type SeatInfo, type Speed } from '../table/index.js';
import { botNames } from '../table/setup.js';
import type { TableScreenModule } from '../ui/types.js';
import { CODE_LETTERS, seatToken } from './codes.js';

/** Who sits in a seat of a shared table. */
export type SeatKind = 'open' | 'person' | 'bot';

/** One seat of a shared table. */
export interface ServedSeat {
  readonly name: string;
  readonly kind: SeatKind;
  /** Who the person is (`key:SHA256:…` or `guest:<login>`); null for open and bot seats. */
  readonly identity: string | null;
  /** The level of the bot that plays this seat, or that stands in while its person is away. */
  readonly level: BotLevel;
  /**
   * A guest's seat token (shown to them only): a guest has no key, so their login name proves
   * nothing; the seat goes back only to one who shows this token. Absent for key identities.
   */
  readonly token?: string;
}

/** Where a table is in its life. */
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
  /** Listed in the lobby for everyone (`new --public`); absent: only those given the code find it. */
  readonly public?: boolean;
  readonly seats: readonly ServedSeat[];
  readonly phase: TablePhase;
  readonly steps: readonly Step<unknown>[];
  /** Set on a game closed unfinished because nobody came back to it (kept in tables/finished/). */
  readonly abandoned?: true;
}

/** What a shared table needs from outside: its bots, saving and recording, a log. */
export interface TableServices {
  /** A bot of `level` for this table's game (a searching one thinks off the main thread). */
  bot(level: BotLevel): Bot<unknown, unknown>;
  save(record: TableRecord): void;
  /** Called once when the game ends, with the record and the outcome. */
  finished(record: TableRecord, outcome: Outcome): void;
  /** A problem or an event worth a log line. */
  log(line: string): void;
}

/** The hold a table of several people keeps while nobody is connected to it (no player, no spectator): it waits for its players. */
const NOBODY_HERE = 'server:nobody here';

/**
 * A table several people share over SSH: its code, its seats (people, bots, open seats before the
 * start), who is connected, and — once started — the {@link GameTable} that plays the game. A
 * person who drops is handed to a bot of the table's level (the seat shows them away) until they
 * come back with the same identity (a guest: and its seat token). While nobody at all is connected
 * a table of several people holds, so it waits for them; one person's table plays on with its bots. Screens draw only their seat's snapshot of the game
 * table (a spectator: the public one); nothing else of the state leaves it.
 */
export class SharedTable {
  readonly code: string;
  /** The module of the table's game, looked up once by the hall. */
  readonly module: AnyModule;
  readonly game: AnyGame;
  readonly title: string;
  readonly screen: TableScreenModule;
  private record: TableRecord;
  private table: GameTable | null = null;
  private readonly present = new Map<Seat, number>();
  private spectators = 0;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  /** Opens the table of `record`; one saved while playing comes back with its game replayed. */
  constructor(
    module: AnyModule,
    screen: TableScreenModule,
    record: TableRecord,
    private readonly services: TableServices,
  ) {
    this.code = record.code;
    this.module = module;
    this.game = module.game;
    this.title = module.info.title;
    this.screen = screen;
    this.record = record;
    if (record.phase === 'playing') this.open();
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

  /** The game, once started (null while waiting for players). */
  get gameTable(): GameTable | null {
    return this.table;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The token that takes seat `seat` back (its guest's own; null for a key's seat or no person). */
  tokenOf(seat: Seat): string | null {
    return this.record.seats[seat]?.token ?? null;
  }

  /** True while a person is connected to seat `seat`. */
  isPresent(seat: Seat): boolean {
    return (this.present.get(seat) ?? 0) > 0;
  }

  /** People connected to a seat, and spectators. */
  get watchers(): { readonly players: number; readonly spectators: number } {
    let players = 0;
    for (const n of this.present.values()) players += n > 0 ? 1 : 0;
    return { players, spectators: this.spectators };
  }

  /** Calls `listener` after every change of seats, presence or phase; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The seats as a screen names them: a person away is marked so, with the bot playing for them. */
  seatInfos(): SeatInfo[] {
    return this.record.seats.map((s, i) => {
      if (s.kind === 'person') return this.isPresent(i) ? { name: s.name, bot: null } : { name: s.name, bot: s.level, away: true };
      return { name: s.name, bot: s.kind === 'bot' ? s.level : null };
    });
  }

  /**
   * Seats a person: their own seat again when `identity` already holds one (taking it back from
   * the bot that stood in) — for a guest only with that seat's token — else the first open seat
   * before the start. Returns the seat, or a one-line refusal.
   */
  sit(name: string, identity: string, token: string | null = null): { seat: Seat } | { refusal: string } {
    if (this.closed) return { refusal: `table ${this.code} is closed` };
    const own = this.record.seats.findIndex((s) => s.kind === 'person' && s.identity === identity);
    if (own >= 0) {
      const held = this.record.seats[own] as ServedSeat;
      if (held.token !== undefined && held.token !== token) {
        return {
          refusal: `seat ${own + 1} of table ${this.code} goes back only with its seat token: join ${this.code} --seat TOKEN (the token was shown at the table)`,
        };
      }
      if (this.isPresent(own)) return { refusal: `you are at table ${this.code} already, in another session` };
      this.arrive(own);
      return { seat: own };
    }
    if (this.record.phase !== 'waiting') {
      return { refusal: `table ${this.code} has started: only its players can come back to it (watch ${this.code} to look on)` };
    }
    const open = this.record.seats.findIndex((s) => s.kind === 'open');
    if (open < 0) return { refusal: `table ${this.code} is full (watch ${this.code} to look on)` };
    const taken = new Set(this.record.seats.filter((s) => s.kind !== 'open').map((s) => s.name.toLowerCase()));
    let seatName = name;
    for (let k = 2; taken.has(seatName.toLowerCase()); k++) seatName = `${name.slice(0, 14)}${k}`;
    const guest = !identity.startsWith('key:');
    this.update({
      seats: this.record.seats.map((s, i) =>
        i === open ? { ...s, kind: 'person', name: seatName, identity, ...(guest ? { token: seatToken() } : {}) } : s,
      ),
    });
    this.arrive(open);
    return { seat: open };
  }

  /** A person's session at `seat` ended (left, dropped, or the server stops). Before the start the seat opens again. */
  leave(seat: Seat): void {
    const n = (this.present.get(seat) ?? 0) - 1;
    if (n > 0) return void this.present.set(seat, n);
    this.present.delete(seat);
    if (this.record.phase === 'waiting') {
      const seats = this.record.seats.map((s, i) =>
        i === seat ? { name: 'open', kind: 'open' as const, identity: null, level: s.level } : s,
      );
      this.update({ seats });
      return;
    }
    const table = this.table;
    if (table && !this.closed) {
      // The seat's own pauses go with its screen; a bot plays for the person until they are back.
      table.hold(`seat ${seat}:pause`, false);
      table.setPlayer(seat, this.services.bot(this.record.seats[seat]?.level ?? 'normal'));
      this.holdIfNobody();
    }
    this.changed();
  }

  /** A spectator comes or goes. */
  watch(delta: 1 | -1): void {
    this.spectators = Math.max(0, this.spectators + delta);
    this.holdIfNobody();
    this.changed();
  }

  /** True while the person who opened the table is at it (a waiting room closes when they leave). */
  get creatorHere(): boolean {
    return this.record.seats.some((s, i) => s.kind === 'person' && s.identity === this.record.creator && this.isPresent(i));
  }

  /** True when the person at `seat` may start the game now. */
  canStart(seat: Seat): boolean {
    return this.record.phase === 'waiting' && this.record.seats[seat]?.identity === this.record.creator;
  }

  /** Starts the game (its creator only): open seats become bots of the table's level. */
  start(seat: Seat): string | null {
    if (!this.canStart(seat)) return this.record.phase === 'waiting' ? 'Only the player who opened the table can start it.' : null;
    // The bots' names pass over the people's, so that no two seats read alike.
    const seated = this.record.seats.filter((s) => s.kind !== 'open');
    const names = botNames(
      this.record.seats.length - seated.length,
      seated.map((s) => s.name),
    );
    let bot = 0;
    const seats = this.record.seats.map((s) => (s.kind === 'open' ? { ...s, kind: 'bot' as const, name: names[bot++] as string } : s));
    this.record = { ...this.record, seats, phase: 'playing' };
    this.services.save(this.record);
    this.open();
    this.services.log(`table ${this.code} started: ${seats.map((s) => s.name + (s.kind === 'bot' ? ` (${s.level} bot)` : '')).join(', ')}`);
    this.changed();
    return null;
  }

  /** Stops the game's bots and timers (the server is stopping); the table is saved already. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.table?.close();
    this.changed();
    this.listeners.clear();
  }

  /** Opens the game table for the record's seats and steps: people who are not here are played by bots. */
  private open(): void {
    const r = this.record;
    const seats: SeatInfo[] = r.seats.map((s) => ({ name: s.name, bot: s.kind === 'person' ? null : s.level }));
    const players = r.seats.map((s, i) => (s.kind === 'person' && this.isPresent(i) ? null : this.services.bot(s.level)));
    this.table = openTable({
      game: this.game,
      setup: { game: r.game as never, options: r.options, seed: r.seed, seats, speed: r.speed, thinkMs: r.thinkMs, steps: r.steps },
      players,
      persistence: {
        saveGame: (saved) => {
          this.record = { ...this.record, steps: saved.steps };
          this.services.save(this.record);
        },
        finishGame: (saved, outcome) => {
          this.record = { ...this.record, steps: saved.steps, phase: 'over' };
          this.services.finished(this.record, outcome);
          this.changed();
        },
      },
      ...(this.screen.describe ? { describe: this.screen.describe as never } : {}),
    });
    if (this.table.getSnapshot().current === 'terminal') this.record = { ...this.record, phase: 'over' };
    this.holdIfNobody();
  }

  /**
   * While nobody is connected, a table of several people holds (they come back together, or the
   * server closes it after --table-idle); a table of one person and bots plays on, its bot
   * finishing the game for them (it is then recorded for them).
   */
  private holdIfNobody(): void {
    const { players, spectators } = this.watchers;
    const people = this.record.seats.filter((s) => s.kind === 'person').length;
    if (!this.closed) this.table?.hold(NOBODY_HERE, players === 0 && spectators === 0 && people > 1);
  }

  private arrive(seat: Seat): void {
    this.present.set(seat, (this.present.get(seat) ?? 0) + 1);
    if (this.table && !this.closed) {
      this.table.setPlayer(seat, null);
      this.holdIfNobody();
    }
    this.changed();
  }

  private update(change: Partial<TableRecord>): void {
    this.record = { ...this.record, ...change };
    this.services.save(this.record);
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        this.services.log(`table ${this.code}: a screen failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

const SEAT_SHAPE: Shape = {
  type: 'object',
  required: ['name', 'kind', 'identity', 'level'],
  properties: {
    name: { type: 'string' },
    kind: { enum: ['open', 'person', 'bot'] },
    level: { enum: BOT_LEVELS },
    token: { type: 'string' },
  },
};

/** The shape of a saved table (src/store/shape.ts); {@link tableRecordProblem} adds what a shape cannot say. */
const TABLE_SHAPE: Shape = {
  type: 'object',
  required: ['code', 'game', 'options', 'seed', 'speed', 'thinkMs', 'name', 'creator', 'seats', 'phase', 'steps'],
  properties: {
    code: { type: 'string', pattern: `^[${CODE_LETTERS}]+$` },
    game: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    options: { type: 'object', required: ['players'], properties: { players: { type: 'integer', minimum: 1 } } },
    seed: { type: 'integer', minimum: 0 },
    speed: { enum: ['slow', 'normal', 'fast', 'max'] },
    thinkMs: { type: 'integer', minimum: THINK_MS_RANGE.min },
    creator: { type: 'string' },
    public: { const: true },
    seats: { type: 'array', items: SEAT_SHAPE },
    phase: { enum: ['waiting', 'playing', 'over'] },
    steps: {
      type: 'array',
      items: { type: 'object', required: ['seat', 'action'], properties: { seat: { type: 'integer', minimum: 0 } } },
    },
    abandoned: { const: true },
  },
};

/**
 * Why `value` is not a table as {@link SharedTable} saves it (a short phrase naming where), or
 * null when it is: the store's shape, then what it cannot say (a name or identity that may be
 * null, as many seats as players, steps by seats of the table, a thinking time in range).
 */
export function tableRecordProblem(value: unknown): string | null {
  const problem = shapeProblem(TABLE_SHAPE, value);
  if (problem !== null) return problem;
  const record = value as TableRecord;
  if (record.name !== null && typeof record.name !== 'string') return 'name is not a string';
  if (record.thinkMs > THINK_MS_RANGE.max) return `thinkMs is above ${THINK_MS_RANGE.max}`;
  if (record.seats.length !== record.options.players) return 'seats do not match options/players';
  const seat = record.seats.findIndex((s) => s.identity !== null && typeof s.identity !== 'string');
  if (seat >= 0) return `seats/${seat}/identity is not a string`;
  const step = record.steps.findIndex((s) => s.seat >= record.seats.length);
  if (step >= 0) return `steps/${step}/seat is not a seat of the table`;
  return null;
}
