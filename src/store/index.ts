import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { GameId, Outcome } from '../engine/index.js';
import { describeReadError, moveAside, stamp } from './aside.js';
import { holdLock, LockBusyError, processAlive, withLock, type HeldLock } from './lock.js';
import { gameRecord } from './record.js';
import { moveFromOldPlace } from './move.js';
import { storeDirs, type StoreDirs } from './paths.js';
import { readRecordsFile, RECORDS_NAME, salvageRecords, UnreadableStoreError, writeRecordsFile } from './records-file.js';
import { describeWriteError, writeFileVerified } from './safe-write.js';
import { SAVED_GAME_VERSION, savedGameProblem } from './schema.js';
import { CATALOG, entryById } from '../games/catalog.js';
import type { GameRecord, SavedGame } from './types.js';

export type * from './types.js';
export { storeDir, storeDirs, type StoreDirs } from './paths.js';
export { gameRecord } from './record.js';
export { THINK_MS_RANGE, THINK_PLAYOUTS_RANGE } from './schema.js';
export { isWatched, summarize, summarizeGames, type GameSummary } from './summary.js';
export { LockBusyError, type HeldLock } from './lock.js';
export { readSettings, rememberSettings, SETTINGS_FILE, type Settings } from './settings.js';
export { readDocument, setAsideDocument, writeDocument, type DocumentCheck, type DocumentRead } from './document.js';
export { describeWriteError } from './safe-write.js';
export { shapeProblem, type Shape } from './shape.js';

/** A write the store could not make; the message is one line: the reason and the file. */
export class StoreWriteError extends Error {
  override readonly name = 'StoreWriteError';
  constructor(
    message: string,
    /**
     * A failed record ({@link Store.finishGame}): how many moves of the game its save on disk
     * holds now (all of them when it was saved to its end), or 0 when none is.
     */
    readonly savedSteps?: number,
  ) {
    super(message);
  }
}

/** File names inside the store directory. */
export const STORE_FILES = {
  records: `${RECORDS_NAME}.json`,
  /** The scores file as it was before the last change. */
  recordsBackup: `${RECORDS_NAME}.json.bak`,
  recordsLock: `${RECORDS_NAME}.lock`,
  /** The one saved game of earlier versions; moved to its game's own file when first seen. */
  savedGame: 'saved-game.json',
  /** The saved game in progress of one game: each game keeps its own. */
  savedGameOf: (game: GameId) => `saved-${game}.json`,
  /** Held by the table that has the saved game of `game` open. */
  savedGameLockOf: (game: GameId) => `saved-${game}.lock`,
} as const;

/** How to open a store. */
export interface StoreOptions {
  /** One directory for everything (as `$BIG_CHICKEN_HOME`); default {@link storeDirs}, once moved from the old place. */
  readonly dir?: string;
  /** The clock used for timestamps of files moved aside. */
  readonly now?: () => Date;
}

/**
 * Scores and the game in progress, kept in one directory:
 * - `records.json`: every finished game (layout version, migrations and a schema checked record
 *   by record, src/store/records-file.ts), changed only while holding `records.lock`, so games
 *   finishing at once in several processes are all kept. Each change is written whole to a
 *   temporary file, flushed, read back and only then renamed over it; the version it replaces
 *   stays as `records.json.bak`. A full disk fails the change and leaves the file as it was.
 * - `saved-<game>.json`: each game's game in progress, in a file of its own so that starting one
 *   game never replaces another's save, and any file can be damaged without costing the others;
 *   written and checked the same way (without the flush), so a process killed mid-write, or a
 *   full disk, leaves the previous save whole. (The single `saved-game.json` of earlier versions
 *   is moved to its game's file the first time the saved games are looked at.)
 *
 * A file that cannot be read (bad JSON, wrong shape, no permission) is renamed aside with a
 * timestamp and the store starts fresh; records that do not fit the schema are set aside alone
 * (`records.rejected-<timestamp>.json`) and the others kept. Each such event, and any failure to
 * write, leaves one line in {@link Store.takeWarnings} for the caller to print. Only the table's
 * {@link Store.saveGame} and {@link Store.finishGame} throw, so that it can say so at once.
 */
export interface Store {
  /** The directory of the scores (`records.json`): the platform's data directory. */
  readonly dir: string;
  /** The directory of the saved games in progress and their locks: the platform's state directory. */
  readonly stateDir: string;
  /** The directory of the settings (`settings.json`): the platform's config directory. */
  readonly configDir: string;
  /**
   * Saves the game in progress, replacing the earlier save of the same game (other games' saves
   * are kept). Call after every action; it costs one small file write. Throws
   * {@link StoreWriteError} when the save could not be written, its message the reason and the
   * file (e.g. "the disk is full (/…/saved-<game>.json)"); the previous save is then still on
   * disk, whole.
   */
  saveGame(game: SavedGame): void;
  /**
   * The saved game in progress of `game`, or without `game` the one saved last; null when there
   * is none (or it could not be read: see warnings).
   */
  loadSavedGame(game?: GameId): SavedGame | null;
  /** Every saved game in progress that can be read, the one saved last first. */
  savedGames(): SavedGame[];
  /** True when a saved game file exists, of `game` or of any game (cheap; does not read it). */
  hasSavedGame(game?: GameId): boolean;
  /**
   * How many moves of `game` its game's saved game on disk holds: all of them, or those of an
   * earlier point of it; 0 when the save on disk is another deal, unreadable, or none.
   */
  savedStepsOf(game: SavedGame): number;
  /** Forgets the saved game of `game`: when it ends, or the player starts another one of it. */
  clearSavedGame(game: GameId): void;
  /**
   * Keeps the saved game of `game` aside as `saved-<game>.<label>-<timestamp>.json` instead of
   * deleting it (e.g. label `unplayable` when it no longer replays). Returns the new path, or
   * null if there was none or it could not be moved (then a warning says why).
   */
  setAsideSavedGame(game: GameId, label: string): string | null;
  /** Adds a finished game to the records. False (and a warning) when it could not be written. */
  recordGame(record: GameRecord): boolean;
  /**
   * Records a finished game and clears its game's saved game if it is this one (a table in
   * another terminal may have saved a different deal since): what the table calls once the
   * engine reports an outcome. Returns the record. Throws {@link StoreWriteError} when the record
   * could not be written (message: the reason and the file, and what became of the save): the
   * game is then kept saved, to its end when that can be written, so that `resume` records it.
   */
  finishGame(saved: SavedGame, outcome: Outcome): GameRecord;
  /**
   * Takes the saved game of `game` for one table until released (or the process exits), so that
   * two `resume` at once cannot both reopen it. Throws {@link LockBusyError} when a live table
   * holds it, and the system error when the lock file cannot be made (the caller may go on).
   */
  holdSavedGame(game: GameId): HeldLock;
  /** Every recorded game, oldest first. */
  records(): readonly GameRecord[];
  /**
   * Forgets the recorded games, all of them or only those of `game` (the saved game is kept).
   * Returns how many were forgotten, or null (and a warning) on failure.
   */
  resetRecords(game?: GameId): number | null;
  /** The warnings gathered since the last call, one line each, and forgets them. */
  takeWarnings(): string[];
  /** Where the saved games found damaged since the store was opened were kept aside (each moved, never deleted). */
  savedGamesKeptAside(): readonly string[];
}

/** Opens the store (nothing is read until a method needs it). */
export function openStore(options: StoreOptions = {}): Store {
  const now = options.now ?? (() => new Date());
  if (options.dir !== undefined) return new FileStore({ config: options.dir, data: options.dir, state: options.dir }, now, []);
  const { dirs, warnings } = placedDirs();
  return new FileStore(dirs, now, warnings);
}

/** The places already settled in this process, by where they are (the environment may name others). */
const placed = new Map<string, { readonly dirs: StoreDirs; readonly warnings: string[] }>();

/**
 * The store's directories ({@link storeDirs}), once what earlier versions kept in the config
 * directory has been moved to the data and state directories (once per process and place; the
 * warnings of that move go to the first store opened there). `serve` keeps its folder in `dirs.data`.
 */
export function placedDirs(): { readonly dirs: StoreDirs; readonly warnings: string[] } {
  const dirs = storeDirs();
  const key = JSON.stringify(dirs);
  const done = placed.get(key);
  if (done !== undefined) return { dirs: done.dirs, warnings: [] };
  const made = moveFromOldPlace(dirs);
  placed.set(key, made);
  return made;
}

class FileStore implements Store {
  private readonly warnings: string[] = [];
  /** Damaged saved games moved aside (their new paths), for {@link Store.savedGamesKeptAside}. */
  private readonly keptAside: string[] = [];
  private readonly warned = new Set<string>();
  private readonly recordsPath: string;
  private madeDir = false;
  private migrated = false;
  /** Set when the scores file must be left alone (newer program, or it could not be moved). */
  private recordsBlocked: string | null = null;

  constructor(
    dirs: StoreDirs,
    private readonly now: () => Date,
    warnings: readonly string[],
  ) {
    this.dir = dirs.data;
    this.stateDir = dirs.state;
    this.configDir = dirs.config;
    this.recordsPath = join(this.dir, STORE_FILES.records);
    for (const line of warnings) this.warn(line);
  }

  readonly dir: string;
  readonly stateDir: string;
  readonly configDir: string;

  /** The saved-game file of `game`. */
  private savedPath(game: GameId): string {
    return join(this.stateDir, STORE_FILES.savedGameOf(game));
  }

  takeWarnings(): string[] {
    return this.warnings.splice(0);
  }

  savedGamesKeptAside(): readonly string[] {
    return this.keptAside;
  }

  private warn(line: string, once?: string): void {
    if (once !== undefined) {
      if (this.warned.has(once)) return;
      this.warned.add(once);
    }
    this.warnings.push(line);
  }

  private ensureDir(): void {
    if (this.madeDir) return;
    mkdirSync(this.dir, { recursive: true });
    mkdirSync(this.stateDir, { recursive: true });
    this.madeDir = true;
  }

  saveGame(game: SavedGame): void {
    const savedPath = this.savedPath(game.game);
    try {
      this.ensureDir();
      writeFileVerified(savedPath, JSON.stringify({ version: SAVED_GAME_VERSION, game }));
    } catch (error) {
      this.madeDir = false;
      throw new StoreWriteError(`${describeWriteError(error)} (${savedPath})`);
    }
  }

  holdSavedGame(game: GameId): HeldLock {
    this.ensureDir();
    return holdLock(join(this.stateDir, STORE_FILES.savedGameLockOf(game)), 'the saved game');
  }

  hasSavedGame(game?: GameId): boolean {
    this.migrateSingleSave();
    return (game === undefined ? CATALOG.map((e) => e.info.id) : [game]).some((id) => existsSync(this.savedPath(id)));
  }

  loadSavedGame(game?: GameId): SavedGame | null {
    if (game === undefined) return this.savedGames()[0] ?? null;
    this.migrateSingleSave();
    this.removeLeftoverTemps();
    return this.readSavedGame(this.savedPath(game), game);
  }

  savedGames(): SavedGame[] {
    this.migrateSingleSave();
    this.removeLeftoverTemps();
    return CATALOG.map((e) => e.info.id)
      .map((id) => this.readSavedGame(this.savedPath(id), id))
      .filter((g): g is SavedGame => g !== null)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  /**
   * Moves the single `saved-game.json` of earlier versions to its game's file, once per store.
   * When that game already has a save of its own, the old file is kept aside instead; an
   * unreadable one is left for {@link readSavedGame} to keep aside with a warning.
   */
  private migrateSingleSave(): void {
    if (this.migrated) return;
    this.migrated = true;
    const legacy = join(this.stateDir, STORE_FILES.savedGame);
    if (!existsSync(legacy)) return;
    let id: GameId | null = null;
    try {
      const data = JSON.parse(readFileSync(legacy, 'utf8')) as { game?: { game?: unknown } };
      if (typeof data.game?.game === 'string' && entryById(data.game.game)) id = data.game.game;
    } catch {
      // Unreadable: read below, which keeps it aside with a warning.
    }
    if (id === null) {
      this.readSavedGame(legacy, null);
      return;
    }
    try {
      if (existsSync(this.savedPath(id))) moveAside(legacy, 'superseded', this.now());
      else renameSync(legacy, this.savedPath(id));
    } catch (error) {
      this.warn(`could not move the saved game ${legacy} to ${this.savedPath(id)}: ${describeWriteError(error)}`);
    }
  }

  /** The saved game in `file` (of `game`, when known), or null: absent, or kept aside with a warning. */
  private readSavedGame(file: string, gameOf: GameId | null): SavedGame | null {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      this.keepAside(file, 'the saved game', describeReadError(error));
      return null;
    }
    let problem: string | null;
    let game: unknown = null;
    try {
      const data = JSON.parse(text) as { version?: unknown; game?: unknown };
      if (typeof data.version === 'number' && data.version > SAVED_GAME_VERSION) {
        problem = 'it was written by a newer big-chicken';
      } else if (data.version !== SAVED_GAME_VERSION) {
        problem = 'its contents do not have the expected shape';
      } else {
        game = data.game;
        const wrong =
          savedGameProblem(game) !== null || (game !== null && (game as SavedGame).game !== (gameOf ?? (game as SavedGame).game));
        problem = wrong ? 'its contents do not have the expected shape' : null;
      }
    } catch (error) {
      problem = describeReadError(error);
    }
    if (problem !== null) {
      this.keepAside(file, 'the saved game', problem);
      return null;
    }
    return game as SavedGame;
  }

  /** Removes temporary files of processes that were killed (or failed) between write and rename. */
  private removeLeftoverTemps(): void {
    for (const dir of new Set([this.dir, this.stateDir])) {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        continue;
      }
      for (const name of names) {
        const temp = /^(?:saved-.+|records)\.json(?:\.bak)?\.(\d+)\.tmp$/.exec(name);
        if (!temp) continue;
        const pid = Number(temp[1]);
        if (!Number.isInteger(pid) || pid === process.pid || processAlive(pid)) continue;
        try {
          unlinkSync(join(dir, name));
        } catch {
          // Another process tidied it first.
        }
      }
    }
  }

  clearSavedGame(game: GameId): void {
    const savedPath = this.savedPath(game);
    try {
      unlinkSync(savedPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      this.warn(`could not remove the saved game ${savedPath}: ${describeWriteError(error)}`);
    }
  }

  setAsideSavedGame(game: GameId, label: string): string | null {
    const savedPath = this.savedPath(game);
    try {
      return moveAside(savedPath, label, this.now());
    } catch (error) {
      this.warn(`could not move the saved game ${savedPath} aside: ${describeWriteError(error)}`);
      return null;
    }
  }

  /**
   * Moves an unreadable saved game aside with a warning that says where it is kept and that it
   * cannot be resumed; false (and a warning) if that fails.
   */
  private keepAside(file: string, what: string, reason: string): boolean {
    try {
      const moved = moveAside(file, 'unreadable', this.now());
      if (moved !== null) {
        this.keptAside.push(moved);
        this.warn(`could not read ${what} in ${file} (${reason}), so it cannot be resumed; kept it as ${moved}`);
      }
      return true;
    } catch (error) {
      this.warn(`could not read ${what} in ${file} (${reason}) nor move it aside (${describeWriteError(error)}); left it untouched`);
      return false;
    }
  }

  /**
   * The records on disk, with every repair that reading calls for: an unreadable file is moved
   * aside; entries that do not fit the schema are written to `records.rejected-<stamp>.json`
   * and dropped from the file; an older layout is rewritten. With `canWrite` false (no lock),
   * or when a repair cannot be written, the records are still returned and a warning says so.
   * Null when the file must be left alone (newer program, or it could be neither read nor moved).
   */
  private loadRecords(canWrite: boolean): GameRecord[] | null {
    let read: ReturnType<typeof readRecordsFile>;
    try {
      read = readRecordsFile(this.recordsPath);
    } catch (error) {
      if (!(error instanceof UnreadableStoreError)) throw error;
      if (error.newer) {
        this.recordsBlocked = `the scores file ${this.recordsPath} cannot be used (${error.reason}); it was left untouched`;
        return null;
      }
      return this.recoverRecords(error.reason, canWrite);
    }
    if (read.records.length === 0 && !existsSync(this.recordsPath) && existsSync(this.backupPath)) {
      return this.recoverRecords(null, canWrite);
    }
    if (read.rejected.length > 0) {
      const count = read.rejected.length === 1 ? 'one record' : `${read.rejected.length} records`;
      const first = read.rejected[0]?.reason ?? '';
      const aside = join(this.dir, `${RECORDS_NAME}.rejected-${stamp(this.now())}.json`);
      let kept: string;
      try {
        if (!canWrite) throw new Error('the store is read-only here');
        writeFileVerified(
          aside,
          `${JSON.stringify(
            read.rejected.map((r) => r.entry),
            null,
            1,
          )}\n`,
          { sync: true },
        );
        writeRecordsFile(this.recordsPath, read.records);
        kept = `kept ${read.rejected.length === 1 ? 'it' : 'them'} as ${aside}`;
      } catch (error) {
        kept = `left ${read.rejected.length === 1 ? 'it' : 'them'} in the file (could not set them aside: ${describeWriteError(error)})`;
      }
      this.warn(
        `${count} in ${this.recordsPath} could not be read (${first}); ${kept}; ${read.records.length === 0 ? 'there is no other' : read.records.length === 1 ? 'the other one is kept' : `the other ${read.records.length} are kept`}`,
        `rejected:${aside}`,
      );
    } else if (read.stale && canWrite) {
      try {
        writeRecordsFile(this.recordsPath, read.records);
      } catch (error) {
        this.warn(`could not update the scores file ${this.recordsPath} to the current layout: ${describeWriteError(error)}`, 'migrate');
      }
    }
    return read.records;
  }

  /** The scores file as it was before its last change. */
  private get backupPath(): string {
    return join(this.dir, STORE_FILES.recordsBackup);
  }

  /**
   * The records when the scores file is damaged (`reason`) or missing (`reason` null): those of
   * the backup, and after them every record still readable in the damaged file that the backup
   * does not hold. The damaged file is moved aside (never deleted) and, with `canWrite`, the
   * records recovered are written in its place; the backup is left as it is. One warning says
   * what was done. Null when the damaged file can be neither read nor moved.
   */
  private recoverRecords(reason: string | null, canWrite: boolean): GameRecord[] | null {
    let salvaged: GameRecord[] = [];
    if (reason !== null) {
      try {
        salvaged = salvageRecords(readFileSync(this.recordsPath, 'utf8'));
      } catch {
        // Not even readable: nothing to salvage.
      }
    }
    let fromBackup: GameRecord[] = [];
    let backupProblem: string | null = null;
    try {
      fromBackup = readRecordsFile(this.backupPath).records;
    } catch (error) {
      backupProblem = error instanceof UnreadableStoreError ? error.reason : describeReadError(error);
    }
    const inBackup = new Set(fromBackup.map((r) => JSON.stringify(r)));
    const extra = salvaged.filter((r) => !inBackup.has(JSON.stringify(r)));
    const records = [...fromBackup, ...extra];
    const games = (n: number) => (n === 1 ? 'one game' : `${n} games`);
    const parts: string[] = [];
    if (fromBackup.length > 0) parts.push(`recovered ${games(fromBackup.length)} from ${this.backupPath}`);
    if (extra.length > 0)
      parts.push(
        `${fromBackup.length > 0 ? '' : 'recovered '}${games(extra.length)} ${fromBackup.length > 0 ? 'more ' : ''}from the damaged file`,
      );
    if (backupProblem !== null && existsSync(this.backupPath)) parts.push(`could not read ${this.backupPath} either (${backupProblem})`);
    const recovered = parts.length === 0 ? 'started afresh' : parts.join(' and ');
    let line: string;
    if (reason === null) {
      line = `the scores file ${this.recordsPath} is missing; ${recovered}`;
    } else if (!canWrite) {
      line = `could not read the scores in ${this.recordsPath} (${reason}); ${recovered}, and left the file untouched`;
    } else {
      let moved: string | null;
      try {
        moved = moveAside(this.recordsPath, 'unreadable', this.now());
      } catch (error) {
        this.warn(
          `could not read the scores in ${this.recordsPath} (${reason}) nor move it aside (${describeWriteError(error)}); left it untouched`,
        );
        this.recordsBlocked = `the scores file ${this.recordsPath} cannot be used (${reason}); it was left untouched`;
        return null;
      }
      line = `could not read the scores in ${this.recordsPath} (${reason}); ${moved === null ? '' : `kept it as ${moved} and `}${recovered}`;
    }
    if (canWrite && records.length > 0) {
      try {
        writeRecordsFile(this.recordsPath, records);
      } catch (error) {
        line += ` (not yet written back: ${describeWriteError(error)})`;
      }
    }
    this.warn(line, 'recovered');
    return records;
  }

  /**
   * Runs `fn` on the records under the lock and writes what it returns as `write` (verified; the
   * old file kept as the backup). A failure to lock or write leaves the file as it was and returns
   * `fallback` with one warning. Reading (`readOnly`) goes on without the lock where the directory
   * cannot be written (no permission, full disk), making no repairs.
   */
  private withRecords<T>(
    what: string,
    fn: (records: GameRecord[]) => { readonly result: T; readonly write?: readonly GameRecord[] },
    fallback: T,
    readOnly = false,
    /** Return the reason (a phrase and the file) as the result instead of warning; for throwing callers. */
    reasonAsResult = false,
  ): T {
    const fail = (line: string, reason: string, once?: string): T => {
      if (reasonAsResult) return reason as T;
      this.warn(line, once);
      return fallback;
    };
    if (this.recordsBlocked !== null) return fail(`could not ${what}: ${this.recordsBlocked}`, this.recordsBlocked, 'blocked');
    const body = (canWrite: boolean): T => {
      const records = this.loadRecords(canWrite);
      if (records === null) return fail(`could not ${what}: ${this.recordsBlocked}`, String(this.recordsBlocked), 'blocked');
      const { result, write } = fn(records);
      if (write !== undefined) writeRecordsFile(this.recordsPath, write);
      return result;
    };
    try {
      this.ensureDir();
      return withLock(join(this.dir, STORE_FILES.recordsLock), () => body(true));
    } catch (error) {
      this.madeDir = false;
      if (readOnly && !(error instanceof LockBusyError) && cannotWrite(error)) {
        // A directory we may not write to can still hold scores we may read.
        try {
          return body(false);
        } catch (again) {
          return fail(
            `could not ${what} in ${this.recordsPath}: ${describeWriteError(again)}`,
            `${describeWriteError(again)} (${this.recordsPath})`,
          );
        }
      }
      let reason = error instanceof LockBusyError ? `the scores are being changed: ${error.message}` : describeWriteError(error);
      if (reason === 'the disk is full') reason += this.roomNeeded();
      return fail(`could not ${what} in ${this.recordsPath}: ${reason}; the file was left as it was`, `${reason} (${this.recordsPath})`);
    }
  }

  /**
   * What a change of the scores needs free, for the disk-full message: the new file is written
   * whole beside the old one, which stays as the backup while the backup before it is replaced,
   * so about three times the file's size.
   */
  private roomNeeded(): string {
    try {
      const kib = Math.max(1, Math.ceil((3 * statSync(this.recordsPath).size) / 1024));
      return ` (a change to the scores needs about ${kib} KiB free, three times the size of the file)`;
    } catch {
      return '';
    }
  }

  recordGame(record: GameRecord): boolean {
    return this.withRecords('record the game', (records) => ({ result: true, write: [...records, record] }), false);
  }

  finishGame(saved: SavedGame, outcome: Outcome): GameRecord {
    const record = gameRecord(saved, outcome, this.now());
    const failure = this.withRecords<string | null>(
      'record the game',
      (records) => ({ result: null, write: [...records, record] }),
      'failed',
      false,
      true,
    );
    if (failure !== null) {
      let kept: string;
      let steps: number;
      try {
        // Saved to its end, `resume` (or the next `play` of the game) finds it over and records it.
        this.saveGame(saved);
        kept = 'the game stays saved for `big-chicken resume`';
        steps = saved.steps.length;
      } catch {
        // The last good save stays, if there is one of this game: say how much of it that is.
        steps = this.savedStepsOf(saved);
        kept =
          steps === saved.steps.length
            ? 'the game stays saved for `big-chicken resume`'
            : steps > 0
              ? `the last save is kept (${steps} of its ${saved.steps.length} moves)`
              : 'nothing of it is saved';
      }
      throw new StoreWriteError(`${failure}; ${kept}`, steps);
    }
    if (this.savedPartOf(saved) !== null) this.clearSavedGame(saved.game);
    return record;
  }

  savedStepsOf(game: SavedGame): number {
    return this.savedPartOf(game) ?? 0;
  }

  /** The moves the saved game on disk holds when it is `game` or an earlier point of it, else null. */
  private savedPartOf(game: SavedGame): number | null {
    let text: string;
    try {
      text = readFileSync(this.savedPath(game.game), 'utf8');
    } catch {
      return null;
    }
    try {
      const onDisk = (JSON.parse(text) as { game?: SavedGame }).game;
      if (!onDisk || onDisk.game !== game.game || onDisk.seed !== game.seed || !Array.isArray(onDisk.steps)) return null;
      if (onDisk.steps.length > game.steps.length) return null;
      return JSON.stringify(onDisk.steps) === JSON.stringify(game.steps.slice(0, onDisk.steps.length)) ? onDisk.steps.length : null;
    } catch {
      // Unreadable: loadSavedGame keeps it aside later; it is not ours to delete.
      return null;
    }
  }

  records(): readonly GameRecord[] {
    return this.withRecords('read the scores', (records) => ({ result: records }), [] as readonly GameRecord[], true);
  }

  resetRecords(game?: GameId): number | null {
    return this.withRecords(
      'reset the scores',
      (records): { result: number | null; write: GameRecord[] } => {
        const kept = game === undefined ? [] : records.filter((r) => r.game !== game);
        return { result: records.length - kept.length, write: kept };
      },
      null,
    );
  }
}

function cannotWrite(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOSPC' || code === 'EDQUOT';
}
