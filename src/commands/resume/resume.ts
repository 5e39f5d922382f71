import { loadUi } from '../load-ui.js';
import { playPlain, wantsPlain } from '../plain.js';
import { checkSavedGame } from '../../table/saved-check.js';
import type { Outcome } from '../../engine/index.js';
import { loadGame, namedEntry } from '../../games/catalog.js';
import type { AnyModule } from '../../games/index.js';
import { join } from 'node:path';
import { LockBusyError, openStore, STORE_FILES, StoreWriteError, type HeldLock, type SavedGame, type Store } from '../../store/index.js';
import { EXIT } from '../../platform/exit.js';
import { oneLine } from '../../platform/text/output.js';
import { readTheme, tablePrefs } from '../../store/prefs.js';
import { readSpeed } from '../../table/options.js';

/** The line printed when a saved game exists but there is no terminal to draw it on. */
export const RESUME_NEEDS_TERMINAL =
  'big-chicken: resume needs a terminal (stdin and stdout must be a TTY), or --plain for line mode; the saved game is kept for when you have one.';

/**
 * How a saved game ended, in the names of its seats (the engine's summary numbers the seats from
 * 0); a solo game's summary names no seat and is said as it is.
 */
export function endLine(saved: SavedGame, outcome: Outcome): string {
  if (saved.seats.length <= 1) return outcome.summary;
  const name = (seat: number) => saved.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const winners = outcome.winners.map(name);
  const won = winners.length === 0 ? 'No one won' : `${winners.join(' and ')} ${winners.length > 1 ? 'share the win' : 'won'}`;
  return `${won}; scores: ${outcome.scores.map((score, seat) => `${name(seat)} ${score}`).join(', ')}.`;
}

/** Writes one line to stderr, made safe to print (a saved game's text may have been edited). */
function say(line: string): void {
  process.stderr.write(`${oneLine(line)}\n`);
}

function flushWarnings(store: Store): void {
  for (const line of store.takeWarnings()) say(`big-chicken: warning: ${line}`);
}

/**
 * `big-chicken resume [game]`: reopens a saved game in progress on the table, exactly where it
 * was: that of `game`, or without it the one saved last (the others are named, to resume with
 * `resume <game>`). Exit 1 with one line when there is no such saved game, when it no longer
 * replays (it is then kept aside, not deleted) or when there is no terminal and no line mode (`--plain`, `TERM=dumb`); a saved game that
 * had already ended is recorded instead. Only one table at a time
 * may hold a saved game: a second `resume` of it while the first table is open says so in one
 * line and exits 1. Otherwise the table's own exit status, in the theme and with the bell of
 * `opts` (`--theme`, `--bell`, remembered as `play` does), the bots at the speed of `--speed`
 * (from then on, saved with the game) or else the one it was saved with. Throws UsageError for
 * an unknown game, theme or speed.
 */
export async function resume(gameName?: string, opts: Record<string, unknown> = {}): Promise<number> {
  readTheme(opts.theme);
  const speed = opts.speed === undefined ? undefined : readSpeed(opts.speed);
  const named = gameName === undefined ? undefined : namedEntry(gameName);
  const store = openStore();
  const all = store.savedGames();
  const saved = named ? (all.find((g) => g.game === named.info.id) ?? null) : (all[0] ?? null);
  flushWarnings(store);
  if (saved === null) {
    // A damaged saved game was just kept aside (the warning above says where): there is then no
    // other one to resume, and the exit says the resume did not happen.
    const other = store.savedGamesKeptAside().length > 0 ? ' other' : '';
    const start = other === '' ? 'start one' : 'start a new one';
    say(
      named
        ? `big-chicken: there is no${other} saved game of ${named.info.title} to resume; ${start} with: big-chicken play ${named.info.id}`
        : `big-chicken: there is no${other} saved game to resume; ${start} with: big-chicken play`,
    );
    return EXIT.no;
  }
  // The store reads only saved games of the catalog's games; the game's module (of the one saved
  // last, without a name) is loaded here, alone.
  const game = await loadGame(named ?? namedEntry(saved.game));
  let held: HeldLock | null = null;
  try {
    held = store.holdSavedGame(saved.game);
  } catch (error) {
    if (error instanceof LockBusyError && error.inTheWay) {
      say(`big-chicken: the saved game of ${game.info.title} cannot be opened: ${error.message}`);
      return EXIT.no;
    }
    if (error instanceof LockBusyError) {
      const who = error.pid === null ? 'another process' : `process ${error.pid}`;
      const lock = join(store.stateDir, STORE_FILES.savedGameLockOf(saved.game));
      say(`big-chicken: the saved game of ${game.info.title} is open at another table (${who}; ${lock}); leave that table first`);
      return EXIT.no;
    }
    // The lock file cannot be made (read-only or full disk): the game can still be played.
  }
  try {
    return await resumeHeld(game, store, saved, named === undefined ? all : [], { ...opts, speed });
  } finally {
    held?.release();
  }
}

/**
 * `resume` once the table holds `saved`, a game of `module`; `all` lists the saved games to
 * mention beside it; `opts.speed`, when set, is a speed already read.
 */
async function resumeHeld(
  module: AnyModule,
  store: Store,
  saved: SavedGame,
  all: readonly SavedGame[],
  opts: Record<string, unknown>,
): Promise<number> {
  const others = all.filter((g) => g.game !== saved.game).map((g) => g.game);
  if (others.length > 0) {
    say(`Resuming ${module.info.title}, the game saved last; also saved: ${others.join(', ')} (big-chicken resume <game>).`);
  }
  const check = checkSavedGame(module, saved);
  if (check.kind === 'broken' || check.kind === 'unfit') {
    const kept = store.setAsideSavedGame(saved.game, 'unplayable');
    flushWarnings(store);
    const where = kept === null ? 'it was left where it was' : `kept it as ${kept}`;
    const what = check.kind === 'broken' ? 'no longer replays with this version' : 'cannot be opened';
    say(`big-chicken: the saved game ${what} (${check.reason}); ${where}`);
    return EXIT.no;
  }
  if (check.kind === 'ended') {
    try {
      store.finishGame(saved, check.outcome);
    } catch (error) {
      if (!(error instanceof StoreWriteError)) throw error;
      flushWarnings(store);
      say(`big-chicken: could not record the game: ${error.message}`);
      return EXIT.no;
    }
    flushWarnings(store);
    process.stdout.write(`${oneLine(`The saved game had already ended and is now recorded. ${endLine(saved, check.outcome)}`)}\n`);
    return EXIT.ok;
  }
  const setup = opts.speed === undefined ? saved : { ...saved, speed: opts.speed as string };
  if (wantsPlain(opts)) return playPlain(module, setup, `big-chicken resume ${saved.game} --plain`);
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    say(RESUME_NEEDS_TERMINAL);
    return EXIT.no;
  }
  const prefs = tablePrefs(opts, store.configDir);
  if (prefs.warning !== null) say(`big-chicken: warning: ${prefs.warning}`);
  const { runTable } = await loadUi();
  return runTable(module, setup, prefs);
}
