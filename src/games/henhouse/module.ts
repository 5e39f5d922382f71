// The game's module for the registry (src/games/index.ts): everything the commands, the store
// and the table know about the game. It lives beside index.ts, the folder's API for other
// folders (the bot and the screen read the game through index.ts); its bots and its screen are
// imported only when a command seats them or opens a table.
import type { GameModule } from '../types.js';
import { henhouseReview } from './review.js';
import { henhouseTeaching } from './teach.js';
import { henhouseCheck } from './check-command.js';
import { HENHOUSE_ENTRY } from './entry.js';
import { henhouseGame } from './rules.js';
import { HENHOUSE_RULES } from './rules-text.js';
import type { HenhouseAction, HenhouseEvent, HenhouseOptions, HenhouseState, HenhouseView } from './state.js';

/** Henhouse, for the game registry. */
export const henhouse: GameModule<HenhouseState, HenhouseAction, HenhouseView, HenhouseOptions, HenhouseEvent> = {
  info: HENHOUSE_ENTRY.info,
  game: henhouseGame,
  rules: HENHOUSE_RULES,
  solo: HENHOUSE_ENTRY.solo,
  score: { unit: 'points', lowerIsBetter: true },
  options: HENHOUSE_ENTRY.options,
  check: henhouseCheck,
  bots: async () => (await import('./bot.js')).henhouseBot,
  balance: async () => (await import('./balance.js')).henhouseBalance,
  plain: async () => (await import('./plain.js')).henhousePlain,
  screen: () => import('./ui/Screen.js'),
  examples: HENHOUSE_ENTRY.examples,
  review: henhouseReview,
  teaching: henhouseTeaching,
};
