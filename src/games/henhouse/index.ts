export * from './cards.js';
export * from './lays.js';
export * from './score.js';
export * from './state.js';
export * from './text.js';
export { checkPlay } from './check.js';
export { sampleAction } from './sample.js';
export { HENHOUSE_RULES } from './rules-text.js';
export {
  applyAction,
  cardsHeld,
  explainPlay,
  henhouseGame,
  legalActions,
  legalActionsAmong,
  normaliseOptions,
  playedThisRound,
  playerView,
  refusal,
  resample,
  roundLog,
  setup,
  verminRefusal,
} from './rules.js';
export { HENHOUSE_INFO } from './info.js';
