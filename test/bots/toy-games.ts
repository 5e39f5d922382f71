import type { Game } from '../../src/engine/index.js';

/** A move of {@link lucky}. */
export type LuckMove = 'steady' | 'plain';

/** A state of {@link lucky}: the deal's luck (hidden from the view) and the move taken. */
export interface Luck {
  readonly luck: number | null;
  readonly pick: LuckMove | null;
}

/**
 * Luck and a little skill: seat 0 picks "steady" or "plain", then the deal decides most of the
 * reward (a luck of 0-9 tenths, drawn by resample). "steady" adds 0.05 on every deal: a gain far
 * inside the spread of the luck, but the same on each deal. Score it with {@link luckReward}.
 */
export const lucky: Game<Luck, LuckMove, Luck> = {
  id: 'clutch',
  setup: () => ({ luck: null, pick: null }),
  currentPlayer: (s) => (s.pick === null ? 0 : 'terminal'),
  legalActions: (s) => (s.pick === null ? ['plain', 'steady'] : []),
  applyAction: (s, a) => ({ ...s, pick: a }),
  playerView: (s) => ({ ...s, luck: null }),
  resample: (v, _seat, rng) => ({ ...v, luck: rng.int(10) }),
  actionToString: String,
  outcome: () => null,
};

/** Seat 0's reward in {@link lucky}: the luck, plus 0.05 for "steady". */
export const luckReward = (_root: Luck, s: Luck): number[] => [(s.luck ?? 0) / 10 + (s.pick === 'steady' ? 0.05 : 0)];
