export type * from './types.js';
export { SUITS } from './types.js';
export * from './cards.js';
export {
  readLay,
  judgeBeat,
  layBeats,
  beatCase,
  beatSettled,
  compareValues,
  compareCards,
  possibleLays,
  duckStandIns,
  isCoop,
  kindName,
  sortLaid,
  type BeatCase,
  type LayReading,
} from './lays.js';
export { multiplier, roundScore, totalsOf, findBadEgg, goldenDraw, rottenEggs, lowestSeats } from './score.js';
export { describeEvent } from './events.js';
export { JH_RULES, ROUNDS, actionToString, duckChoices, explainLay, justHatchedGame, normaliseOptions } from './rules.js';
export { checkLay } from './check.js';
export { sampleAction } from './sample.js';
export { lastEggCounts, LAST_EGG_COLUMNS, type LastEggCounts } from './last-egg-counts.js';
export { JH_INFO } from './info.js';
