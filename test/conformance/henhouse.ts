import { expect } from 'vitest';
import type { Rng } from '../../src/engine/index.js';
import {
  deckFor,
  handOf,
  henhouseGame,
  playedThisRound,
  type HenhouseAction,
  type HenhouseOptions,
  type HenhouseState,
  undealtOf,
} from '../../src/games/henhouse/index.js';
import type { ConformanceAdapter } from './adapter.js';

/** A card this player does not hold, a card they do, and a pass (refused when leading). */
function probes(s: HenhouseState, rng: Rng): HenhouseAction[] {
  const seat = s.turn;
  const hand = handOf(s, seat);
  const deck = deckFor(s.options.players, s.options.bigHands ?? false);
  const notHeld = deck.find((c) => !hand.includes(c));
  const out: HenhouseAction[] = [{ type: 'pass' }];
  if (notHeld) out.push({ type: 'play', cards: [notHeld] });
  if (hand.length > 0) out.push({ type: 'play', cards: [rng.pick(hand)] });
  return out;
}

/** Henhouse: three to five players, and three with big hands. */
export const henhouseConformance: ConformanceAdapter<HenhouseState, HenhouseAction, HenhouseOptions> = {
  tables: [{ players: 3 }, { players: 4 }, { players: 5 }, { players: 3, bigHands: true }],
  games: 6,
  every: 2,
  cards: (s) => [...s.packedHands.flatMap((_, seat) => handOf(s, seat)), ...undealtOf(s), ...playedThisRound(s)],
  deck: (o) => deckFor(o.players, o.bigHands ?? false),
  hidden: ['packedHands', 'packedUndealt', 'rng'],
  probes,
  invariant: (s) => {
    // Vermin are conserved: two of each, on the table or in front of someone.
    for (const v of ['skunk', 'fox', 'snake'] as const) {
      const taken = s.taken.flat().filter((t) => t === v).length;
      if (s.table[v] + taken !== 2) expect(s.table[v] + taken).toBe(2);
    }
  },
  finished: (s) => {
    expect(s.results).toHaveLength(4);
    const sums = s.totals.map((_, seat) => s.results.reduce((t, r) => t + (r.points[seat] as number), 0));
    expect(s.totals).toEqual(sums);
    const out = henhouseGame.outcome(s);
    expect(out?.scores).toEqual(sums);
    expect(out?.winners.every((w) => sums[w] === Math.min(...sums))).toBe(true);
  },
};
