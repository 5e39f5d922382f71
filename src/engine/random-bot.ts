import type { Bot } from './bot.js';

/**
 * The simplest legal player, for any game: a uniformly random legal action, and out-of-turn
 * actions taken with probability `interjectRate`.
 */
export function randomBot<V, A>(interjectRate = 0.3): Bot<V, A> {
  return {
    level: 'easy',
    choose: (_view, legal, rng) => rng.pick(legal),
    interject: (_view, options, rng) => (rng.chance(interjectRate) ? rng.pick(options) : null),
  };
}
