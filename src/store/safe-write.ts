import { closeSync, fsyncSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, copyFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileErrorWords } from '../platform/file-error.js';

/** A write that did not reach the disk whole: the old file, if any, is left as it was. */
export class WriteFailedError extends Error {
  override readonly name = 'WriteFailedError';
  constructor(
    message: string,
    /** The system error code when there was one (ENOSPC, EACCES, EROFS, …). */
    readonly code?: string,
    /** The file the failure is about, when it is not the one being written (its backup). */
    readonly file?: string,
  ) {
    super(message);
  }
}

/** How {@link writeFileVerified} replaces a file. */
export interface VerifiedWriteOptions {
  /** Keep the file being replaced under this name (e.g. `records.json.bak`), when there is one. */
  readonly backup?: string;
  /**
   * Flush the file and its directory to the disk (fsync) before the rename: for files whose loss
   * costs much (the score history). A game saved after every move skips it: the next move saves
   * again, and the byte count and read-back still catch a full disk.
   */
  readonly sync?: boolean;
}

/**
 * Replaces `file` with `text` so that a crash or a full disk can never leave a cut-off file in
 * its place: the text goes to a temporary file beside it (every byte, looping over short
 * writes), is flushed to the disk (fsync, with `sync`), read back and compared, and only then renamed over
 * `file`. The file it replaces is kept as `options.backup` first (a hard link, so even a full disk
 * can keep it; a copy where links are not allowed). Throws {@link WriteFailedError} (or the
 * system error) when any step fails, after removing the temporary file; `file` is then untouched.
 */
export function writeFileVerified(file: string, text: string, options: VerifiedWriteOptions = {}): void {
  const tmp = `${file}.${process.pid}.tmp`;
  const bytes = Buffer.from(text, 'utf8');
  try {
    const fd = openSync(tmp, 'w', 0o644);
    try {
      let done = 0;
      while (done < bytes.length) {
        const n = writeSync(fd, bytes, done, bytes.length - done);
        if (n <= 0) throw new WriteFailedError(`only ${done} of ${bytes.length} bytes reached the disk`, 'ENOSPC');
        done += n;
      }
      if (options.sync === true) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    const back = readFileSync(tmp);
    if (!back.equals(bytes))
      throw new WriteFailedError(`the file read back differs from what was written (${back.length} of ${bytes.length} bytes)`);
    if (options.backup !== undefined) keepPrevious(file, options.backup);
    renameSync(tmp, file);
  } catch (error) {
    try {
      unlinkSync(tmp);
    } catch {
      // Never created, or already gone.
    }
    throw error;
  }
  if (options.sync === true) syncDirectory(dirname(file));
}

/**
 * Makes `backup` the current content of `file`. With no `file` (yet, or any more) the backup is
 * left as it is: it may be the last good copy. The new backup takes the old one's place by a
 * rename, so there is no moment without one.
 */
function keepPrevious(file: string, backup: string): void {
  const next = `${backup}.${process.pid}.tmp`;
  try {
    unlinkSync(next);
  } catch {
    // None left over.
  }
  try {
    linkSync(file, next);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'EMLINK') throw error;
    copyFileSync(file, next);
  }
  try {
    renameSync(next, backup);
  } catch (error) {
    try {
      unlinkSync(next);
    } catch {
      // Already gone.
    }
    const code = (error as NodeJS.ErrnoException).code;
    throw new WriteFailedError(describeWriteError(error), code, backup);
  }
}

/** Flushes a directory's entries (the rename) to disk, where the platform allows it. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here (Windows): the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A short reason for a failed write, for a one-line message. */
export function describeWriteError(error: unknown): string {
  if (error instanceof WriteFailedError && error.file !== undefined) return `${error.message} (${error.file})`;
  // What is in the way of the store's own files, said as such; every other error as any file's.
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EISDIR') return 'a directory is in the way';
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'a file is in the way of its directory';
  return fileErrorWords(error);
}
