// What the command line knows of A Clutch of Chickens before loading it (src/games/catalog.ts):
// its names, options and help, each the object module.ts holds too, and how to load the rest.
import type { GameCheckHelp, GameEntry } from '../types.js';
import { START_CHICKENS } from './flock.js';
import { CLUTCH_INFO } from './info.js';

/** The largest population `--chickens` accepts; a real game is decided long before. */
const MAX_CHICKENS = 1_000_000_000;
/** The aside pile holds 40 cards at the start and only shrinks. */
export const MAX_ASIDE = 40;

/** `check clutch`'s summary, options and examples (check-command.ts adds the answer). */
export const CLUTCH_CHECK_HELP: GameCheckHelp = {
  summary: 'what a choice does to the flock (exit 1 when it loses the game)',
  options: [
    { key: 'spread', flags: '--spread <cards>', description: 'the three cards of the spread', kind: 'text' },
    { key: 'take', flags: '--take <card>', description: 'the card taken', kind: 'text' },
    { key: 'sacrifice', flags: '--sacrifice <card>', description: 'the court card sacrificed', kind: 'text' },
    {
      key: 'chickens',
      flags: '--chickens <n>',
      description: `population before the choice (default ${START_CHICKENS})`,
      kind: 'integer',
      min: 1,
      max: MAX_CHICKENS,
    },
    { key: 'court', flags: '--court <cards>', description: 'court cards held (default none)', kind: 'text' },
    { key: 'previous', flags: '--previous <card>', description: 'the previous number card (default none)', kind: 'text' },
    {
      key: 'aside',
      flags: '--aside <n>',
      description: `cards left in the aside pile (default ${MAX_ASIDE})`,
      kind: 'integer',
      min: 0,
      max: MAX_ASIDE,
    },
  ],
  examples: ['big-chicken check clutch --spread "3H 7S QD" --take 7S --chickens 250'],
};

export const CLUTCH_ENTRY: GameEntry = {
  info: CLUTCH_INFO,
  solo: true,

  check: CLUTCH_CHECK_HELP,
  shortcut: { name: 'clutch', examples: ['big-chicken clutch', 'big-chicken clutch --seed 18', 'big-chicken clutch --watch --speed fast'] },
  examples: {
    play: ['big-chicken play clutch --watch --speed fast'],
    sim: ['big-chicken sim clutch --games 5000 --bots normal'],
  },
  loadRules: async () => (await import('./rules-text.js')).CLUTCH_RULES,
  load: async () => (await import('./module.js')).clutch,
};
