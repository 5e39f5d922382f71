// The game's module for the registry (src/games/index.ts): everything the commands, the store
// and the table know about the game. It lives beside index.ts, the folder's API for other
// folders (the bot and the screen read the game through index.ts); its bots and its screen are
// imported only when a command seats them or opens a table.
import type { GameModule } from '../types.js';
import { clutchReview } from './review.js';
import { clutchTeaching } from './teach.js';
import { clutchCheck } from './check-command.js';
import { CLUTCH_INFO } from './info.js';
import { clutchGame } from './rules.js';
import { CLUTCH_RULES } from './rules-text.js';
import type { ClutchAction, ClutchOptions, ClutchState, ClutchView } from './state.js';

/** A Clutch of Chickens, the solo game, for the game registry. */
export const clutch: GameModule<ClutchState, ClutchAction, ClutchView, ClutchOptions> = {
  info: CLUTCH_INFO,
  game: clutchGame,
  rules: CLUTCH_RULES,
  solo: true,
  score: { unit: 'chickens', lowerIsBetter: false },
  check: clutchCheck,
  bots: async () => (await import('./bot.js')).clutchBot,
  plain: async () => (await import('./plain.js')).clutchPlain,
  screen: () => import('./ui/Screen.js'),
  shortcut: { name: 'clutch', examples: ['big-chicken clutch', 'big-chicken clutch --seed 18', 'big-chicken clutch --watch --speed fast'] },
  examples: {
    play: ['big-chicken play clutch --watch --speed fast'],
    sim: ['big-chicken sim clutch --games 5000 --bots normal'],
  },
  review: clutchReview,
  teaching: clutchTeaching,
};
