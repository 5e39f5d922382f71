// The whole of the test-only game Pebbles as the registry sees it: the same GameModule shape
// as the real games, with its own option, check, rules text, and its bot (bot.ts) and screen
// (ui/Screen.tsx) imported lazily, as a game's folder in src/games/ has them.
import { UsageError, type AnyModule, type GameModule } from '../../../src/games/index.js';
import { PEBBLES_INFO } from './info.js';
import { pebblesGame, winning } from './rules.js';
import { PEBBLES_RULES } from './rules-text.js';
import type { PebblesAction, PebblesOptions, PebblesState, PebblesView } from './state.js';

const module: GameModule<PebblesState, PebblesAction, PebblesView, PebblesOptions> = {
  info: PEBBLES_INFO,
  game: pebblesGame,
  rules: PEBBLES_RULES,
  solo: false,
  score: { unit: 'pebbles', lowerIsBetter: false },
  options: {
    specs: [{ key: 'pile', flags: '--pile <n>', description: 'pebbles at the start', kind: 'integer', min: 1, max: 40 }],
    read(values, players) {
      if (values.pile !== undefined && (values.pile as number) < players) throw new UsageError('--pile needs at least a pebble a player');
      return values.pile === undefined ? {} : { pile: values.pile };
    },
    words: (options) => (typeof options.pile === 'number' ? ['--pile', String(options.pile)] : []),
  },
  check: {
    summary: 'whether the player to move can force a win',
    subject: { name: 'pile', description: 'pebbles left' },
    options: [{ key: 'grab', flags: '--grab <n>', description: 'pebbles taken now', kind: 'integer', min: 1, max: 3 }],
    examples: ['big-chicken check pebbles 7 --grab 3'],
    answer(subject, values) {
      const pile = Number(subject);
      if (!Number.isInteger(pile) || pile < 1) throw new UsageError('check pebbles needs the pile, e.g. big-chicken check pebbles 7');
      const grab = values.grab as number | undefined;
      if (grab === undefined) {
        const yes = winning(pile);
        return {
          ok: yes,
          verdict: `${yes ? 'yes' : 'no'}: ${pile} pebbles ${yes ? 'can' : 'cannot'} be won.`,
          reason: '',
          json: { pile, winning: yes },
        };
      }
      const left = pile - grab;
      const yes = left === 0 || (left > 0 && !winning(left));
      return {
        ok: yes,
        verdict: `${yes ? 'yes' : 'no'}: taking ${grab} of ${pile} ${yes ? 'wins' : 'does not force a win'}.`,
        reason: '',
        json: { pile, grab, winning: yes },
      };
    },
  },
  bots: async () => (await import('./bot.js')).pebblesBot,
  screen: () => import('./ui/Screen.js'),
  examples: {
    play: ['big-chicken play pebbles --pile 12'],
    sim: ['big-chicken sim pebbles --games 50'],
    rules: ['big-chicken rules pebbles'],
  },
};

/** Pebbles, ready for `registerGame`. */
export const pebbles = module as AnyModule;
