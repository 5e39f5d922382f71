// Pebbles' bot levels, seeing only the view: easy takes at random, the others leave a multiple
// of four when they can.
import type { Bot, BotLevel } from '../../../src/engine/index.js';
import { winning } from './rules.js';
import type { PebblesAction, PebblesView } from './state.js';

const best = (view: PebblesView): PebblesAction => ({ take: (winning(view.pile) ? view.pile % 4 : 1) as 1 | 2 | 3 });

/** A Pebbles bot of `level`. */
export function pebblesBot(level: BotLevel): Bot<PebblesView, PebblesAction> {
  return level === 'easy'
    ? { level, choose: (_view, legal, rng) => rng.pick(legal) }
    : { level, choose: (view, legal) => legal.find((a) => a.take === best(view).take) ?? (legal[0] as PebblesAction) };
}
