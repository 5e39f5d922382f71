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
  explainPlay,
  followLay,
  followPlay,
  followTakesVermin,
  handOf,
  henhouseGame,
  legalActions,
  legalActionsAmong,
  listFollowPlays,
  normaliseOptions,
  playedThisRound,
  playerView,
  positionOf,
  refusal,
  resample,
  roundLog,
  setup,
  stepAction,
  stepKnownLay,
  stepKnownPass,
  stepListedFollow,
  tryStepAction,
  undealtOf,
  verminRefusal,
} from './rules.js';
export { cardsHeld, draftOf, PLAYOUT, RECORDED, scratchOf, stepPass, stepPlay, type Scratch, type StepMode } from './step.js';
export { HENHOUSE_INFO } from './info.js';
