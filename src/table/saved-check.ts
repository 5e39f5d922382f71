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
 * What {@link settleSavedGame} made of a saved game: it goes on (`playable`); it is recorded or
 * kept aside (`settled`, with the line that says so); or it could be neither and is left where it
 * was (`stuck`, with why, for the caller to say as a warning or a refusal).
 */
export type Settled =
  { readonly state: 'playable' } | { readonly state: 'settled'; readonly line: string } | { readonly state: 'stuck'; readonly why: string };

/**
 * Settles a saved game of `module` that cannot go on, for `play` and the start menu: one that had
 * ended is recorded (kept aside when it cannot be), one that no longer replays or cannot be opened
 * is kept aside, never deleted. The store's own warnings are left for the caller to flush.
 */
export function settleSavedGame(store: Store, module: AnyModule, saved: SavedGame): Settled {
  const check = checkSavedGame(module, saved);
  const title = module.info.title;
  if (check.kind === 'playable') return { state: 'playable' };
  if (check.kind === 'ended') {
    try {
      store.finishGame(saved, check.outcome);
      return { state: 'settled', line: `The saved game of ${title} (seed ${saved.seed}) had already ended; it is now recorded.` };
    } catch (error) {
      if (!(error instanceof StoreWriteError)) throw error;
      const kept = store.setAsideSavedGame(saved.game, 'unrecorded');
      const why = `the saved game of ${title} is over but could not be recorded (${error.message})`;
      return kept === null
        ? { state: 'stuck', why: `${why}, nor kept aside; it is left as it is` }
        : { state: 'settled', line: `big-chicken: warning: ${why}; kept it as ${kept}` };
    }
  }
  const kept = store.setAsideSavedGame(saved.game, 'unplayable');
  const why = `the saved game of ${title} ${check.kind === 'broken' ? 'no longer replays with this version' : 'cannot be opened'} (${check.reason})`;
  return kept === null
    ? { state: 'stuck', why: `${why} and could not be kept aside; it is left as it is` }
    : { state: 'settled', line: `big-chicken: warning: ${why}; kept it as ${kept}` };
}
