import type { GameModule } from '../types.js';
import { clutchGame } from './rules.js';
import { CLUTCH_RULES } from './rules-text.js';
import type { ClutchAction, ClutchOptions, ClutchState, ClutchView } from './state.js';

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
export { previewChoice, previewChoices, wouldLose, type ChoicePreview } from './preview.js';
export { eventText, eventPhrase, actionToString, actionLabel } from './text.js';
export { checkChoice, type CheckChoiceArgs } from './check.js';
export { sampleAction } from './sample.js';

/** A Clutch of Chickens: the registry's entry for the solo game. */
export const clutch: GameModule<ClutchState, ClutchAction, ClutchView, ClutchOptions> = {
  info: {
    id: 'clutch',
    title: 'A Clutch of Chickens',
    aliases: ['clutch-of-chickens', 'a-clutch-of-chickens', 'solo'],
    minPlayers: 1,
    maxPlayers: 1,
    defaultPlayers: 1,
    summary: 'Grow your flock from 100 to 1000 chickens',
  },
  game: clutchGame,
  rules: CLUTCH_RULES,
};
