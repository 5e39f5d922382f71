import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import { clutch } from '../../../src/games/clutch/module.js';
import { sampleAction, type ClutchAction, type ClutchState } from '../../../src/games/clutch/index.js';
import { position } from './helpers.js';

const game = clutch.game;

/** Plays seed `seed` to the end with the sampler, checking a share of the turns against the listed actions. */
function playSampled(seed: number, checkEvery: number, kinds: Set<string>): ClutchState {
  let state = game.setup({ players: 1 }, seed);
  const rng = Rng.fromSeed(seed ^ 0x51);
  for (let turn = 0; game.currentPlayer(state) !== 'terminal'; turn++) {
    if (turn > 500) throw new Error(`seed ${seed}: no end after 500 actions`);
    const action = sampleAction(game.playerView(state, 0), rng);
    kinds.add(action.type === 'sacrifice' && action.take === null ? 'sacrifice-discard' : action.type);
    if (turn % checkEvery === 0 || state.phase.kind !== 'choose') expect(game.legalActions(state)).toContainEqual(action);
    state = game.applyAction(state, action, 0);
  }
  return state;
}

describe('sampleAction', () => {
  it('draws only legal actions, reaches every kind of choice, and every sampled game ends', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 1500; seed++) {
      const final = playSampled(seed, 3, kinds);
      expect(game.outcome(final)).not.toBeNull();
    }
    expect([...kinds].sort()).toEqual(['decline', 'escape', 'sacrifice', 'sacrifice-discard', 'save', 'take']);
  });

  it('prefers a take the flock can pay for over wiping it out', () => {
    // 9C costs 9×10 = 90 (6D is smaller) and 6D costs 6; with 50 chickens only 6D and JC are safe:
    // 50 − 90 < 0 wipes out, 50 − 6 = 44 survives, and a court card costs 1.
    const state = position({ spread: ['6D', '9C', 'JC'], chickens: 50 });
    const rng = Rng.fromSeed(7);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(game.actionToString(sampleAction(game.playerView(state, 0), rng)));
    expect([...seen].sort()).toEqual(['take 6D', 'take JC']);
  });

  it('takes a card it cannot afford only when nothing else is open', () => {
    // Costs: 5S is smallest, 5; 7S 70; 9S 90. With 5 chickens every take wipes out the flock
    // (5 − 5 = 0), and there is no court to sacrifice, so all three stay possible.
    const state = position({ spread: ['5S', '7S', '9S'], chickens: 5 });
    const rng = Rng.fromSeed(3);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(game.actionToString(sampleAction(game.playerView(state, 0), rng)));
    expect([...seen].sort()).toEqual(['take 5S', 'take 7S', 'take 9S']);
  });

  it('offers each sacrifice with each card of its suit, or the discard when none matches', () => {
    // QH matches 4H and 8H; KC matches nothing in the spread, so it discards the spread.
    const state = position({ spread: ['4H', '8H', '10D'], chickens: 30, court: ['QH', 'KC'] });
    const rng = Rng.fromSeed(11);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const action: ClutchAction = sampleAction(game.playerView(state, 0), rng);
      expect(game.legalActions(state)).toContainEqual(action);
      seen.add(game.actionToString(action));
    }
    // 30 − 4 = 26 survives; 8H costs 80 and 10D 100, so they are left out.
    expect([...seen].sort()).toEqual(['sacrifice KC', 'sacrifice QH take 4H', 'sacrifice QH take 8H', 'take 4H']);
  });

  it('refuses to sample once the game is over', () => {
    let state = game.setup({ players: 1 }, 5);
    const rng = Rng.fromSeed(5);
    while (game.currentPlayer(state) !== 'terminal') state = game.applyAction(state, sampleAction(game.playerView(state, 0), rng), 0);
    expect(() => sampleAction(game.playerView(state, 0), rng)).toThrow(RangeError);
  });
});
