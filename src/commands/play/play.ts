import { loadUi } from '../load-ui.js';
import { playPlain, wantsPlain } from '../plain.js';
import type { AnyModule } from '../../games/index.js';
import { LockBusyError, openStore, type HeldLock, type Store } from '../../store/index.js';
import { settleSavedGame } from '../../table/saved-check.js';
import { oneLine } from '../../platform/text/output.js';
import { widthFor } from '../../platform/text/style.js';
import { wrap } from '../../platform/text/wrap.js';
import { readPlay } from '../../table/play-setup.js';
import type { TableSetup } from '../../ui/types.js';
import { EXIT, SIGNAL_EXIT } from '../../platform/exit.js';
import { UsageError } from '../../games/options.js';
import { readTheme, tablePrefs } from '../../store/prefs.js';

/** The line printed when there is no terminal to draw on. */
export const NEEDS_TERMINAL =
  'big-chicken: play needs a terminal (stdin and stdout must be a TTY). Without one, play in line mode with --plain, or try `big-chicken rules` or `big-chicken check`.';

/**
 * `big-chicken play [game]`: validates the options (UsageError, exit 2), refuses to run without a
 * terminal (exit 1) unless in line mode (`--plain`, `TERM=dumb`), remembers `--theme` and
 * `--bell` (store/prefs.ts), holds the saved game of its game while it runs (exit 3, one
 * line, when another table holds it), records a saved game of it that had already ended (or keeps
 * it aside when it cannot be recorded), and when a saved game of the same game is waiting asks
 * at a terminal whether to resume it, replace it or leave (without one, refuses unless
 * `--replace`; other games' saves are kept), then draws the table or plays it in lines.
 */
export async function play(gameName: string, opts: Record<string, unknown>): Promise<number> {
  const { module, setup } = await readPlay(gameName, opts);
  readTheme(opts.theme);
  const plain = wantsPlain(opts);
  if (plain && (setup.teach || setup.taunt !== undefined)) {
    throw new UsageError(
      `--${setup.teach ? 'teach' : 'taunt'} needs the drawn table: line mode (--plain, TERM=dumb) has neither hints nor taunts`,
    );
  }
  if (!plain && (!process.stdin.isTTY || !process.stdout.isTTY)) {
    process.stderr.write(`${NEEDS_TERMINAL}\n`);
    return EXIT.no;
  }
  const store = openStore();
  // The saved game of this game is ours while this table is open, so that no other table (a
  // `resume`, or another `play` of it) replaces or deletes it meanwhile.
  let held: HeldLock | null = null;
  try {
    held = store.holdSavedGame(setup.game);
  } catch (error) {
    if (error instanceof LockBusyError) {
      const title = module.info.title;
      process.stderr.write(
        `${oneLine(`big-chicken: ${title} is being played at another table (${error.message}); leave that table first, or its saved game would be replaced`)}\n`,
      );
      return EXIT.busy;
    }
    // The lock file cannot be made (read-only or full disk): the game can still be played.
  }
  try {
    return await playHeld(module, setup, opts, plain, store);
  } finally {
    held?.release();
  }
}

/** `play` of `module` once its game's saved game is held (or could not be locked). */
async function playHeld(
  module: AnyModule,
  setup: TableSetup,
  opts: Record<string, unknown>,
  plain: boolean,
  store: Store,
): Promise<number> {
  const warn = () => {
    for (const warning of store.takeWarnings()) process.stderr.write(`big-chicken: warning: ${warning}\n`);
  };
  // Only a save of the same game is replaced: other games keep theirs.
  let saved = store.hasSavedGame(setup.game) ? store.loadSavedGame(setup.game) : null;
  warn();
  if (saved) {
    // One that had ended unrecorded, or cannot be played on, is recorded or kept aside (as the
    // start menu does), never replaced; one that can be neither is left, and no new game starts.
    const settled = settleSavedGame(store, module, saved);
    warn();
    if (settled.state === 'stuck') {
      process.stderr.write(`${oneLine(`big-chicken: ${settled.why}, and no new game of it starts`)}\n`);
      return EXIT.no;
    }
    if (settled.state === 'settled') {
      process.stderr.write(`${oneLine(settled.line)}\n`);
      saved = null;
    }
  }
  // The table's game: the new one, or the saved one when the person chooses it.
  let table = setup;
  if (saved) {
    const title = module.info.title;
    const asked = askedOn<NodeJS.WriteStream>(process.stderr, process.stdout);
    const width = widthFor(asked);
    if (opts.replace === true) process.stderr.write(replacingNotice(title, saved.seed, width));
    else if (!process.stdin.isTTY) {
      // Nobody to ask: a saved game is replaced only when the command says so.
      throw new UsageError(
        `a saved game of ${title} (seed ${saved.seed}) is waiting: \`big-chicken resume ${saved.game}\` brings it back, or add --replace to start a new game in its place`,
      );
    } else {
      const answer = await askKey(asked, waitingQuestion(title, saved.seed, width), WAITING_KEYS, 'leave');
      if (typeof answer === 'object') return answer.exit;
      // As `resume` brings it back, at the speed this command gives, if any.
      if (answer === 'resume') table = opts.speed === undefined ? saved : { ...saved, speed: setup.speed };
      if (answer === 'leave') {
        asked.write(`The saved game is kept: \`big-chicken resume ${saved.game}\` brings it back.\n`);
        return EXIT.ok;
      }
    }
  }
  if (plain) return playPlain(module, table, `big-chicken resume ${table.game} --plain`);
  const prefs = tablePrefs(opts, store.configDir);
  if (prefs.warning !== null) process.stderr.write(`big-chicken: warning: ${prefs.warning}\n`);
  const { runTable } = await loadUi();
  return runTable(module, table, prefs);
}

/**
 * Where `play` asks its question: on the terminal the person sees. Its errors' stream where that
 * is a terminal, else the table's own (stderr sent to a file must not leave the person facing a
 * blank screen that waits for a key).
 */
export function askedOn<S extends { readonly isTTY?: boolean }>(stderr: S, stdout: S): S {
  return stderr.isTTY !== true && stdout.isTTY === true ? stdout : stderr;
}

/** The keys that answer {@link waitingQuestion}, and what each does. */
const WAITING_KEYS: Readonly<Record<string, 'resume' | 'replace' | 'leave'>> = {
  r: 'resume',
  R: 'resume',
  '\r': 'resume',
  n: 'replace',
  N: 'replace',
  q: 'leave',
  Q: 'leave',
  '\x1b': 'leave',
  // Ctrl-D.
  '\x04': 'leave',
};

/**
 * What `play` asks at a terminal when a saved game of its game (of `title`, `seed`) is waiting:
 * resume it (as `resume` does: the options that make a new table, such as --players and --seed,
 * are not its own), start the new game in its place, or leave; each sentence word-wrapped to `width`
 * columns, so a narrow terminal never splits a word.
 */
export function waitingQuestion(title: string, seed: number, width: number): string {
  const sentences = [
    `A saved game of ${title} (seed ${seed}) is waiting.`,
    'r or Enter: resume it, with its own players and deal.   n: start this new game in its place (its first move replaces the saved game).   q: leave.',
  ];
  return sentences.map((text) => `${wrap(text, { width }).join('\n')}\n`).join('');
}

/** What `play --replace` says when its new game replaces the saved game of `title` (`seed`). */
export function replacingNotice(title: string, seed: number, width: number): string {
  return `${wrap(`This new game replaces the saved game of ${title} (seed ${seed}) from its first move.`, { width }).join('\n')}\n`;
}

/**
 * The answer the keys typed in `text` (one read from a terminal in raw mode) give, the first of
 * them that `keys` names: 'interrupt' for Ctrl-C, null when none answers. An escape sequence (an
 * arrow, a function key; Alt with a key) is a key that answers nothing: ESC [ with its parameters
 * and its final letter, ESC O and a letter, ESC and a key. ESC alone is the Escape key.
 */
export function keyAnswer<T extends string>(text: string, keys: Readonly<Record<string, T>>): T | 'interrupt' | null {
  for (let i = 0; i < text.length; i++) {
    const key = text[i] as string;
    if (key === '\x1b' && i + 1 < text.length) {
      const kind = text[++i];
      if (kind === '[') {
        while (i + 1 < text.length && /[\x20-\x3f]/.test(text[i + 1] as string)) i++;
        i++;
      } else if (kind === 'O') i++;
      continue;
    }
    if (key === '\x03') return 'interrupt';
    const answer = keys[key];
    if (answer !== undefined) return answer;
  }
  return null;
}

/**
 * Writes `question` and reads keys from the terminal (stdin, a TTY) in raw mode until one answers
 * it: the answer `keys` gives it (other keys, and the sequences of arrows and the like, are passed
 * over), or the exit status of a signal: Ctrl-C or SIGINT, SIGTERM, SIGHUP (the terminal closed).
 * The end of the input, or an input that fails, answers `ended`. The terminal is left as it was.
 */
async function askKey<T extends string>(
  on: NodeJS.WriteStream,
  question: string,
  keys: Readonly<Record<string, T>>,
  ended: T,
): Promise<T | { readonly exit: number }> {
  on.write(question);
  const stdin = process.stdin;
  const raw = stdin.isRaw;
  stdin.setRawMode(true);
  const cleanups: (() => void)[] = [];
  try {
    return await new Promise<T | { readonly exit: number }>((resolve) => {
      const read = (data: Buffer) => {
        const answer = keyAnswer(data.toString(), keys);
        if (answer === 'interrupt') resolve({ exit: SIGNAL_EXIT.SIGINT });
        else if (answer !== null) resolve(answer);
      };
      const end = () => resolve(ended);
      stdin.on('data', read);
      stdin.once('end', end);
      stdin.once('error', end);
      cleanups.push(() => {
        stdin.off('data', read);
        stdin.off('end', end);
        stdin.off('error', end);
      });
      for (const signal of Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]) {
        const handler = () => resolve({ exit: SIGNAL_EXIT[signal] });
        process.once(signal, handler);
        cleanups.push(() => process.off(signal, handler));
      }
      stdin.resume();
    });
  } finally {
    for (const cleanup of cleanups) cleanup();
    stdin.pause();
    if (!stdin.destroyed) stdin.setRawMode(raw);
    // Node stops a paused stdin from reading on the next tick, whoever reads it by then: the line
    // reader that comes next (a game whose person moves first reads at once) would wait forever.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
