import type { GameModule } from '../types.js';
import { JH_RULES, justHatchedGame } from './rules.js';
import type { JhAction, JhOptions, JhState, JhView } from './types.js';

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

/** BIG CHICKEN: Just Hatched, for the game registry. */
export const justHatched: GameModule<JhState, JhAction, JhView, JhOptions> = {
  info: {
    id: 'just-hatched',
    title: 'BIG CHICKEN: Just Hatched',
    aliases: ['jh', 'just_hatched', 'justhatched', 'big-chicken'],
    minPlayers: 2,
    maxPlayers: 6,
    defaultPlayers: 4,
    summary: 'Be first to shed your hand: lay higher or Cluck',
  },
  game: justHatchedGame,
  rules: JH_RULES,
};
