import { loadUi } from './load-ui.js';
import { replay, type Outcome } from '../engine/index.js';
import { gameModule } from '../games/index.js';
import { openStore, type SavedGame, type Store } from '../store/index.js';
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
 * recorded instead. Otherwise the table's own exit status.
 */
export async function resume(_game?: string): Promise<number> {
  const store = openStore();
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
    store.finishGame(saved, check.outcome);
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
