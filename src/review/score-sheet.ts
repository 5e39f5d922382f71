import type { GameId } from '../engine/index.js';
import type { ScoreSheet } from '../games/index.js';
import { reviewOf } from './narrate.js';

export type { ScoreSheet } from '../games/index.js';

/** The score sheet of the game in `view`, as the seat sees it (every score is public). */
export function scoreSheet(game: GameId, view: unknown, names: readonly string[]): ScoreSheet {
  return reviewOf(game).scoreSheet(view, names);
}
