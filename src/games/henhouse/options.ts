import { UsageError } from '../options.js';
import type { GameOptionsSpec } from '../types.js';

/** `--big-hands`: Henhouse for 3 with the full deck, for `play` and `sim`. */
export const henhouseOptions: GameOptionsSpec = {
  specs: [{ key: 'bigHands', flags: '--big-hands', description: 'for 3 players: the full deck, 20 cards each', kind: 'flag' }],
  read(values, players) {
    if (values.bigHands === undefined) return {};
    if (players !== 3) throw new UsageError('--big-hands goes only with henhouse and --players 3');
    return { bigHands: true };
  },
  words: (options) => (options.bigHands === true ? ['--big-hands'] : []),
};
