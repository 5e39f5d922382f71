// What the command line knows of BIG CHICKEN: Just Hatched before loading it (src/games/catalog.ts):
// its names, options and help, each the object module.ts holds too, and how to load the rest.
import type { GameCheckHelp, GameEntry } from '../types.js';
import { layCheckBasics } from '../check-kit.js';
import { JH_INFO } from './info.js';
import { jhOptions } from './options.js';

const basics = layCheckBasics(JH_INFO);

/** `check just-hatched`'s summary, options and examples (check-command.ts adds the answer). */
export const JH_CHECK_HELP: GameCheckHelp = {
  summary: 'a lay: legal, beats --on; also --hand, --left and --seat',
  subject: basics.subject,
  options: [
    ...basics.options,
    { key: 'hand', flags: '--hand <cards>', description: 'list every lay from these cards that beats --on (or leads)', kind: 'text' },
    {
      key: 'left',
      flags: '--left <n|cards>',
      description: 'the round score of the cards left in hand (or their count, where the game allows; wilds as *C, *E)',
      kind: 'text',
    },
    {
      key: 'penalty',
      flags: '--penalty <n>',
      description: 'penalty points added after the multiplier (with --left)',
      kind: 'integer',
      min: 0,
      max: 999,
    },
    {
      key: 'roundScores',
      flags: '--round-scores <points>',
      description: 'points per seat, rounds split by "/", this round last: names the Good and Bad Egg (needs --players)',
      kind: 'text',
    },
    {
      key: 'seat',
      flags: '--seat <s>',
      description: 'with a lay: the seat laying it (0 up, clockwise; needs --players)',
      kind: 'integer',
      min: 0,
      max: 5,
    },
    {
      key: 'direction',
      flags: '--direction <way>',
      description: 'with --seat: the way play goes (default cluckwise)',
      kind: 'choice',
      choices: ['cluckwise', 'counter'],
    },
    { key: 'out', flags: '--out', description: 'with --seat: the lay is the last cards of that hand', kind: 'flag' },
    {
      key: 'coop',
      flags: '--coop <effect>',
      description: "with --seat: a Coop's choice (default both)",
      kind: 'choice',
      choices: ['flip', 'skip'],
    },
  ],
  examples: [
    'big-chicken check just-hatched "O7 Y7" --on "B7 G7"',
    'big-chicken check just-hatched RC --on "G9 Y9 O9 B9"',
    'big-chicken check just-hatched --hand "O7 Y7 B8" --on G7',
    'big-chicken check just-hatched --left 7 --penalty 2',
    'big-chicken check just-hatched --players 4 --round-scores "3 0 8 8 / 0 5 4 4"',
    'big-chicken check just-hatched D=O7 --players 4 --seat 2 --direction counter',
  ],
};

export const JH_ENTRY: GameEntry = {
  info: JH_INFO,
  solo: false,
  options: jhOptions,
  check: JH_CHECK_HELP,
  examples: {
    play: ['big-chicken play --players 4', 'big-chicken play --players 2 --two-player one-and-dump'],
    sim: [
      'big-chicken sim just-hatched --players 4 --games 1000 --json',
      'big-chicken sim just-hatched --bots hard,normal,normal,normal --think-ms 20',
    ],
    rules: ['big-chicken rules just-hatched', 'big-chicken rules just-hatched coops'],
  },
  loadRules: async () => (await import('./rules-text.js')).JH_RULES,
  load: async () => (await import('./module.js')).justHatched,
};
