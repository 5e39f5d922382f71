import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describeReadError, moveAside } from './aside.js';
import { writeFileVerified } from './safe-write.js';

/** Why a value does not have the shape a document must have (a short phrase), or null when it has. */
export type DocumentCheck = (value: unknown) => string | null;

/** What {@link readDocument} found in a file. */
export type DocumentRead<T> =
  | { readonly ok: true; readonly value: T }
  /** The file could not be used: why, and where it was kept (null: it could not be moved, and is left as it was). */
  | { readonly ok: false; readonly reason: string; readonly keptAs: string | null };

/**
 * Writes `value` as JSON to `file` the way the store writes a saved game: checked against `check`
 * first (a value of the wrong shape is never written: throws with the reason), then whole or not
 * at all (src/store/safe-write.ts), the directory made when missing. Throws the write's error
 * (describe it with `describeWriteError`); the file is then as it was.
 */
export function writeDocument(file: string, value: unknown, check: DocumentCheck): void {
  const problem = check(value);
  if (problem !== null) throw new Error(`not written: ${problem}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileVerified(file, JSON.stringify(value));
}

/**
 * Reads the JSON document in `file`, checked against `check`; null when there is no such file. A
 * file that cannot be read, is not JSON or does not fit is renamed aside
 * (`<name>.unreadable-<timestamp>.json`, so nothing is lost and it is not read again) and the
 * answer says why, in a phrase for one line of a log.
 */
export function readDocument<T>(file: string, check: DocumentCheck, now: Date = new Date()): DocumentRead<T> | null {
  let reason: string;
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const problem = check(value);
    if (problem === null) return { ok: true, value: value as T };
    reason = `its contents do not have the expected shape: ${problem}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    reason = describeReadError(error);
  }
  return { ok: false, reason, keptAs: setAsideDocument(file, now) };
}

/**
 * Renames a document that cannot be used (read, but found unusable by its reader) aside as
 * {@link readDocument} does; returns its new path, or null when it could not be moved (it is then
 * left as it was).
 */
export function setAsideDocument(file: string, now: Date = new Date()): string | null {
  try {
    return moveAside(file, 'unreadable', now);
  } catch {
    return null;
  }
}
