export { HINT_ITERATIONS, actionCards, hintFor, nothingBeats, playableCards, type Hint } from './hint.js';
export { takeBackPoint } from './take-back.js';
export { nextLesson, topicsIn, type Lesson } from './lessons.js';
export { DEFAULT_TAUNT_SECONDS, TAUNTS, pickTaunt, tauntGap } from './taunts.js';
export { REVIEW_DEALS, REVIEW_MIN_COST, costliestPlay, roundReview, type CostlyPlay, type Decision } from './round-review.js';
