// The game's module for the registry (src/games/index.ts): everything the commands, the store
// and the table know about the game. It lives beside index.ts, the folder's API for other
// folders (the bot and the screen read the game through index.ts); its bots and its screen are
// imported only when a command seats them or opens a table.
import type { GameModule } from '../types.js';
import { clutchReview } from './review.js';
import { clutchTeaching } from './teach.js';
import { clutchCheck } from './check-command.js';
import { CLUTCH_ENTRY } from './entry.js';
import { clutchGame } from './rules.js';
import { CLUTCH_RULES } from './rules-text.js';
import type { ClutchAction, ClutchEvent, ClutchOptions, ClutchState, ClutchView } from './state.js';

/** A Clutch of Chickens, the solo game, for the game registry. */
export const clutch: GameModule<ClutchState, ClutchAction, ClutchView, ClutchOptions, ClutchEvent> = {
  info: CLUTCH_ENTRY.info,
  game: clutchGame,
  rules: CLUTCH_RULES,
  solo: CLUTCH_ENTRY.solo,
  score: { unit: 'chickens', lowerIsBetter: false },
  check: clutchCheck,
  bots: async () => (await import('./bot.js')).clutchBot,
  plain: async () => (await import('./plain.js')).clutchPlain,
  screen: () => import('./ui/Screen.js'),
  shortcut: CLUTCH_ENTRY.shortcut,
  examples: CLUTCH_ENTRY.examples,
  review: clutchReview,
  teaching: clutchTeaching,
};
