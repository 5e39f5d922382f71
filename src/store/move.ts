import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  unlinkSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { holdLock, LockBusyError, processAlive, withLock, type HeldLock } from './lock.js';
import type { StoreDirs } from './paths.js';
import { describeWriteError, WriteFailedError } from './safe-write.js';

/**
 * Where an entry of the old directory goes, or null when it stays (settings, locks, temporary
 * files): the scores and their backups and set-aside copies to the data directory, the saved games
 * (and those kept aside) to the state directory, `serve/` into the data directory.
 */
function destination(name: string, dirs: StoreDirs): string | null {
  if (name === 'serve') return join(dirs.data, 'serve');
  if (name.endsWith('.tmp') || name.endsWith('.lock')) return null;
  if (/^records\.(?:json|json\.bak|[a-z]+-[0-9TZ-]+\.json)$/.test(name)) return join(dirs.data, name);
  if (/^saved-.+\.json$/.test(name)) return join(dirs.state, name);
  return null;
}

/** True when both files hold the same bytes. */
function sameBytes(a: string, b: string): boolean {
  try {
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}

/**
 * Copies one file to its new name: beside it first, flushed, compared with the original, renamed
 * into place and compared again. A copy already there with the same bytes (a move cut short
 * before the originals were removed) is taken as done. A different file already there is never
 * replaced: false, and the original stays (with a warning).
 */
function copyFile(from: string, to: string, warn: (line: string) => void): boolean {
  if (existsSync(to)) {
    if (sameBytes(from, to)) return true;
    warn(`left ${from} where it was: ${to} already holds another version`);
    return false;
  }
  const tmp = `${to}.${process.pid}.tmp`;
  try {
    copyFileSync(from, tmp);
    const fd = openSync(tmp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (!sameBytes(from, tmp)) throw new WriteFailedError('the copy read back differs from the original');
    renameSync(tmp, to);
  } catch (error) {
    try {
      unlinkSync(tmp);
    } catch {
      // Never made, or already renamed.
    }
    throw error;
  }
  if (!sameBytes(from, to)) throw new WriteFailedError(`the copy ${to} differs from the original`);
  return true;
}

/** The files under `from` (a file, or a directory's tree) paired with their places under `to`. */
function filesOf(from: string, to: string): { from: string; to: string }[] {
  if (!lstatSync(from).isDirectory()) return [{ from, to }];
  return readdirSync(from)
    .filter((name) => !name.endsWith('.tmp') && !name.endsWith('.lock'))
    .flatMap((name) => filesOf(join(from, name), join(to, name)));
}

/** Removes `dir` and the folders under it that are empty now. */
function removeEmptyFolders(dir: string): void {
  try {
    if (!lstatSync(dir).isDirectory()) return;
    for (const name of readdirSync(dir)) removeEmptyFolders(join(dir, name));
    rmdirSync(dir);
  } catch {
    // Something stayed (a lock, a file not moved): the folder stays too.
  }
}

/** Removes the temporary copies that a move killed part way (by a process now gone) left in `dir`. */
function removeDeadCopies(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const temp = /\.(\d+)\.tmp$/.exec(name);
    if (!temp || (!name.startsWith('records.') && !name.startsWith('saved-'))) continue;
    const pid = Number(temp[1]);
    if (pid === process.pid || processAlive(pid)) continue;
    try {
      unlinkSync(join(dir, name));
    } catch {
      // Another process tidied it first.
    }
  }
}

/**
 * Moves what earlier versions kept in the one config directory (`dirs.config`) to the data and
 * state directories, once: each file is copied and verified before its original is removed, so a
 * process killed at any point leaves every file whole in one place or the other (or both), and the
 * next start finishes the move. Runs under the scores' lock in the data directory, so two programs
 * starting at once do not move the same file; a saved game whose table is still open (its lock
 * held) stays until a later start. Returns the directories to use now (where a file could not
 * be moved, its kind stays in the old directory for this run, so no history is split) and one line
 * per thing that could not be moved; with nothing to move it costs one directory listing.
 */
export function moveFromOldPlace(dirs: StoreDirs): { readonly dirs: StoreDirs; readonly warnings: string[] } {
  const old = resolve(dirs.config);
  let names: string[];
  try {
    names = readdirSync(old);
  } catch {
    return { dirs, warnings: [] };
  }
  const moves = names
    .map((name) => ({ name, to: destination(name, dirs) }))
    .filter((m): m is { name: string; to: string } => m.to !== null && resolve(m.to) !== join(old, m.name));
  if (moves.length === 0) return { dirs, warnings: [] };
  const warnings: string[] = [];
  let data = dirs.data;
  let state = dirs.state;
  const stay = (name: string) => {
    if (name.startsWith('saved-')) state = old;
    else data = old;
  };
  const warn = (line: string) => warnings.push(line);
  try {
    mkdirSync(dirs.data, { recursive: true });
    mkdirSync(dirs.state, { recursive: true });
    withLock(join(dirs.data, 'records.lock'), () => {
      removeDeadCopies(dirs.data);
      removeDeadCopies(dirs.state);
      // First every file is copied and verified; only once all of one kind are in their new place
      // are its originals removed, so an interrupted or failed move leaves the old place whole.
      const done: { name: string; files: { from: string; to: string }[] }[] = [];
      for (const { name, to } of moves) {
        const from = join(old, name);
        const game = /^saved-(.+)\.json$/.exec(name)?.[1];
        const lockFile = game === undefined ? null : join(old, `saved-${game}.lock`);
        let held: HeldLock | null = null;
        try {
          held = lockFile !== null && existsSync(lockFile) ? holdLock(lockFile, 'the saved game') : null;
          const files = filesOf(from, to);
          for (const file of files) mkdirSync(dirname(file.to), { recursive: true });
          if (files.every((file) => copyFile(file.from, file.to, warn))) done.push({ name, files });
          else stay(name);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          stay(name);
          if (!(error instanceof LockBusyError))
            warn(`could not move ${from} to ${to}: ${describeWriteError(error)}; it stays where it was`);
        } finally {
          held?.release();
        }
      }
      for (const { name, files } of done) {
        if (name.startsWith('saved-') ? state === old : data === old) continue;
        for (const file of files) {
          try {
            unlinkSync(file.from);
          } catch (error) {
            // The copy is in its place and verified: the old file is only a spare now.
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
              warn(`moved ${file.from} to ${file.to} but could not remove the old file: ${describeWriteError(error)}`);
          }
        }
        removeEmptyFolders(join(old, name));
      }
    });
  } catch (error) {
    data = old;
    state = old;
    warn(`could not move the scores and saved games from ${old}: ${describeWriteError(error)}; they stay there`);
  }
  return { dirs: { config: dirs.config, data, state }, warnings };
}
