import { loadUi } from './load-ui.js';
import { playPlain, wantsPlain } from './plain.js';
import { findGame, GAMES } from '../games/index.js';
import { LockBusyError, openStore, StoreWriteError, type HeldLock, type Store } from '../store/index.js';
import { checkSavedGame } from './resume.js';
import { oneLine } from './text/output.js';
import { NAME_RULE, nameFromLogin, newTableSetup, randomSeed, validName } from '../ui/setup.js';
import type { TableSetup } from '../ui/types.js';
import { EXIT, UsageError } from './errors.js';
import { DEFAULT_TAUNT_SECONDS } from '../teach/taunts.js';
import { readBots, readGameOptions, readPlayers, readSeed, readSpeed, readThinkMs } from './options.js';
import { readTheme, tablePrefs } from './prefs.js';

/** The line printed when there is no terminal to draw on. */
export const NEEDS_TERMINAL =
  'big-chicken: play needs a terminal (stdin and stdout must be a TTY). Without one, play in line mode with --plain, or try `big-chicken rules` or `big-chicken check`.';

function text(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * Reads `play`'s options into a new table, or throws UsageError with one line. Pure apart from
 * drawing a random seed when none is given.
 */
export function parsePlay(gameName: string, opts: Record<string, unknown>): TableSetup {
  const mod = findGame(gameName);
  if (!mod) throw new UsageError(`unknown game "${gameName}": choose ${GAMES.map((m) => m.info.id).join(', ')}`);
  const players = readPlayers(mod, opts.players);
  const options = { players, ...readGameOptions(mod, opts, players) };
  const seed = readSeed(opts.seed) ?? randomSeed();
  const speed = readSpeed(opts.speed);
  const thinkMs = readThinkMs(opts.thinkMs);
  const watch = opts.watch === true;
  const bots = readBots(opts.bots, watch ? players : players - 1, watch ? ', yours first with --watch' : '');

  const nameText = text(opts.name);
  const name = nameText === undefined ? nameFromLogin(process.env.USER ?? process.env.LOGNAME) : nameText.trim();
  if (!validName(name)) throw new UsageError(NAME_RULE);

  const teach = opts.teach === true;
  let taunt: number | undefined;
  if (opts.taunt !== undefined && opts.taunt !== false) {
    if (opts.taunt === true) taunt = DEFAULT_TAUNT_SECONDS;
    else {
      const n = /^\s*\d+\s*$/.test(String(opts.taunt)) ? Number(opts.taunt) : undefined;
      if (n === undefined || n < 1 || n > 3600)
        throw new UsageError(`--taunt takes a number of seconds from 1 to 3600, got "${String(opts.taunt)}"`);
      taunt = n;
    }
    if (teach) throw new UsageError('--taunt does not go with --teach: give those learning a break');
    if (watch) throw new UsageError('--taunt needs a person at the table, not --watch');
    if (mod.solo) throw new UsageError(`--taunt needs bots at the table, and ${mod.info.title} is played alone`);
  }
  if (teach && watch) throw new UsageError('--teach needs a person at the table, not --watch');

  return newTableSetup({ game: mod.info.id, options, seed, name, speed, thinkMs, watch, bots, teach, taunt });
}

/**
 * `big-chicken play [game]`: validates the options (UsageError, exit 2), refuses to run without a
 * terminal (exit 1) unless in line mode (`--plain`, `TERM=dumb`), remembers `--theme` and
 * `--bell` (commands/prefs.ts), holds the saved game of its game while it runs (exit 3, one
 * line, when another table holds it), records a saved game of it that had already ended (or keeps
 * it aside when it cannot be recorded), mentions a saved game of the same game that the new one
 * will replace (other games' saves are kept), then draws the table or plays it in lines.
 */
export async function play(gameName: string, opts: Record<string, unknown>): Promise<number> {
  const setup = parsePlay(gameName, opts);
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
      const title = findGame(setup.game)?.info.title ?? setup.game;
      process.stderr.write(
        `${oneLine(`big-chicken: ${title} is being played at another table (${error.message}); leave that table first, or its saved game would be replaced`)}\n`,
      );
      return EXIT.busy;
    }
    // The lock file cannot be made (read-only or full disk): the game can still be played.
  }
  try {
    return await playHeld(setup, opts, plain, store);
  } finally {
    held?.release();
  }
}

/** `play` once its game's saved game is held (or could not be locked). */
async function playHeld(setup: TableSetup, opts: Record<string, unknown>, plain: boolean, store: Store): Promise<number> {
  const warn = () => {
    for (const warning of store.takeWarnings()) process.stderr.write(`big-chicken: warning: ${warning}\n`);
  };
  // Only a save of the same game is replaced: other games keep theirs.
  let saved = store.hasSavedGame(setup.game) ? store.loadSavedGame(setup.game) : null;
  warn();
  const check = saved ? checkSavedGame(saved) : null;
  if (saved && check?.kind === 'ended') {
    // A finished game that could not be recorded: recorded now, or kept aside, never replaced.
    const title = findGame(saved.game)?.info.title ?? saved.game;
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
    const title = findGame(saved.game)?.info.title ?? saved.game;
    process.stderr.write(
      `A saved game of ${title} (seed ${saved.seed}) is waiting.\n` +
        `It comes back with \`big-chicken resume ${saved.game}\`; this new game replaces it from\n` +
        (process.stdin.isTTY ? 'its first move. Press Ctrl-C now to keep it.\n' : 'its first move.\n'),
    );
    // Only a person at a terminal can answer; input from a pipe plays at once.
    if (process.stdin.isTTY) await new Promise((resolve) => setTimeout(resolve, 2500));
  }
  if (plain) return playPlain(setup, `big-chicken resume ${setup.game} --plain`);
  const prefs = tablePrefs(opts, store.configDir);
  if (prefs.warning !== null) process.stderr.write(`big-chicken: warning: ${prefs.warning}\n`);
  const { runTable } = await loadUi();
  return runTable(setup, prefs);
}
