import { expect } from 'vitest';
import type { Rng } from '../../src/engine/index.js';
import {
  clutchGame,
  fullDeck,
  previewChoice,
  type ClutchAction,
  type ClutchOptions,
  type ClutchState,
} from '../../src/games/clutch/index.js';
import type { ConformanceAdapter } from './adapter.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const rank = (card: string): number => RANKS.indexOf(card.slice(0, -1));

/**
 * Half the games pick uniformly; the other half play frugally (no losing choice when another
 * exists, often the cheapest), which lives long enough to reach reshuffles, saves and escapes.
 */
function choose(state: ClutchState, legal: readonly ClutchAction[], rng: Rng, game: number): ClutchAction {
  if (game % 2 === 0) return rng.pick(legal);
  const previews = legal.map((a) => previewChoice(state, a));
  const safe = previews.filter((p) => p.loses === null);
  const pool = safe.length > 0 ? safe : previews;
  const cheapest = Math.min(...pool.map((p) => p.cost));
  return (rng.chance(0.5) ? rng.pick(pool) : rng.pick(pool.filter((p) => p.cost === cheapest))).action;
}

/** A card outside the spread, a court card not held, and the choices of other phases. */
function probes(s: ClutchState, rng: Rng): ClutchAction[] {
  const outside = fullDeck().filter((c) => !s.spread.includes(c));
  return [
    { type: 'take', card: rng.pick(outside) },
    ...(s.spread.length > 0 ? [{ type: 'take', card: rng.pick(s.spread) } as const] : []),
    { type: 'sacrifice', court: 'KS', take: null },
    { type: 'decline' },
    { type: 'save', cards: [] },
  ];
}

const endings = new Set<string>();
const phases = new Set<string>();

/** A Clutch of Chickens: one seat; many deals, as each is short. */
export const clutchConformance: ConformanceAdapter<ClutchState, ClutchAction, ClutchOptions> = {
  tables: [{ players: 1 }],
  games: 300,
  cards: (s) => [...s.deck, ...s.aside, ...s.spread, ...s.discard, ...s.court, ...s.crypt, ...(s.previous === null ? [] : [s.previous])],
  deck: () => fullDeck(),
  hidden: ['deck', 'aside', 'rng'],
  probes,
  choose,
  invariant: (s) => {
    phases.add(s.phase.kind);
    if (s.phase.kind === 'over') return;
    if (!(s.chickens > 0)) expect(s.chickens).toBeGreaterThan(0);
    if (s.phase.kind === 'choose') {
      expect(s.spread).toHaveLength(3);
      expect([...s.spread]).toEqual([...s.spread].sort((a, b) => rank(a) - rank(b)));
    }
  },
  finished: (s) => {
    if (s.phase.kind === 'over') endings.add(`${s.phase.outcome}:${s.phase.cause}`);
    const won = s.phase.kind === 'over' && s.phase.outcome === 'won';
    const out = clutchGame.outcome(s);
    expect(out?.scores).toEqual([s.chickens]);
    expect(out?.winners).toEqual(won ? [0] : []);
    expect(out?.rounds).toBe(1);
  },
  covered: () => {
    // Across 300 deals the three ways to lose and both Jack decisions all come up.
    for (const e of ['lost:cost', 'lost:spades', 'lost:aside']) expect(endings).toContain(e);
    for (const p of ['save', 'escape']) expect(phases).toContain(p);
  },
};
