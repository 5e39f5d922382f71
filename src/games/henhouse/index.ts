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
export { HENHOUSE_INFO } from './info.js';
