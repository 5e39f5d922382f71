// What the command line knows of Henhouse before loading it (src/games/catalog.ts):
// its names, options and help, each the object module.ts holds too, and how to load the rest.
import type { GameCheckHelp, GameEntry } from '../types.js';
import { layCheckBasics } from '../check-kit.js';
import { VERMIN } from './vermin.js';
import { HENHOUSE_INFO } from './info.js';
import { henhouseOptions } from './options.js';

const basics = layCheckBasics(HENHOUSE_INFO);

/** `check henhouse`'s summary, options and examples (check-command.ts adds the answer). */
export const HENHOUSE_CHECK_HELP: GameCheckHelp = {
  summary: 'a play: legal, goes on --on; --hand: its plays; --left: a score',
  subject: basics.subject,
  options: [
    ...basics.options,
    { key: 'bigHands', flags: '--big-hands', description: 'the 3-player variant with the full deck', kind: 'flag' },
    { key: 'vermin', flags: '--vermin <vermin>', description: 'play with a vermin', kind: 'choice', choices: VERMIN },
    { key: 'remove', flags: '--remove <card>', description: 'the card a fox or snake takes out of the --on combination', kind: 'text' },
    {
      key: 'hand',
      flags: '--hand <cards>',
      description: 'list every play from these cards (wilds held as *C, *E) on --on, or every lead',
      kind: 'text',
    },
    {
      key: 'left',
      flags: '--left <cards>',
      description: 'the round score of the cards left in hand (or their count, where the game allows; wilds as *C, *E)',
      kind: 'text',
    },
    { key: 'taken', flags: '--taken <n>', description: 'with --left: vermin that player took this round', kind: 'integer', min: 0, max: 6 },
  ],
  examples: [
    'big-chicken check henhouse "BC3 BC4 BC5" --on "WE4 WE5 WE6" --vermin skunk',
    'big-chicken check henhouse "WE8 WE9" --players 3 --big-hands',
    'big-chicken check henhouse --hand "BC3 BC4 *E" --on WE4 WE5 WE6 --vermin skunk',
    'big-chicken check henhouse --left "BC3 WE5 *C" --players 4',
  ],
};

export const HENHOUSE_ENTRY: GameEntry = {
  info: HENHOUSE_INFO,
  solo: false,
  options: henhouseOptions,
  check: HENHOUSE_CHECK_HELP,
  examples: {
    play: ['big-chicken play henhouse --players 5 --seed 42'],
    sim: ['big-chicken sim henhouse --players 4 --bots normal,easy,easy,easy --json'],
    rules: ['big-chicken rules henhouse vermin | less'],
  },
  loadRules: async () => (await import('./rules-text.js')).HENHOUSE_RULES,
  load: async () => (await import('./module.js')).henhouse,
};
