export type * from './state.js';
export { SUITS } from './state.js';
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
export { actionToString, describeEvent } from './text.js';
export { JH_RULES } from './rules-text.js';
export {
  ROUNDS,
  centreOf,
  discardOf,
  duckChoices,
  explainLay,
  handOf,
  handSizeOf,
  handsOf,
  justHatchedGame,
  legalLayAction,
  normaliseOptions,
  refusal,
  runOf,
  stockOf,
  withCards,
} from './rules.js';
export { checkLay } from './check.js';
export {
  FLIP,
  NO_COOP,
  SKIP,
  catchFor,
  legalIds,
  mayDeclare,
  stepCatch,
  stepCluck,
  stepDeclare,
  stepGiveBack,
  stepLay,
  rethaw,
  thaw,
  topId,
  type Scratch,
} from './step.js';
export { LAY_IDS, actionCode, beatsId, layAction, layRec, laySizeOf, type LayRec } from './lays.js';
export { sampleAction } from './sample.js';
export { lastEggCounts, LAST_EGG_COLUMNS, type LastEggCounts } from './last-egg-counts.js';
export { JH_INFO } from './info.js';
export { logEvents } from '../../engine/index.js';
