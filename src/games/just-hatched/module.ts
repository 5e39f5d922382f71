// The game's module for the registry (src/games/index.ts): everything the commands, the store
// and the table know about the game. It lives beside index.ts, the folder's API for other
// folders (the bot and the screen read the game through index.ts); its bots and its screen are
// imported only when a command seats them or opens a table.
import { copyEvents } from '../../engine/index.js';
import type { GameModule } from '../types.js';
import { jhReview } from './review.js';
import { jhTeaching } from './teach.js';
import { jhCheck } from './check-command.js';
import { JH_ENTRY } from './entry.js';
import { lastEggCounts, LAST_EGG_COLUMNS } from './last-egg-counts.js';
import { justHatchedGame } from './rules.js';
import { JH_RULES } from './rules-text.js';
import type { JhAction, JhEvent, JhOptions, JhState, JhView } from './state.js';

/** BIG CHICKEN: Just Hatched, for the game registry. */
export const justHatched: GameModule<JhState, JhAction, JhView, JhOptions, JhEvent> = {
  info: JH_ENTRY.info,
  game: justHatchedGame,
  rules: JH_RULES,
  solo: JH_ENTRY.solo,
  score: { unit: 'points', lowerIsBetter: true },
  options: JH_ENTRY.options,
  check: jhCheck,
  // A finished game's log is read once: its list is not remembered (see copyEvents).
  seatCounts: { columns: LAST_EGG_COLUMNS, count: (final) => lastEggCounts(copyEvents(final.log), final.options.players) },
  bots: async () => (await import('./bot.js')).justHatchedBot,
  balance: async () => (await import('./balance.js')).jhBalance,
  plain: async () => (await import('./plain.js')).jhPlain,
  screen: () => import('./ui/Screen.js'),
  examples: JH_ENTRY.examples,
  review: jhReview,
  teaching: jhTeaching,
};
