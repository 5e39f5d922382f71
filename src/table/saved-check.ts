import type { Outcome } from '../engine/index.js';
import type { AnyModule } from '../games/index.js';
import { errorLine } from '../platform/text/output.js';
import { StoreWriteError, type SavedGame, type Store } from '../store/index.js';
import { seatsProblem } from './setup.js';

/** What replaying a saved game shows: it goes on, it had already ended, or it no longer replays. */
export type SavedGameCheck =
  | { readonly kind: 'playable' }
  | { readonly kind: 'ended'; readonly outcome: Outcome }
  | { readonly kind: 'broken'; readonly reason: string }
  | { readonly kind: 'unfit'; readonly reason: string };

/** Replays `saved`, a game of `module`, with the current engine to see whether it can be reopened. Pure. */
export function checkSavedGame(module: AnyModule, saved: SavedGame): SavedGameCheck {
  const unfit = seatsProblem(saved);
  if (unfit !== null) return { kind: 'unfit', reason: unfit };
  const { game } = module;
  let state: unknown;
  try {
    state = game.setup(saved.options, saved.seed);
  } catch (error) {
    return { kind: 'broken', reason: errorLine(error) };
  }
  // Step by step, as the engine's replay does, so that the reason names the step that fails.
  const steps = saved.steps;
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k] as (typeof steps)[number];
    try {
      state = game.applyAction(state, step.action, step.seat);
    } catch (error) {
      return { kind: 'broken', reason: `step ${k + 1} of ${steps.length}, by seat ${step.seat}: ${errorLine(error)}` };
    }
  }
  try {
    if (game.currentPlayer(state) === 'terminal') {
      const outcome = game.outcome(state);
      if (outcome) return { kind: 'ended', outcome };
    }
  } catch (error) {
    return { kind: 'broken', reason: errorLine(error) };
  }
  return { kind: 'playable' };
}

/**
 * Settles a saved game of `module` that cannot go on, as `play` and `resume` do, for the start
 * menu: one that had ended is recorded (kept aside when it cannot be), one that no longer replays
 * or cannot be opened is kept aside, never deleted. Returns the lines that say what became of it,
 * and whether it is still there to be offered (playable, or left where it was when nothing could
 * be done with it).
 */
export function settleSavedGame(
  store: Store,
  module: AnyModule,
  saved: SavedGame,
): { readonly offered: boolean; readonly lines: readonly string[] } {
  const check = checkSavedGame(module, saved);
  const title = module.info.title;
  if (check.kind === 'playable') return { offered: true, lines: [] };
  if (check.kind === 'ended') {
    try {
      store.finishGame(saved, check.outcome);
      return { offered: false, lines: [`The saved game of ${title} (seed ${saved.seed}) had already ended; it is now recorded.`] };
    } catch (error) {
      if (!(error instanceof StoreWriteError)) throw error;
      const kept = store.setAsideSavedGame(saved.game, 'unrecorded');
      const why = `the saved game of ${title} is over but could not be recorded (${error.message})`;
      return kept === null
        ? { offered: true, lines: [`big-chicken: warning: ${why}, nor kept aside; it is left as it is`] }
        : { offered: false, lines: [`big-chicken: warning: ${why}; kept it as ${kept}`] };
    }
  }
  const kept = store.setAsideSavedGame(saved.game, 'unplayable');
  const what = check.kind === 'broken' ? 'no longer replays with this version' : 'cannot be opened';
  return kept === null
    ? { offered: true, lines: [`big-chicken: warning: the saved game of ${title} ${what} (${check.reason}), and could not be kept aside`] }
    : { offered: false, lines: [`big-chicken: warning: the saved game of ${title} ${what} (${check.reason}); kept it as ${kept}`] };
}
