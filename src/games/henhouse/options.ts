import { UsageError } from '../options.js';
import type { GameOptionsSpec } from '../types.js';

/** The players of the big-hands variant: it is Henhouse for 3 with the full deck. */
export const BIG_HANDS_PLAYERS = 3;

/**
 * `--big-hands` with `players` (undefined: not given): the refusal when they disagree, for
 * `play`, `sim` and `check` alike.
 */
export function bigHandsProblem(players: number | undefined): UsageError | null {
  return players === undefined || players === BIG_HANDS_PLAYERS
    ? null
    : new UsageError(
        `--big-hands is the ${BIG_HANDS_PLAYERS}-player variant: give --players ${BIG_HANDS_PLAYERS} or leave --players out, not ${players}`,
      );
}

/** `--big-hands`: Henhouse for 3 with the full deck, for `play` and `sim`; it sets the table at 3 when --players is not given. */
export const henhouseOptions: GameOptionsSpec = {
  specs: [{ key: 'bigHands', flags: '--big-hands', description: '3 players with the full deck, 20 cards each', kind: 'flag' }],
  impliedPlayers: (values) => (values.bigHands === undefined ? undefined : BIG_HANDS_PLAYERS),
  read(values, players) {
    if (values.bigHands === undefined) return {};
    const problem = bigHandsProblem(players);
    if (problem) throw problem;
    return { bigHands: true };
  },
  words: (options) => (options.bigHands === true ? ['--big-hands'] : []),
};
