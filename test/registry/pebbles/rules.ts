// Pebbles, a tiny game that exists only in the tests: it proves a game is its folder plus one
// registration. A pile of pebbles; in turn each player takes 1 to 3; whoever takes the last
// pebble wins. Nothing is hidden, so a view is the state itself.
import { IllegalActionError, Rng, type Game } from '../../../src/engine/index.js';
import type { PebblesAction, PebblesOptions, PebblesState, PebblesView } from './state.js';

export const pebblesGame: Game<PebblesState, PebblesAction, PebblesView, PebblesOptions> = {
  id: 'pebbles',
  setup(options, seed) {
    if (options.players < 2 || options.players > 4) throw new RangeError('Pebbles takes 2 to 4 players');
    const pile = options.pile ?? 10 + Rng.fromSeed(seed).int(11);
    return { options, pile, turn: 0, taken: Array.from({ length: options.players }, () => 0), winner: null };
  },
  currentPlayer: (s) => (s.winner === null ? s.turn : 'terminal'),
  legalActions: (s) => (s.winner === null ? ([1, 2, 3] as const).filter((n) => n <= s.pile).map((take) => ({ take })) : []),
  applyAction(s, action, seat = s.turn) {
    if (s.winner !== null) throw new IllegalActionError('the game is over');
    if (seat !== s.turn) throw new IllegalActionError('it is not your turn');
    if (![1, 2, 3].includes(action.take) || action.take > s.pile)
      throw new IllegalActionError(`you cannot take ${action.take} of ${s.pile}`);
    const pile = s.pile - action.take;
    const taken = s.taken.map((n, i) => (i === seat ? n + action.take : n));
    return { ...s, pile, taken, turn: (s.turn + 1) % s.options.players, winner: pile === 0 ? seat : null };
  },
  playerView: (s) => s,
  resample: (v) => v,
  actionToString: (a) => `take ${a.take}`,
  outcome: (s) =>
    s.winner === null ? null : { winners: [s.winner], scores: [...s.taken], rounds: 1, summary: `Seat ${s.winner} takes the last pebble.` },
};

/** Whether the player to move with `pile` pebbles left can force a win: unless the pile is a multiple of 4. */
export function winning(pile: number): boolean {
  return pile % 4 !== 0;
}
