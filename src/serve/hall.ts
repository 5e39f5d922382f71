import { createHash, randomInt } from 'node:crypto';
import { existsSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { BotLevel, Outcome } from '../engine/index.js';
import { loadBots } from '../games/bots.js';
import { roundOf } from '../review/index.js';
import { GAMES, type AnyModule } from '../games/index.js';
import { describeWriteError, gameRecord, openStore, readDocument, setAsideDocument, writeDocument } from '../store/index.js';
import type { SavedGame } from '../store/types.js';
import type { Speed, TableScreenModule } from '../ui/types.js';
import type { BotPool } from './bot-pool.js';
import { isCode, newCode, normalCode } from './codes.js';
import { Counter } from './limits.js';
import { SharedTable, tableRecordProblem, type ServedSeat, type TableRecord } from './shared-table.js';

/** A line in the lobby's list of tables. */
export interface TableListing {
  readonly code: string;
  readonly title: string;
  readonly name: string | null;
  readonly phase: TableRecord['phase'];
  /** Seats held by people, and all seats. */
  readonly people: number;
  readonly seats: number;
  readonly spectators: number;
}

/** A new table's choices, already checked. */
export interface NewTableChoice {
  readonly game: string;
  readonly options: Record<string, unknown> & { players: number };
  readonly level: BotLevel;
  readonly speed: Speed;
  readonly thinkMs: number;
  readonly name: string | null;
  /** Listed in the lobby (`new --public`); otherwise found only by its code. */
  readonly public?: boolean;
}

/** The folder of saved tables and the folder of players' records inside the data directory. */
export const HALL_DIRS = { tables: 'tables', players: 'players' } as const;

/** The folder of one player's records (a store of their own, so `scores` works for them as locally). */
export function playerDir(dataDir: string, identity: string): string {
  return join(dataDir, HALL_DIRS.players, createHash('sha256').update(identity).digest('hex').slice(0, 24));
}

/** A list rotated so that element `by` comes first. */
function rotate<T>(list: readonly T[], by: number): T[] {
  return [...list.slice(by), ...list.slice(0, by)];
}

/**
 * Every shared table of the server, by code: opening them (with a limit per identity and in all),
 * finding them by code, saving each after every change to `<data>/tables/<code>.json` (so a
 * restarted server brings them back), and recording a finished game for each person who played
 * it, in that person's own store, with their seat first (as `scores` reads a record).
 */
export class Hall {
  private readonly tables = new Map<string, SharedTable>();
  private readonly created: Counter;
  private readonly createdBy = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  /** Each served game by id: its module, looked up once here, and its screen, loaded once. */
  private readonly served = new Map<string, { readonly module: AnyModule; readonly screen: TableScreenModule }>();
  /** When each table was last seen with nobody at it (ms since the epoch), while that lasts. */
  private readonly emptySince = new Map<string, number>();
  private idleTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly limits: { readonly maxTables: number; readonly tablesPerIdentity: number; readonly tableIdle: number },
    private readonly pool: BotPool,
    private readonly log: (line: string) => void,
  ) {
    this.created = new Counter(limits.tablesPerIdentity);
  }

  /** Loads the screens of the served games (lazy modules) and the saved tables. Returns how many came back. */
  async open(): Promise<number> {
    for (const module of GAMES.filter((m) => !m.solo)) {
      this.served.set(module.info.id, { module, screen: await module.screen() });
      await loadBots(module.info.id);
    }
    const dir = join(this.dataDir, HALL_DIRS.tables);
    if (!existsSync(dir)) return 0;
    let count = 0;
    // Only `<code>.json`: a file kept aside (`<code>.unreadable-<stamp>.json`) is not read again.
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && isCode(f.slice(0, -5)))) {
      const path = join(dir, file);
      const read = readDocument<TableRecord>(path, (value) => this.tableProblem(value, file.slice(0, -5)));
      if (read === null) continue;
      if (!read.ok) {
        this.log(
          `saved table ${file} could not be brought back (${read.reason}); ${read.keptAs === null ? 'left where it is' : `kept as ${read.keptAs}`}`,
        );
        continue;
      }
      const record = read.value;
      if (record.phase === 'over') {
        // A finished game that could not be moved to finished/ when it ended (a full disk).
        this.keepFinished(record);
        continue;
      }
      if (record.phase === 'waiting') {
        // A waiting room lives only while the player who opened it is there: not after a restart.
        this.log(`table ${record.code} not brought back: it had not started`);
        this.unsave(record.code);
        continue;
      }
      try {
        this.add(record);
      } catch (error) {
        // Its steps do not replay (the file was edited, or a rule changed): kept aside like a damaged file.
        const kept = setAsideDocument(path);
        this.log(
          `saved table ${file} could not be brought back (${error instanceof Error ? error.message : String(error)}); ${kept === null ? 'left where it is' : `kept as ${kept}`}`,
        );
        continue;
      }
      // Nobody is at a table brought back: its idle time counts from its last save (its last move).
      this.emptySince.set(record.code, statSync(path).mtimeMs);
      count++;
    }
    return count;
  }

  /**
   * Starts closing tables nobody is at (no player, no spectator) for `tableIdle` seconds; also
   * closes at once those that were already idle that long when the server stopped (returns how many).
   */
  watchIdle(now: () => number = Date.now): number {
    const before = this.tables.size;
    const check = () => {
      const t = now();
      for (const [code, table] of [...this.tables]) {
        const { players, spectators } = table.watchers;
        if (players > 0 || spectators > 0) {
          this.emptySince.delete(code);
          continue;
        }
        const since = this.emptySince.get(code);
        if (since === undefined) this.emptySince.set(code, t);
        else if (t - since >= this.limits.tableIdle * 1000) this.abandon(table);
      }
    };
    check();
    this.idleTimer = setInterval(check, Math.max(250, Math.min(30_000, (this.limits.tableIdle * 1000) / 4)));
    this.idleTimer.unref();
    return before - this.tables.size;
  }

  /** Closes a table nobody came back to: the game as far as it went is kept in tables/finished/. */
  private abandon(table: SharedTable): void {
    const record = table.saved;
    const rounds = this.roundReached(table);
    this.remove(table.code);
    if (record.phase === 'playing') {
      this.keepFinished({ ...record, abandoned: true });
      // Each person who played it finds it in their scores, marked as not finished.
      this.recordForPeople(table.module, record, null, rounds);
    }
    this.log(
      `table ${table.code} closed: nobody at it for ${this.limits.tableIdle} s` +
        (record.phase === 'playing' ? ` (its ${record.steps.length} moves kept in tables/finished/)` : ''),
    );
  }

  /** Calls `listener` when a table opens, closes or changes (the lobby redraws). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The open public tables, oldest first (a private table is found only by its code). */
  list(): TableListing[] {
    return [...this.tables.values()]
      .filter((t) => !t.isClosed && t.phase !== 'over' && t.saved.public === true)
      .map((t) => ({
        code: t.code,
        title: t.title,
        name: t.saved.name,
        phase: t.phase,
        people: t.seats.filter((s) => s.kind === 'person').length,
        seats: t.seats.length,
        spectators: t.watchers.spectators,
      }));
  }

  /** The table of `code` (any case), or undefined. */
  find(code: string): SharedTable | undefined {
    const t = this.tables.get(normalCode(code));
    return t && !t.isClosed ? t : undefined;
  }

  /** Opens a table for `identity`, who takes seat 0; or a one-line refusal (a limit). */
  create(choice: NewTableChoice, person: { readonly name: string; readonly identity: string }): SharedTable | string {
    this.sweep();
    if (this.tables.size >= this.limits.maxTables) return `the server has its most tables open (${this.limits.maxTables}); try again later`;
    if (!this.created.add(person.identity))
      return `you have ${this.limits.tablesPerIdentity} table${this.limits.tablesPerIdentity === 1 ? '' : 's'} open already (the most one player may open)`;
    const code = newCode(new Set(this.tables.keys()));
    const seats: ServedSeat[] = Array.from({ length: choice.options.players }, () => ({
      name: 'open',
      kind: 'open',
      identity: null,
      level: choice.level,
    }));
    const record: TableRecord = {
      code,
      game: choice.game,
      options: choice.options,
      // The deal is secret while the game lasts: a seed from the OS, shown to nobody until the end.
      seed: randomInt(0, 2 ** 32 - 1),
      speed: choice.speed,
      thinkMs: choice.thinkMs,
      name: choice.name,
      creator: person.identity,
      ...(choice.public ? { public: true } : {}),
      seats,
      phase: 'waiting',
      steps: [],
    };
    const table = this.add(record);
    this.createdBy.set(code, person.identity);
    this.save(record);
    this.log(`table ${code} opened by ${person.name}: ${table.title}, ${choice.options.players} seats, ${choice.level} bots`);
    return table;
  }

  /** Saves every table (they are saved after every change already) and stops their bots. */
  closeAll(): void {
    if (this.idleTimer !== null) clearInterval(this.idleTimer);
    for (const t of this.tables.values()) {
      this.save(t.saved);
      t.close();
    }
  }

  /** How many tables are open. */
  get size(): number {
    return this.tables.size;
  }

  private add(record: TableRecord): SharedTable {
    const game = this.served.get(record.game);
    if (!game) throw new Error(`unknown game ${record.game}`);
    const { module: mod, screen } = game;
    const table = new SharedTable(mod, screen, record, {
      bot: (level) => this.pool.bot(mod.info.id, level, record.thinkMs),
      save: (r) => this.save(r),
      finished: (r, outcome) => this.finished(mod, r, outcome),
      log: this.log,
    });
    this.tables.set(record.code, table);
    table.subscribe(() => this.changed());
    this.changed();
    return table;
  }

  /** Forgets finished and closed tables, and tables waiting with nobody in them. */
  private sweep(): void {
    for (const [code, t] of this.tables) {
      const empty = t.phase === 'waiting' && t.watchers.players === 0;
      if (t.isClosed || t.phase === 'over' || empty) {
        if (t.watchers.players === 0 && t.watchers.spectators === 0) this.remove(code);
      }
    }
  }

  /** Closes a table for good (finished, or left empty before it started). */
  private remove(code: string): void {
    const t = this.tables.get(code);
    if (!t) return;
    t.close();
    this.tables.delete(code);
    this.emptySince.delete(code);
    const by = this.createdBy.get(code) ?? t.saved.creator;
    this.created.remove(by);
    this.createdBy.delete(code);
    if (t.phase !== 'playing') this.unsave(code);
    this.changed();
  }

  /** A person left a table: a table waiting to start with nobody left in it closes. */
  left(table: SharedTable): void {
    if (table.phase === 'waiting' && !table.creatorHere) {
      this.log(
        `table ${table.code} closed: ${table.watchers.players === 0 ? 'everyone' : 'the player who opened it'} left before it started`,
      );
      this.remove(table.code);
    } else if (table.phase === 'over' && table.watchers.players === 0 && table.watchers.spectators === 0) {
      this.remove(table.code);
    }
  }

  private changed(): void {
    for (const l of [...this.listeners]) l();
  }

  /** Why `value` is not a saved table of this server (its file named `<code>.json`), or null. */
  private tableProblem(value: unknown, code: string): string | null {
    const problem = tableRecordProblem(value);
    if (problem !== null) return problem;
    const record = value as TableRecord;
    if (record.code !== code) return `its code ${record.code} is not its file's`;
    if (!this.served.has(record.game)) return `${record.game} is not a game this server plays`;
    return null;
  }

  private save(record: TableRecord): void {
    // A table closed already (its last moves may still arrive from its game) is not saved again.
    if (!this.tables.has(record.code)) return;
    try {
      // As a game is saved locally: checked, whole or not at all, the last good save kept on a full disk.
      writeDocument(join(this.dataDir, HALL_DIRS.tables, `${record.code}.json`), record, tableRecordProblem);
    } catch (error) {
      this.log(`table ${record.code} could not be saved (${describeWriteError(error)}); its last save is kept`);
    }
  }

  /** Moves a finished table's file to `tables/finished/`, where the whole game stays readable (seed and steps). */
  private keepFinished(record: TableRecord): void {
    try {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      writeDocument(join(this.dataDir, HALL_DIRS.tables, 'finished', `${record.code}-${stamp}.json`), record, tableRecordProblem);
    } catch (error) {
      // Its saved table stays where it was, so the whole game is still on disk.
      this.log(`table ${record.code}: the finished game could not be kept (${describeWriteError(error)}); its saved table stays`);
      return;
    }
    this.unsave(record.code);
  }

  private unsave(code: string): void {
    try {
      unlinkSync(join(this.dataDir, HALL_DIRS.tables, `${code}.json`));
    } catch {
      // Already gone.
    }
  }

  /** The round a started table is in (0 when it cannot be told). */
  private roundReached(table: SharedTable): number {
    const game = table.gameTable;
    if (game === null) return 0;
    try {
      return roundOf(table.saved.game, game.seat(0).view);
    } catch {
      return 0;
    }
  }

  private finished(mod: AnyModule, record: TableRecord, outcome: Outcome): void {
    this.keepFinished(record);
    this.recordForPeople(mod, record, outcome, outcome.rounds);
    // The game's summary names seats by number from 0: the host's log names the people instead.
    const summary = outcome.summary.replace(/\bSeat (\d+)\b/g, (text, n: string) => record.seats[Number(n)]?.name ?? text);
    this.log(`table ${record.code} finished: ${summary}`);
  }

  /**
   * Records the game of `record` in the store of each person who played it, their seat first (as
   * `scores` reads a record): with its `outcome`, or, for a table closed unfinished (null), marked
   * abandoned, with no scores or winners, after `rounds` rounds.
   */
  private recordForPeople(mod: AnyModule, record: TableRecord, outcome: Outcome | null, rounds: number): void {
    const n = record.seats.length;
    record.seats.forEach((seat, s) => {
      if (seat.kind !== 'person' || seat.identity === null) return;
      const saved: SavedGame = {
        game: mod.info.id,
        options: record.options,
        seed: record.seed,
        seats: rotate(record.seats, s).map((x, i) => ({ name: x.name, bot: i === 0 || x.kind === 'person' ? null : x.level })),
        speed: record.speed,
        thinkMs: record.thinkMs,
        // The table's steps as played: the record's `seat` tells replay which seat was this person's.
        steps: record.steps,
        savedAt: new Date().toISOString(),
      };
      const mine: Outcome =
        outcome === null
          ? { scores: [], winners: [], rounds, summary: '' }
          : { ...outcome, scores: rotate(outcome.scores, s), winners: outcome.winners.map((w) => (w - s + n) % n) };
      const store = openStore({ dir: playerDir(this.dataDir, seat.identity) });
      const made = gameRecord(saved, mine, new Date(), s);
      store.recordGame(outcome === null ? { ...made, abandoned: true } : made);
      for (const warning of store.takeWarnings()) this.log(`records of ${seat.name}: ${warning}`);
    });
  }
}
