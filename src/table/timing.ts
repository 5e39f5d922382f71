import type { Speed } from './types.js';

/**
 * The table's clock, in milliseconds. `--speed` sets how long bots take between turns; it never
 * shortens the time a person gets to react (see {@link PERSON_GRACE} and {@link PERSON_CATCH_CHANCE}).
 */

/** One frame at 60 per second: the shortest wait before a bot's turn at a live screen (see `minTurnMs`). */
export const FRAME_MS = 16;

/** Delay before a bot's turn action, per speed. */
export const MOVE_DELAY: Readonly<Record<Speed, number>> = { slow: 2200, normal: 1300, fast: 550, max: 0 };

/**
 * Delay before a bot's turn when it has one legal action only (a Cluck, when nothing it holds can
 * beat the lay: Big Red laid alone, say), per speed: there is nothing to think about, so the
 * others' forced Clucks go round at once, each just long enough to be seen in the log.
 */
export const FORCED_DELAY: Readonly<Record<Speed, number>> = { slow: 250, normal: 150, fast: 60, max: 0 };

/** A bot's reaction time when it catches another bot's undeclared Last Egg, per speed. */
export const REACTION_DELAY: Readonly<Record<Speed, number>> = { slow: 1900, normal: 1100, fast: 450, max: 0 };

/** A bot's reaction time scales with its level: easy bots are slow to catch a Last Egg, hard ones quick. */
export const REACTION_BY_LEVEL: Readonly<Record<string, number>> = { easy: 1.6, normal: 1, hard: 0.7 };

/**
 * How long a bot takes to say its own Last Egg, per speed: always shorter than the quickest catch
 * at that speed (a hard bot's), so the player who went down to one card speaks first.
 */
export const DECLARE_DELAY: Readonly<Record<Speed, number>> = { slow: 600, normal: 350, fast: 150, max: 0 };

/**
 * No bot catches a person sooner than this after the action that left them one undeclared card,
 * at every speed (`max` too). Two seconds is a fair reaction for someone reading the table: seeing
 * that the lay left one card, recalling the rule and pressing `e` takes an alert player about one
 * second and a new one up to two. (A person can also arm `e` with the lay, and is never catchable.)
 */
export const PERSON_GRACE = 2000;

/**
 * While a person may catch a bot's undeclared Last Egg, at every speed but `max`: the next turn
 * waits at least this long, and a bot racing the person to the catch waits at least this long
 * (an easy bot, times its reaction factor: 2.4 s), so the person always has this long to press `x`,
 * as the README promises, and a quick one wins the race against easy bots.
 */
export const PERSON_CATCH_CHANCE = 1500;

/** How long a pause set with `lapse` (the watched table's round panels) lasts, per speed. */
export const WATCH_PAUSE: Readonly<Record<Speed, number>> = { slow: 6000, normal: 4000, fast: 2000, max: 0 };
