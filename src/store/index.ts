import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameId, Outcome } from '../engine/index.js';
import { describeReadError, moveAside } from './aside.js';
import { processAlive, withLock } from './lock.js';
import { gameRecord } from './record.js';
import { storeDir } from './paths.js';
import { openRecordsFile, RECORDS_NAME, UnreadableStoreError } from './records-file.js';
import { SAVED_GAME_VERSION, savedGameProblem, type RecordsFile } from './schema.js';
import { gameById, gameIds } from '../games/index.js';
import type { GameRecord, SavedGame } from './types.js';
import type Conf from 'conf';

export type * from './types.js';
export { storeDir } from './paths.js';
export { gameRecord } from './record.js';
export { isWatched, summarize, type GameSummary } from './summary.js';

/** File names inside the store directory. */
export const STORE_FILES = {
  records: `${RECORDS_NAME}.json`,
  recordsLock: `${RECORDS_NAME}.lock`,
  /** The one saved game of earlier versions; moved to its game's own file when first seen. */
  savedGame: 'saved-game.json',
  /** The saved game in progress of one game: each game keeps its own. */
  savedGameOf: (game: GameId) => `saved-${game}.json`,
} as const;

/** How to open a store. */
export interface StoreOptions {
  /** The directory; default {@link storeDir} (`$BIG_CHICKEN_HOME` or the platform's config dir). */
  readonly dir?: string;
  /** The clock used for timestamps of files moved aside. */
  readonly now?: () => Date;
}

/**
 * Scores and the game in progress, kept in one directory:
 * - `records.json`: every finished game, through conf (schema, version, migrations), changed only
 *   while holding `records.lock`, so games finishing at once in several processes are all kept;
 * - `saved-<game>.json`: each game's game in progress, in a file of its own so that starting one
 *   game never replaces another's save, and any file can be damaged without costing the others;
 *   written to a temporary file and renamed over, so a process killed mid-write leaves the
 *   previous save whole. (The single `saved-game.json` of earlier versions is moved to its
 *   game's file the first time the saved games are looked at.)
 *
 * No method throws because of the disk. A file that cannot be read (bad JSON, wrong shape, no
 * permission) is renamed aside with a timestamp and the store starts fresh; each such event, and
 * any failure to write, leaves one line in {@link Store.takeWarnings} for the caller to print.
 */
export interface Store {
  /** The directory the files are in. */
  readonly dir: string;
  /**
   * Saves the game in progress, replacing the earlier save of the same game (other games' saves
   * are kept). Call after every action; it costs one small file write. A failure adds one
   * warning (once per kind of failure), never throws.
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
   * engine reports an outcome. Returns the record; if it could not be written, the save is kept.
   */
  finishGame(saved: SavedGame, outcome: Outcome): GameRecord;
  /** Every recorded game, oldest first. */
  records(): readonly GameRecord[];
  /**
   * Forgets the recorded games, all of them or only those of `game` (the saved game is kept).
   * Returns how many were forgotten, or null (and a warning) on failure.
   */
  resetRecords(game?: GameId): number | null;
  /** The warnings gathered since the last call, one line each, and forgets them. */
  takeWarnings(): string[];
}

/** Opens the store (nothing is read until a method needs it). */
export function openStore(options: StoreOptions = {}): Store {
  return new FileStore(options.dir ?? storeDir(), options.now ?? (() => new Date()));
}

class FileStore implements Store {
  private readonly warnings: string[] = [];
  private readonly warned = new Set<string>();
  private madeDir = false;
  private migrated = false;
  /** Set when the scores file must be left alone (newer program, or it could not be moved). */
  private recordsBlocked: string | null = null;

  constructor(
    readonly dir: string,
    private readonly now: () => Date,
  ) {}

  /** The saved-game file of `game`. */
  private savedPath(game: GameId): string {
    return join(this.dir, STORE_FILES.savedGameOf(game));
  }

  takeWarnings(): string[] {
    return this.warnings.splice(0);
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
    this.madeDir = true;
  }

  saveGame(game: SavedGame): void {
    const savedPath = this.savedPath(game.game);
    const tmpPath = `${savedPath}.${process.pid}.tmp`;
    try {
      this.ensureDir();
      writeFileSync(tmpPath, JSON.stringify({ version: SAVED_GAME_VERSION, game }));
      renameSync(tmpPath, savedPath);
    } catch (error) {
      this.madeDir = false;
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      this.warn(`could not save the game in ${savedPath}: ${describeWriteError(error)}`, `save:${code}`);
    }
  }

  hasSavedGame(game?: GameId): boolean {
    this.migrateSingleSave();
    return (game === undefined ? gameIds() : [game]).some((id) => existsSync(this.savedPath(id)));
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
    return gameIds()
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
    const legacy = join(this.dir, STORE_FILES.savedGame);
    if (!existsSync(legacy)) return;
    let id: GameId | null = null;
    try {
      const data = JSON.parse(readFileSync(legacy, 'utf8')) as { game?: { game?: unknown } };
      if (typeof data.game?.game === 'string' && gameById(data.game.game)) id = data.game.game;
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
        const wrong = savedGameProblem(game) !== null || (game !== null && (game as SavedGame).game !== (gameOf ?? (game as SavedGame).game));
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

  /** Removes temporary save files of processes that were killed between write and rename. */
  private removeLeftoverTemps(): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      const temp = /^saved-.+\.json\.(\d+)\.tmp$/.exec(name);
      if (!temp) continue;
      const pid = Number(temp[1]);
      if (!Number.isInteger(pid) || pid === process.pid || processAlive(pid)) continue;
      try {
        unlinkSync(join(this.dir, name));
      } catch {
        // Another process tidied it first.
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

  /** Moves an unreadable file aside with a warning; blocks the records if that fails. */
  private keepAside(file: string, what: string, reason: string): boolean {
    try {
      const moved = moveAside(file, 'unreadable', this.now());
      if (moved !== null) this.warn(`could not read ${what} in ${file} (${reason}); kept it as ${moved} and started afresh`);
      return true;
    } catch (error) {
      this.warn(`could not read ${what} in ${file} (${reason}) nor move it aside (${describeWriteError(error)}); left it untouched`);
      return false;
    }
  }

  /** Runs `fn` on the scores file under the lock; unreadable files are kept aside first. */
  private withRecords<T>(what: string, fn: (conf: Conf<RecordsFile>) => T, fallback: T, readOnly = false): T {
    const file = join(this.dir, STORE_FILES.records);
    if (this.recordsBlocked !== null) {
      this.warn(`could not ${what}: ${this.recordsBlocked}`, 'blocked');
      return fallback;
    }
    const body = (): T => {
      let conf: Conf<RecordsFile>;
      try {
        conf = openRecordsFile(this.dir);
      } catch (error) {
        if (!(error instanceof UnreadableStoreError)) throw error;
        if (error.newer || !this.keepAside(file, 'the scores', error.reason)) {
          this.recordsBlocked = `the scores file ${file} cannot be used (${error.reason}); it was left untouched`;
          this.warn(`could not ${what}: ${this.recordsBlocked}`, 'blocked');
          return fallback;
        }
        conf = openRecordsFile(this.dir);
      }
      return fn(conf);
    };
    try {
      this.ensureDir();
      return withLock(join(this.dir, STORE_FILES.recordsLock), body);
    } catch (error) {
      this.madeDir = false;
      if (readOnly && cannotWrite(error)) {
        // A directory we may not write to can still hold scores we may read.
        try {
          return body();
        } catch (again) {
          this.warn(`could not ${what} in ${file}: ${describeWriteError(again)}`);
          return fallback;
        }
      }
      this.warn(`could not ${what} in ${file}: ${describeWriteError(error)}`);
      return fallback;
    }
  }

  recordGame(record: GameRecord): boolean {
    return this.withRecords('record the game', (conf) => {
      conf.set('records', [...conf.get('records'), record]);
      return true;
    }, false);
  }

  finishGame(saved: SavedGame, outcome: Outcome): GameRecord {
    const record = gameRecord(saved, outcome, this.now());
    if (this.recordGame(record) && this.savedIsPartOf(saved)) this.clearSavedGame(saved.game);
    return record;
  }

  /** True when the saved game on disk is `game` or an earlier point of it. */
  private savedIsPartOf(game: SavedGame): boolean {
    let text: string;
    try {
      text = readFileSync(this.savedPath(game.game), 'utf8');
    } catch {
      return false;
    }
    try {
      const onDisk = (JSON.parse(text) as { game?: SavedGame }).game;
      if (!onDisk || onDisk.game !== game.game || onDisk.seed !== game.seed || !Array.isArray(onDisk.steps)) return false;
      if (onDisk.steps.length > game.steps.length) return false;
      return JSON.stringify(onDisk.steps) === JSON.stringify(game.steps.slice(0, onDisk.steps.length));
    } catch {
      // Unreadable: loadSavedGame keeps it aside later; it is not ours to delete.
      return false;
    }
  }

  records(): readonly GameRecord[] {
    return this.withRecords('read the scores', (conf) => conf.get('records'), [] as readonly GameRecord[], true);
  }

  resetRecords(game?: GameId): number | null {
    return this.withRecords('reset the scores', (conf): number | null => {
      const all = conf.get('records');
      const kept = game === undefined ? [] : all.filter((r) => r.game !== game);
      conf.set('records', kept);
      return all.length - kept.length;
    }, null);
  }
}

function cannotWrite(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
}

function describeWriteError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'no permission';
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EROFS') return 'the disk is read-only';
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}
