// The whole of the test-only game Pebbles as the registry sees it: the same GameModule shape
// as the real games, with its own option, check, bot, rules text and screen.
import { UsageError, type AnyModule, type GameModule } from '../../../src/games/index.js';
import { pebblesGame, winning, type PebblesAction, type PebblesOptions, type PebblesState, type PebblesView } from './game.js';

const best = (view: PebblesView): PebblesAction => ({ take: (winning(view.pile) ? view.pile % 4 : 1) as 1 | 2 | 3 });

const module: GameModule<PebblesState, PebblesAction, PebblesView, PebblesOptions> = {
  info: {
    id: 'pebbles',
    title: 'Pebbles',
    shortTitle: 'Pebbles',
    aliases: ['stones'],
    minPlayers: 2,
    maxPlayers: 4,
    defaultPlayers: 2,
    summary: 'Take 1 to 3; the last pebble wins',
  },
  game: pebblesGame,
  rules: [
    { topic: 'setup', title: 'Setting up', paragraphs: [{ text: 'A pile of 10 to 20 pebbles, or as many as --pile says.' }] },
    {
      topic: 'turn',
      title: 'A turn',
      paragraphs: [{ text: 'Take 1, 2 or 3 pebbles. Whoever takes the last one wins.' }, { text: 'Nobody may pass.', ruling: 'ours' }],
    },
  ],
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
  bots: async () => (level) =>
    level === 'easy'
      ? { level, choose: (_view, legal, rng) => rng.pick(legal) }
      : { level, choose: (view, legal) => legal.find((a) => a.take === best(view).take) ?? (legal[0] as PebblesAction) },
  screen: () => import('./PebblesScreen.js'),
  examples: {
    play: ['big-chicken play pebbles --pile 12'],
    sim: ['big-chicken sim pebbles --games 50'],
    rules: ['big-chicken rules pebbles'],
  },
};

/** Pebbles, ready for `registerGame`. */
export const pebbles = module as AnyModule;
