import { closeSync, writeSync } from 'node:fs';
import { maskControls } from '../control.js';

/**
 * Writes `text` to stdout for a command that prints and exits (see {@link guardOutput} for what
 * happens when the output is closed or full).
 */
export function print(text: string): void {
  guardOutput();
  process.stdout.write(text);
}

/** Exit status when the terminal went away (as after SIGHUP, 128 + 1). */
export const TERMINAL_GONE_EXIT = 129;

/** Errors of a terminal that has gone away under the program (closed window, dropped SSH link). */
const LOST_TERMINAL = new Set(['EIO', 'ENXIO', 'ENOTCONN', 'ECONNRESET']);

/**
 * Leaves at once with {@link TERMINAL_GONE_EXIT}, printing nothing (there is nobody to read it).
 * At exit Node restores the terminal modes it found on fds 0-2, and aborts (SIGSEGV) when the
 * terminal is gone; it skips a descriptor that is closed, so they are closed first. Exit handlers
 * (a saved game's lock) still run.
 */
export function exitTerminalGone(): never {
  for (const fd of [0, 1, 2]) {
    try {
      closeSync(fd);
    } catch {
      // Already closed.
    }
  }
  process.exit(TERMINAL_GONE_EXIT);
}

let guarded = false;

/**
 * Makes a closed or full output end the program quietly instead of with a stack trace, for every
 * command (src/program.ts calls it first):
 * - stdout closed by its reader (`| head`, `| less` quit, EPIPE): exit at once with the status
 *   decided so far (0 when none), printing nothing, since the reader chose to stop;
 * - stdout that cannot take the text (`> /dev/full`, a full disk, no permission): one line on
 *   stderr, exit 1;
 * - the terminal gone (EIO): see {@link exitTerminalGone};
 * - stderr itself failing: ignored, the program ends as it would have.
 * Idempotent.
 */
export function guardOutput(): void {
  if (guarded) return;
  guarded = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? '';
    if (code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    if (LOST_TERMINAL.has(code)) exitTerminalGone();
    try {
      writeSync(2, `big-chicken: could not write the output: ${outputFailure(error)}\n`);
    } catch {
      // stderr is gone too.
    }
    process.exit(1);
  });
  process.stderr.on('error', () => {
    // Nowhere left to say anything; the exit status still tells.
  });
}

function outputFailure(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOSPC' || error.code === 'EDQUOT' || error.code === 'EFBIG') return 'no space left on the device';
  if (error.code === 'EACCES' || error.code === 'EPERM' || error.code === 'EBADF') return 'it does not accept writing';
  return oneLine(error.message);
}

/** Longest run of characters without a space kept whole in a message (file paths fit). */
const LONGEST_WORD = 160;
/** Longest message. */
const LONGEST_MESSAGE = 600;

/**
 * `message` made safe to print as one line: newlines and tabs become spaces, other control
 * characters (escape sequences included) `?`, each run of more than 160 characters without a
 * space is cut with "...", and the whole is at most 600 characters. For every line quoted back at the
 * person (usage errors quote what they typed, however long or strange).
 */
export function oneLine(message: string): string {
  const flat = maskControls(message.replace(/[\r\n\t]+/g, ' ')).replace(
    /\S{161,}/g,
    (word) =>
      `${Array.from(word)
        .slice(0, LONGEST_WORD - 3)
        .join('')}...`,
  );
  return flat.length <= LONGEST_MESSAGE ? flat : `${flat.slice(0, LONGEST_MESSAGE - 3)}...`;
}

/** The first line of an error's message (at most 160 characters), for a reason said inside a sentence. */
export function errorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 160) || 'unknown error';
}
