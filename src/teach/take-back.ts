import type { AnyGame, GameOptions, Seat, Step } from '../engine/index.js';
import { roundOf } from '../review/narrate.js';

/**
 * Where a take-back cuts `steps`: the index of `seat`'s last step of the current round, so that
 * `steps.slice(0, cut)` is the game just before that move (the bots' moves after it go too).
 * Null when `seat` has not moved yet this round: a take-back never reaches into an earlier round.
 * The engine replays the steps to find each one's round.
 */
export function takeBackPoint(
  game: AnyGame,
  options: GameOptions,
  seed: number,
  steps: readonly Step<unknown>[],
  seat: Seat,
): number | null {
  let state: unknown = game.setup(options, seed);
  const rounds: number[] = [];
  for (const step of steps) {
    rounds.push(roundOf(game.id, state));
    state = game.applyAction(state, step.action, step.seat);
  }
  const now = roundOf(game.id, state);
  for (let k = steps.length - 1; k >= 0; k--) {
    if (rounds[k] !== now) return null;
    if (steps[k]?.seat === seat) return k;
  }
  return null;
}
