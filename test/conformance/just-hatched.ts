import { expect } from 'vitest';
import type { Rng } from '../../src/engine/index.js';
import {
  deckFor,
  discardOf,
  duckStandIns,
  handCard,
  handOf,
  handsOf,
  justHatchedGame,
  multiplier,
  runOf,
  sortLaid,
  stockOf,
  type JhAction,
  type JhOptions,
  type JhState,
} from '../../src/games/just-hatched/index.js';
import type { ConformanceAdapter } from './adapter.js';
import { CONFIGS } from '../games/just-hatched/helpers.js';

/** A random selection from the hand as a lay, allowed or not; and a Cluck. */
function probes(s: JhState, rng: Rng): JhAction[] {
  const hand = [...handOf(s, s.turn)];
  if (s.phase !== 'play' || hand.length === 0) return [{ type: 'cluck' }];
  const size = Math.min(hand.length, 1 + rng.int(5));
  const cards = rng
    .shuffle(hand)
    .slice(0, size)
    .map((c) => (c === 'D' ? `D=${rng.pick(duckStandIns())}` : c));
  const coop = s.options.players > 2 && size >= 4 ? { coop: rng.pick(['flip', 'skip'] as const) } : {};
  return [{ type: 'lay', cards: sortLaid(cards), ...coop }, { type: 'cluck' }];
}

/** Just Hatched: every table size, both two-player variants. */
export const justHatchedConformance: ConformanceAdapter<JhState, JhAction, JhOptions> = {
  tables: CONFIGS,
  games: 10,
  every: 6,
  cards: (s) => [...handsOf(s).flat(), ...runOf(s).flatMap((l) => l.cards.map(handCard)), ...discardOf(s), ...stockOf(s)],
  deck: (o) => deckFor(o.players),
  hidden: ['held', 'hands', 'stock', 'discard', 'rng'],
  probes,
  finished: (s) => {
    // Five rounds; in each exactly one seat went out, and points are cards × multiplier + penalty.
    expect(s.scores).toHaveLength(5);
    for (const table of s.scores) {
      expect(table.filter((r) => r.cards === 0)).toHaveLength(1);
      for (const r of table) expect(r.points).toBe(r.cards * multiplier(r.cards) + r.penalty);
    }
    const totals = s.scores.reduce((t, table) => t.map((x, i) => x + table[i]!.points), new Array<number>(s.options.players).fill(0));
    const out = justHatchedGame.outcome(s);
    expect(out?.scores).toEqual(totals);
    expect(out?.winners).toHaveLength(1);
    expect(totals[out!.winners[0]!]).toBe(Math.min(...totals));
  },
};
