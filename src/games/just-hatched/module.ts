// The game's module for the registry (src/games/index.ts): everything the commands, the store
// and the table know about the game. It lives beside index.ts, the folder's API for other
// folders (the bot and the screen read the game through index.ts); its bots and its screen are
// imported only when a command seats them or opens a table.
import type { GameModule } from '../types.js';
import { jhReview } from './review.js';
import { jhTeaching } from './teach.js';
import { jhCheck } from './check-command.js';
import { JH_INFO } from './info.js';
import { jhOptions } from './options.js';
import { lastEggCounts, LAST_EGG_COLUMNS } from './last-egg-counts.js';
import { justHatchedGame } from './rules.js';
import { JH_RULES } from './rules-text.js';
import type { JhAction, JhOptions, JhState, JhView } from './state.js';

/** BIG CHICKEN: Just Hatched, for the game registry. */
export const justHatched: GameModule<JhState, JhAction, JhView, JhOptions> = {
  info: JH_INFO,
  game: justHatchedGame,
  rules: JH_RULES,
  solo: false,
  score: { unit: 'points', lowerIsBetter: true },
  options: jhOptions,
  check: jhCheck,
  seatCounts: { columns: LAST_EGG_COLUMNS, count: (final) => lastEggCounts(final.log, final.options.players) },
  bots: async () => (await import('./bot.js')).justHatchedBot,
  balance: async () => (await import('./balance.js')).jhBalance,
  plain: async () => (await import('./plain.js')).jhPlain,
  screen: () => import('./ui/Screen.js'),
  examples: {
    play: ['big-chicken play --players 4', 'big-chicken play --players 2 --two-player one-and-dump'],
    sim: [
      'big-chicken sim just-hatched --players 4 --games 1000 --json',
      'big-chicken sim just-hatched --bots hard,normal,normal,normal --think-ms 20',
    ],
    rules: ['big-chicken rules just-hatched', 'big-chicken rules just-hatched coops'],
  },
  review: jhReview,
  teaching: jhTeaching,
};
