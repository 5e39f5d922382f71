import { describe, expect, it } from 'vitest';
import { IllegalActionError, playGame, randomBot, replay, Rng } from '../../../src/engine/index.js';
import { clutch } from '../../../src/games/clutch/module.js';
import { fullDeck, previewChoice, type ClutchAction, type ClutchState, type ClutchView } from '../../../src/games/clutch/index.js';

const game = clutch.game;
const options = { players: 1 } as const;
const SEEDS = Array.from({ length: 300 }, (_, i) => i * 7919 + 1);

function allCards(s: ClutchState): string[] {
  return [...s.deck, ...s.aside, ...s.spread, ...s.discard, ...s.court, ...s.crypt, ...(s.previous === null ? [] : [s.previous])];
}

/**
 * Half the games pick uniformly; the other half play frugally (no losing choice when another
 * exists, often the cheapest), which lives long enough to reach reshuffles, saves and escapes.
 */
function choose(state: ClutchState, legal: readonly ClutchAction[], rng: Rng, frugal: boolean): ClutchAction {
  if (!frugal) return rng.pick(legal);
  const previews = legal.map((a) => previewChoice(state, a));
  const safe = previews.filter((p) => p.loses === null);
  const pool = safe.length > 0 ? safe : previews;
  const cheapest = Math.min(...pool.map((p) => p.cost));
  return (rng.chance(0.5) ? rng.pick(pool) : rng.pick(pool.filter((p) => p.cost === cheapest))).action;
}

/** Plays a seeded game and checks every invariant after every step. */
function playChecked(seed: number): { final: ClutchState; steps: number; actions: ClutchAction[]; phases: Set<string> } {
  let state = game.setup(options, seed);
  const rng = Rng.fromSeed(seed + 1);
  const actions: ClutchAction[] = [];
  const phases = new Set<string>();
  for (;;) {
    phases.add(state.phase.kind);
    const cards = allCards(state);
    expect(cards.length).toBe(52);
    expect(new Set(cards).size).toBe(52);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    if (game.currentPlayer(state) === 'terminal') {
      expect(game.legalActions(state)).toEqual([]);
      expect(game.outcome(state)).not.toBeNull();
      return { final: state, steps: actions.length, actions, phases };
    }
    expect(state.chickens).toBeGreaterThan(0);
    expect(game.playerView(state, 0).chickens).toBeGreaterThan(0);
    expect(game.outcome(state)).toBeNull();
    const legal = game.legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    const keys = legal.map(game.actionToString);
    expect(new Set(keys).size).toBe(keys.length);
    if (state.phase.kind === 'choose') {
      expect(state.spread.length).toBe(3);
      expect([...state.spread]).toEqual([...state.spread].sort((a, b) => rank(a) - rank(b) || 0));
    }
    const view = game.playerView(state, 0);
    expect(view).not.toHaveProperty('deck');
    expect(view).not.toHaveProperty('aside');
    expect(view).not.toHaveProperty('rng');
    const before = JSON.stringify(state);
    const action = choose(state, legal, rng, seed % 2 === 1);
    const next = game.applyAction(state, action);
    expect(JSON.stringify(state)).toBe(before);
    actions.push(action);
    state = next;
  }
}

function rank(card: string): number {
  return ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(card.slice(0, -1));
}

describe('clutch conformance over seeded random games', () => {
  it('conserves the 52 cards, keeps chickens above 0 while playing, and ends', () => {
    let longest = 0;
    const endings = new Set<string>();
    const reached = new Set<string>();
    for (const seed of SEEDS) {
      const { final, steps, phases } = playChecked(seed);
      for (const p of phases) reached.add(p);
      longest = Math.max(longest, steps);
      if (final.phase.kind === 'over') {
        endings.add(`${final.phase.outcome}:${final.phase.cause}`);
      }
    }
    // Across 300 deals the three ways to lose and both Jack decisions all come up.
    expect(endings).toContain('lost:cost');
    expect(endings).toContain('lost:spades');
    expect(endings).toContain('lost:aside');
    expect(reached).toContain('save');
    expect(reached).toContain('escape');
    expect(longest).toBeGreaterThan(20);
  });

  it('is deterministic: the same seed and actions give the same state, and replay agrees', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const a = playGame(game, options, [randomBot<ClutchView, ClutchAction>()], seed);
      const b = playGame(game, options, [randomBot<ClutchView, ClutchAction>()], seed);
      expect(b.steps).toEqual(a.steps);
      expect(b.final).toEqual(a.final);
      expect(replay(game, options, seed, a.steps)).toEqual(a.final);
      expect(a.outcome?.scores).toEqual([a.final.chickens]);
      expect(a.outcome?.rounds).toBe(1);
      expect(a.outcome?.winners).toEqual(a.final.phase.kind === 'over' && a.final.phase.outcome === 'won' ? [0] : []);
    }
  });

  it('deals 12 cards to the deck and 40 aside, then the first spread of 3', () => {
    const s = game.setup(options, 42);
    expect(s.chickens).toBe(100);
    expect(s.deck.length).toBe(9);
    expect(s.aside.length).toBe(40);
    expect(s.spread.length).toBe(3);
    expect(new Set(allCards(s))).toEqual(new Set(fullDeck()));
  });

  it('refuses other player counts and other seats', () => {
    expect(() => game.setup({ players: 2 } as unknown as typeof options, 1)).toThrow(RangeError);
    const s = game.setup(options, 1);
    expect(() => game.applyAction(s, game.legalActions(s)[0] as ClutchAction, 1)).toThrow(IllegalActionError);
  });

  it('throws a readable IllegalActionError for actions the rules refuse', () => {
    const s = game.setup(options, 3);
    const notInSpread = fullDeck().find((c) => !s.spread.includes(c)) as string;
    expect(() => game.applyAction(s, { type: 'take', card: notInSpread })).toThrow(/not in the spread/);
    expect(() => game.applyAction(s, { type: 'sacrifice', court: 'KS', take: null })).toThrow(/not in your court/);
    expect(() => game.applyAction(s, { type: 'decline' })).toThrow(IllegalActionError);
    expect(() => game.applyAction(s, { type: 'save', cards: [] })).toThrow(IllegalActionError);
  });

  it('views do not depend on the order or contents of the deck and aside pile', () => {
    const rng = Rng.fromSeed(5);
    for (const seed of SEEDS.slice(0, 30)) {
      const s = game.setup(options, seed);
      const hidden = rng.shuffle([...s.deck, ...s.aside]);
      const other: ClutchState = { ...s, deck: hidden.slice(0, s.deck.length), aside: hidden.slice(s.deck.length) };
      expect(game.playerView(other, 0)).toEqual(game.playerView(s, 0));
    }
  });

  it('resample gives a full state consistent with the view', () => {
    const rng = Rng.fromSeed(9);
    for (const seed of SEEDS.slice(0, 30)) {
      const { final, actions } = playChecked(seed);
      // Check a mid-game state: replay half of the actions.
      const mid = replay(game, options, seed, actions.slice(0, Math.floor(actions.length / 2)).map((action) => ({ seat: 0, action })));
      const view = game.playerView(mid, 0);
      const sample = game.resample(view, 0, rng);
      expect(game.playerView(sample, 0)).toEqual(view);
      expect(new Set(allCards(sample)).size).toBe(52);
      expect(game.legalActions(sample)).toEqual(game.legalActions(mid));
      expect(final).toBeDefined();
    }
  });
});
