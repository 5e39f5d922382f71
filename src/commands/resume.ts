import { loadUi } from './load-ui.js';
import { replay, type Outcome } from '../engine/index.js';
import { gameModule } from '../games/index.js';
import { LockBusyError, openStore, StoreWriteError, type HeldLock, type SavedGame, type Store } from '../store/index.js';
import { EXIT } from './errors.js';

/** The line printed when a saved game exists but there is no terminal to draw it on. */
export const RESUME_NEEDS_TERMINAL =
  'big-chicken: resume needs a terminal (stdin and stdout must be a TTY); the saved game is kept for when you have one.';

/** What replaying a saved game shows: it goes on, it had already ended, or it no longer replays. */
export type SavedGameCheck =
  | { readonly kind: 'playable' }
  | { readonly kind: 'ended'; readonly outcome: Outcome }
  | { readonly kind: 'broken'; readonly reason: string };

/** Replays `saved` with the current engine to see whether it can be reopened. Pure. */
export function checkSavedGame(saved: SavedGame): SavedGameCheck {
  try {
    const { game } = gameModule(saved.game);
    const state: unknown = replay(game, saved.options, saved.seed, saved.steps);
    if (game.currentPlayer(state) === 'terminal') {
      const outcome = game.outcome(state);
      if (outcome) return { kind: 'ended', outcome };
    }
    return { kind: 'playable' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'broken', reason: message.split('\n')[0] ?? 'unknown error' };
  }
}

function say(line: string): void {
  process.stderr.write(`${line}\n`);
}

function flushWarnings(store: Store): void {
  for (const line of store.takeWarnings()) say(`big-chicken: warning: ${line}`);
}

/**
 * `big-chicken resume`: reopens the saved game in progress on the table, exactly where it was.
 * Exit 1 with one line when there is no saved game, when it no longer replays (it is then kept
 * aside, not deleted) or when there is no terminal; a saved game that had already ended is
 * recorded instead. Only one table at a time may hold the saved game: a second `resume` while
 * the first table is open says so in one line and exits 1. Otherwise the table's own exit status.
 */
export async function resume(): Promise<number> {
  const store = openStore();
  let held: HeldLock | null = null;
  try {
    held = store.holdSavedGame();
  } catch (error) {
    if (error instanceof LockBusyError) {
      const who = error.pid === null ? 'another process' : `process ${error.pid}`;
      say(`big-chicken: the saved game is open at another table (${who}); leave that table first`);
      return EXIT.no;
    }
    // The lock file cannot be made (read-only or full disk): the game can still be played.
  }
  try {
    return await resumeHeld(store);
  } finally {
    held?.release();
  }
}

async function resumeHeld(store: Store): Promise<number> {
  const saved = store.loadSavedGame();
  flushWarnings(store);
  if (saved === null) {
    say('big-chicken: there is no saved game to resume; start one with: big-chicken play');
    return EXIT.no;
  }
  const check = checkSavedGame(saved);
  if (check.kind === 'broken') {
    const kept = store.setAsideSavedGame('unplayable');
    flushWarnings(store);
    const where = kept === null ? 'it was left where it was' : `kept it as ${kept}`;
    say(`big-chicken: the saved game no longer replays with this version (${check.reason}); ${where}`);
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
    process.stdout.write(`The saved game had already ended and is now recorded. ${check.outcome.summary}\n`);
    return EXIT.ok;
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    say(RESUME_NEEDS_TERMINAL);
    return EXIT.no;
  }
  const { runTable } = await loadUi();
  return runTable(saved);
}
