import type { GameModule } from '../types.js';
import { henhouseGame } from './rules.js';
import { HENHOUSE_RULES } from './rules-text.js';
import type { HenhouseAction, HenhouseOptions, HenhouseState, HenhouseView } from './state.js';

export * from './cards.js';
export * from './lays.js';
export * from './score.js';
export * from './state.js';
export * from './log.js';
export { checkPlay } from './check.js';
export { sampleAction } from './sample.js';
export { HENHOUSE_RULES } from './rules-text.js';
export {
  actionToString,
  applyAction,
  cardsHeld,
  explainPlay,
  henhouseGame,
  legalActions,
  normaliseOptions,
  parseAction,
  playedThisRound,
  playerView,
  resample,
  roundLog,
  setup,
} from './rules.js';

/** Henhouse: the registry's module (info, engine, rules text). */
export const henhouse: GameModule<HenhouseState, HenhouseAction, HenhouseView, HenhouseOptions> = {
  info: {
    id: 'henhouse',
    title: 'Henhouse',
    aliases: ['hh', 'hen-house'],
    minPlayers: 3,
    maxPlayers: 5,
    defaultPlayers: 4,
    summary: 'Shed your hand with sets, runs and Henhouses',
  },
  game: henhouseGame,
  rules: HENHOUSE_RULES,
};
