import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';

/** A lock older than this is taken to be left behind by a process that died holding it. */
const STALE_MS = 10_000;
/** Longest wait for a live lock before it is broken anyway. */
const GIVE_UP_MS = 5_000;

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

/** True when a process with this id runs (a positive integer; EPERM means it runs as another user). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function stale(lockPath: string): boolean {
  try {
    const age = Date.now() - statSync(lockPath).mtimeMs;
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return age > STALE_MS || (!Number.isNaN(pid) && !processAlive(pid));
  } catch {
    return false;
  }
}

function breakLock(lockPath: string): void {
  const away = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, away);
    unlinkSync(away);
  } catch {
    // Someone else broke or released it first.
  }
}

/**
 * Runs `fn` while holding an exclusive lock file at `lockPath` (created with O_EXCL and holding
 * this process's pid), so read-modify-write cycles of several processes on one file do not lose
 * each other's changes. Waits for a held lock; a lock whose process is gone, or which is older
 * than ten seconds, is broken. Errors other than "the lock is held" propagate.
 */
export function withLock<T>(lockPath: string, fn: () => T): T {
  const start = Date.now();
  let fd: number | null = null;
  let delay = 2;
  while (fd === null) {
    try {
      fd = openSync(lockPath, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (stale(lockPath) || Date.now() - start > GIVE_UP_MS) breakLock(lockPath);
      else {
        sleep(delay);
        delay = Math.min(delay * 2, 50);
      }
    }
  }
  try {
    try {
      writeSync(fd, String(process.pid));
    } finally {
      closeSync(fd);
    }
    return fn();
  } finally {
    try {
      unlinkSync(lockPath);
    } catch {
      // Broken by another process after a very long hold; nothing left to release.
    }
  }
}
