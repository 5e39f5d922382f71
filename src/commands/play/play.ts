import { loadUi } from '../load-ui.js';
import { playPlain, wantsPlain } from '../plain.js';
import type { AnyModule } from '../../games/index.js';
import { LockBusyError, openStore, StoreWriteError, type HeldLock, type Store } from '../../store/index.js';
import { checkSavedGame } from '../resume/resume.js';
import { oneLine } from '../../platform/text/output.js';
import { widthFor } from '../../platform/text/style.js';
import { wrap } from '../../platform/text/wrap.js';
import { readPlay } from '../../table/play-setup.js';
import type { TableSetup } from '../../ui/types.js';
import { EXIT } from '../../platform/exit.js';
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
 * it aside when it cannot be recorded), mentions a saved game of the same game that the new one
 * will replace (other games' saves are kept), then draws the table or plays it in lines.
 */
export async function play(gameName: string, opts: Record<string, unknown>): Promise<number> {
  const { module, setup } = readPlay(gameName, opts);
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
  const check = saved ? checkSavedGame(module, saved) : null;
  if (saved && check?.kind === 'ended') {
    // A finished game that could not be recorded: recorded now, or kept aside, never replaced.
    const title = module.info.title;
    try {
      store.finishGame(saved, check.outcome);
      process.stderr.write(`The saved game of ${title} (seed ${saved.seed}) had already ended; it is now recorded.\n`);
    } catch (error) {
      if (!(error instanceof StoreWriteError)) throw error;
      const kept = store.setAsideSavedGame(saved.game, 'unrecorded');
      warn();
      if (kept === null) {
        process.stderr.write(
          `${oneLine(`big-chicken: the saved game of ${title} is over but could not be recorded (${error.message}), nor kept aside; it is left as it is, and no new game of it starts`)}\n`,
        );
        return EXIT.no;
      }
      process.stderr.write(
        `${oneLine(`big-chicken: warning: the saved game of ${title} is over but could not be recorded (${error.message}); kept it as ${kept}`)}\n`,
      );
    }
    warn();
    saved = null;
  }
  if (saved) {
    const title = module.info.title;
    process.stderr.write(waitingNotice(title, saved.seed, saved.game, process.stdin.isTTY === true, widthFor(process.stderr)));
    // Only a person at a terminal can answer; input from a pipe plays at once.
    if (process.stdin.isTTY) await new Promise((resolve) => setTimeout(resolve, 2500));
  }
  if (plain) return playPlain(module, setup, `big-chicken resume ${setup.game} --plain`);
  const prefs = tablePrefs(opts, store.configDir);
  if (prefs.warning !== null) process.stderr.write(`big-chicken: warning: ${prefs.warning}\n`);
  const { runTable } = await loadUi();
  return runTable(module, setup, prefs);
}

/**
 * What `play` says before a new game replaces the saved game `game` (of `title`, `seed`): how it
 * comes back, and at a terminal (`tty`) that Ctrl-C keeps it; each sentence word-wrapped to
 * `width` columns, so a narrow terminal never splits a word.
 */
export function waitingNotice(title: string, seed: number, game: string, tty: boolean, width: number): string {
  const sentences = [
    `A saved game of ${title} (seed ${seed}) is waiting.`,
    `It comes back with \`big-chicken resume ${game}\`; this new game replaces it from its first move.${tty ? ' Press Ctrl-C now to keep it.' : ''}`,
  ];
  return sentences.map((text) => `${wrap(text, { width }).join('\n')}\n`).join('');
}
