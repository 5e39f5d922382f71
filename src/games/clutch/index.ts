export * from './cards.js';
export type * from './state.js';
export { clutchGame } from './rules.js';
export { CLUTCH_RULES } from './rules-text.js';
export {
  costOf,
  countRank,
  courtAtRisk,
  eventGain,
  halved,
  isSmallest,
  makesPair,
  TARGET,
  START_CHICKENS,
  ASIDE_TAKE,
  FIRST_DECK,
  SPREAD_SIZE,
} from './effects.js';
export { previewChoice, previewChoices, whyChoice, wouldLose, type ChoicePreview } from './preview.js';
export { eventText, eventPhrase, actionToString, actionLabel } from './text.js';
export { checkChoice, type CheckChoiceArgs } from './check.js';
export { sampleAction } from './sample.js';
export { CLUTCH_INFO } from './info.js';
