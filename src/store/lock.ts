import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { fileErrorWords } from '../platform/file-error.js';

/**
 * A lock file holds `<pid> <host> <start>` of its holder (start: when the process started, where
 * /proc tells it). On this host a lock is broken only when that process is gone: no process has
 * the pid, or the one that has it started at another time (the pid was reused, e.g. after a
 * reboot); a live holder keeps its lock however long it takes. A lock from another host
 * (a shared home directory) cannot be checked that way: it is broken when its file has not been
 * touched for {@link FOREIGN_STALE_MS} (holders for a long time touch it every
 * {@link HEARTBEAT_MS}).
 */
const FOREIGN_STALE_MS = 60_000;
/** How often a long-held lock ({@link holdLock}) touches its file. */
export const HEARTBEAT_MS = 2_000;
/** A lock file still empty this long after it was made belongs to a process that died making it. */
const EMPTY_STALE_MS = 5_000;
/** Longest wait in {@link withLock} for a live holder before giving up (never breaking it). */
const WAIT_MS = 30_000;

/** The lock is held by another live process. */
export class LockBusyError extends Error {
  override readonly name = 'LockBusyError';
  constructor(
    message: string,
    /** The holder's process id, when the lock file names one. */
    readonly pid: number | null,
    /** True when the path is not a lock file at all (a directory): no table holds it. */
    readonly inTheWay = false,
  ) {
    super(message);
  }
}

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

const HOST = hostname();

/**
 * When the process `pid` started, in clock ticks since the machine booted (field 22 of
 * /proc/<pid>/stat), or null where there is no /proc (macOS, Windows) or no such process. A pid
 * reused by another process after a reboot or a wrap-around has another start time.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

const OWN_START = processStart(process.pid);
const HAS_PROC = OWN_START !== null;

/** The command line of `pid` where /proc tells it, else null. */
function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

interface Holder {
  readonly pid: number | null;
  /** True when the holder is certainly gone, so the lock may be broken. */
  readonly gone: boolean;
  /** Set when the path is not a lock file at all (a directory): never broken, refused at once. */
  readonly notLock?: string;
}

/**
 * True when the live process `pid` is the one that wrote a lock (started at `start`, when the
 * lock says): with /proc, its start time must match; a lock without one (older versions) counts
 * only when the process is big-chicken. Without /proc, any live process counts.
 */
function heldBy(pid: number, start: string | undefined): boolean {
  if (!processAlive(pid)) return false;
  if (!HAS_PROC) return true;
  const now = processStart(pid);
  if (now === null) return true;
  if (start !== undefined) return now === start;
  return commandLine(pid)?.includes('big-chicken') === true;
}

/** Who holds the lock at `lockPath`, or null when there is no lock file (any more). */
function holder(lockPath: string): Holder | null {
  let text: string;
  let age: number;
  try {
    age = Date.now() - statSync(lockPath).mtimeMs;
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    return { pid: null, gone: false, notLock: code === 'EISDIR' ? 'it is a directory' : `it cannot be read (${fileErrorWords(error)})` };
  }
  const [pidText, host, start] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  // Locks are written whole before they appear (see tryCreate): an empty one is a leftover of an
  // older version killed while making it.
  if (Number.isNaN(pid)) return { pid: null, gone: text.trim() === '' || age > EMPTY_STALE_MS };
  // Older versions wrote the pid alone: this host.
  if (host === undefined || host === HOST) return { pid, gone: !heldBy(pid, start) };
  return { pid, gone: age > FOREIGN_STALE_MS };
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
 * Creates the lock file, whole: its text is written to a file of this process and linked to
 * `lockPath`, so no one ever sees it empty. False when it exists. Other errors (no permission,
 * full disk) propagate.
 */
function tryCreate(lockPath: string): boolean {
  const text = `${process.pid} ${HOST}${OWN_START === null ? '' : ` ${OWN_START}`}\n`;
  const mine = `${lockPath}.${process.pid}.new`;
  try {
    writeFileSync(mine, text);
  } catch (error) {
    try {
      unlinkSync(mine);
    } catch {
      // Never made.
    }
    throw error;
  }
  try {
    linkSync(mine, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'EMLINK') throw error;
  } finally {
    try {
      unlinkSync(mine);
    } catch {
      // Already gone.
    }
  }
  // No hard links here: create it in place.
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } catch (error) {
    closeSync(fd);
    unlinkSync(lockPath);
    throw error;
  }
  closeSync(fd);
  return true;
}

/** Removes the lock file if it is still ours (not broken and retaken by another process). */
function release(lockPath: string): void {
  try {
    const [pid, host] = readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    if (Number(pid) === process.pid && host === HOST) unlinkSync(lockPath);
  } catch {
    // Already gone.
  }
}

function busy(lockPath: string, who: Holder | null, what: string): LockBusyError {
  if (who?.notLock !== undefined)
    return new LockBusyError(`${lockPath} is in the way of ${what} (${who.notLock}); move it away`, null, true);
  const by = who?.pid == null ? 'another process' : `process ${who.pid}`;
  return new LockBusyError(`${what} is held by ${by} (${lockPath})`, who?.pid ?? null);
}

/** How {@link withLock} waits. */
export interface LockOptions {
  /** Longest wait for a live holder, in milliseconds (default 30 s); then LockBusyError. */
  readonly waitMs?: number;
}

/**
 * Runs `fn` while holding an exclusive lock file at `lockPath` (created with O_EXCL, holding this
 * process's pid and host), so read-modify-write cycles of several processes on one file do not
 * lose each other's changes. Waits for a held lock; breaks it only when its holder is gone (see
 * above). Throws {@link LockBusyError} when a live holder keeps it past `waitMs`, and any error
 * other than "the lock is held" (no permission, full disk) as it is.
 */
export function withLock<T>(lockPath: string, fn: () => T, options: LockOptions = {}): T {
  const start = Date.now();
  const waitMs = options.waitMs ?? WAIT_MS;
  let delay = 2;
  while (!tryCreate(lockPath)) {
    const who = holder(lockPath);
    if (who?.gone) {
      breakLock(lockPath);
      continue;
    }
    if (who?.notLock !== undefined || Date.now() - start > waitMs) throw busy(lockPath, who, 'the lock');
    sleep(delay);
    delay = Math.min(delay * 2, 50);
  }
  try {
    return fn();
  } finally {
    release(lockPath);
  }
}

/** A lock held until released. */
export interface HeldLock {
  /** Gives the lock up (idempotent; also done when the process exits). */
  release(): void;
}

/**
 * Takes the lock at `lockPath` for as long as the caller needs it (e.g. a table's lifetime),
 * without waiting: throws {@link LockBusyError} when a live process holds it, and breaks it when
 * its holder is gone. The file is touched every {@link HEARTBEAT_MS} while held, and removed on
 * release or when the process exits, however it exits short of SIGKILL (then the next taker
 * finds the holder gone).
 */
export function holdLock(lockPath: string, what = 'the lock'): HeldLock {
  for (;;) {
    if (tryCreate(lockPath)) break;
    const who = holder(lockPath);
    if (who === null) continue;
    if (!who.gone) throw busy(lockPath, who, what);
    breakLock(lockPath);
  }
  const beat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // Gone (broken by another host after a long silence): nothing to keep fresh.
    }
  }, HEARTBEAT_MS);
  beat.unref();
  let held = true;
  const onExit = () => giveUp();
  function giveUp(): void {
    if (!held) return;
    held = false;
    clearInterval(beat);
    process.off('exit', onExit);
    release(lockPath);
  }
  process.on('exit', onExit);
  return { release: giveUp };
}
