// The game's module for the registry (src/games/index.ts): everything the commands, the store
// and the table know about the game. It lives beside index.ts, the folder's API for other
// folders (the bot and the screen read the game through index.ts); its bots and its screen are
// imported only when a command seats them or opens a table.
import type { GameModule } from '../types.js';
import { henhouseReview } from './review.js';
import { henhouseTeaching } from './teach.js';
import { henhouseCheck } from './check-command.js';
import { HENHOUSE_INFO } from './info.js';
import { henhouseOptions } from './options.js';
import { henhouseGame } from './rules.js';
import { HENHOUSE_RULES } from './rules-text.js';
import type { HenhouseAction, HenhouseOptions, HenhouseState, HenhouseView } from './state.js';

/** Henhouse, for the game registry. */
export const henhouse: GameModule<HenhouseState, HenhouseAction, HenhouseView, HenhouseOptions> = {
  info: HENHOUSE_INFO,
  game: henhouseGame,
  rules: HENHOUSE_RULES,
  solo: false,
  score: { unit: 'points', lowerIsBetter: true },
  options: henhouseOptions,
  check: henhouseCheck,
  bots: async () => (await import('./bot.js')).henhouseBot,
  balance: async () => (await import('./balance.js')).henhouseBalance,
  plain: async () => (await import('./plain.js')).henhousePlain,
  screen: () => import('./ui/Screen.js'),
  examples: {
    play: ['big-chicken play henhouse --players 5 --seed 42'],
    sim: ['big-chicken sim henhouse --players 4 --bots normal,easy,easy,easy --json'],
    rules: ['big-chicken rules henhouse vermin | less'],
  },
  review: henhouseReview,
  teaching: henhouseTeaching,
};
