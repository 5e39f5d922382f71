import { UsageError } from '../options.js';
import type { GameOptionsSpec } from '../types.js';

const VERSIONS = ['both-hands', 'one-and-dump'] as const;

/** `--two-player`: the 2-player version, for `play` and `sim`; a 2-player table defaults to both hands. */
export const jhOptions: GameOptionsSpec = {
  specs: [
    {
      key: 'twoPlayer',
      flags: '--two-player <version>',
      description: 'the version for 2 players (default both-hands)',
      kind: 'choice',
      choices: VERSIONS,
    },
  ],
  read(values, players) {
    if (values.twoPlayer !== undefined && players !== 2) throw new UsageError('--two-player goes only with just-hatched and --players 2');
    return players === 2 ? { twoPlayer: values.twoPlayer ?? 'both-hands' } : {};
  },
  words: (options) => (typeof options.twoPlayer === 'string' ? ['--two-player', options.twoPlayer] : []),
};
