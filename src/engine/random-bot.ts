import type { Bot } from './bot.js';
import type { Rng } from './rng.js';

/**
 * The simplest legal player, for any game: a uniformly random legal action, and out-of-turn
 * actions taken with probability `interjectRate`. It never reads the view (see `Bot.blind`).
 */
export function randomBot<V, A>(interjectRate = 0.3): Bot<V, A> {
  const choose = (legal: readonly A[], rng: Rng): A => rng.pick(legal);
  const interject = (options: readonly A[], rng: Rng): A | null => (rng.chance(interjectRate) ? rng.pick(options) : null);
  return {
    level: 'easy',
    choose: (_view, legal, rng) => choose(legal, rng),
    interject: (_view, options, rng) => interject(options, rng),
    blind: { choose, interject },
  };
}
