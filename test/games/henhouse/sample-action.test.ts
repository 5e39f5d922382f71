import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import {
  actionToString,
  applyAction,
  legalActions,
  playerView,
  sampleAction,
  setup,
  type HenhouseAction,
  type HenhouseOptions,
  type HenhouseState,
} from '../../../src/games/henhouse/index.js';
import { table } from './helpers.js';

/** What kind of action it is, for counting which kinds the sampler reaches. */
function kindOf(state: HenhouseState, action: HenhouseAction): string {
  if (action.type === 'pass') return 'pass';
  if (action.vermin) return action.vermin;
  const lead = state.trick.current === null ? 'lead' : 'follow';
  const n = action.cards.length;
  const ranks = action.cards.map((c) => Number(c.slice(-1)));
  const wild = action.cards.some((c) => c.startsWith('*')) ? '+wild' : '';
  let shape = 'single';
  if (n > 1 && ranks.every((r) => r === ranks[0])) shape = `set${n}`;
  else if (n > 1 && ranks.every((r, i) => i === 0 || r === (ranks[i - 1] as number) + 1)) shape = `run${n}`;
  else if (n === 4) shape = 'henhouse';
  return `${lead}:${shape}${wild}`;
}

/**
 * Plays a whole game choosing every action with sampleAction. Every `checkEvery`-th turn the
 * action is looked up in the full legal list (listing is slow, so not every turn).
 */
function playSampled(options: HenhouseOptions, seed: number, checkEvery: number, kinds: Set<string>): HenhouseState {
  let state = setup(options, seed);
  const rng = Rng.fromSeed(seed * 7 + 1);
  for (let turn = 0; !state.over; turn++) {
    if (turn > 5000) throw new Error(`seed ${seed}: no end after 5000 turns`);
    const action = sampleAction(playerView(state, state.turn), rng);
    if (turn % checkEvery === 0) {
      const legal = new Set(legalActions(state).map(actionToString));
      expect(legal.has(actionToString(action)), `seed ${seed} turn ${turn}: ${actionToString(action)}`).toBe(true);
    }
    kinds.add(kindOf(state, action));
    state = applyAction(state, action);
  }
  return state;
}

describe('Henhouse sampleAction', () => {
  it('draws only legal actions, and games played with it end, at every table size', () => {
    const tables: HenhouseOptions[] = [{ players: 3 }, { players: 3, bigHands: true }, { players: 4 }, { players: 5 }];
    const kinds = new Set<string>();
    for (const options of tables) {
      for (let seed = 1; seed <= 6; seed++) {
        const end = playSampled(options, seed, 3, kinds);
        expect(end.over).toBe(true);
        expect(end.results).toHaveLength(4);
      }
    }
    // Every kind of play is reached: each lead shape, following with a Henhouse, vermin, passing.
    for (const k of [
      'lead:single',
      'lead:set2',
      'lead:set3',
      'lead:run2',
      'lead:run3',
      'lead:run4',
      'lead:henhouse',
      'follow:single',
      'follow:henhouse',
      'skunk',
      'fox',
      'snake',
      'pass',
    ]) {
      expect(kinds, k).toContain(k);
    }
    expect([...kinds].some((k) => k.endsWith('+wild'))).toBe(true);
  });

  it('reaches every legal action of a small position', () => {
    // Seat 1 holds BC3 BC4 and only the wild chicken, facing a single BC2. Legal: BC3, BC4,
    // *C=BC3..*C=BC9 and *C=WC3..*C=WC9 (7 ranks above 2, in either colour), or pass:
    // 2 + 2 × 7 + 1 = 17.
    const state = table({
      hands: ['WE5 WE6', 'BC3 BC4', 'BE7 BE8'],
      turn: 1,
      wilds: [
        { C: false, E: false },
        { C: true, E: false },
        { C: false, E: false },
      ],
      pile: { cards: 'BC2', by: 0 },
    });
    const legal = legalActions(state).map(actionToString);
    expect(legal).toHaveLength(17);
    const rng = Rng.fromSeed(5);
    const seen = new Set<string>();
    const view = playerView(state, 1);
    for (let i = 0; i < 600; i++) seen.add(actionToString(sampleAction(view, rng)));
    expect([...seen].sort()).toEqual([...legal].sort());
  });

  it('tries every shape a single 1 leaves open: nine singles and eight Henhouses', () => {
    // A brown card at each rank and both wilds: a single of any rank (a wild stands for it), and a
    // Henhouse at every top rank from 2 (two cards it lacks, the two wilds): 9 + 8 shapes.
    const state = table({
      hands: ['WE5', 'BC1 BE2 BC3 BE4 BC5 BE6 BC7 BE8 BC9', 'WE9'],
      turn: 1,
      pile: { cards: 'BE1', by: 0 },
    });
    const legal = new Set(legalActions(state).map(actionToString));
    const rng = Rng.fromSeed(8);
    const view = playerView(state, 1);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const drawn = actionToString(sampleAction(view, rng));
      expect(legal.has(drawn), drawn).toBe(true);
      seen.add(drawn);
    }
    // Henhouses of every top rank from 2 to 9 among the draws, and singles of every rank.
    const henhouseTops = new Set([...seen].filter((a) => a.split(' ').length === 4 && !a.includes(':')).map((a) => a.slice(-1)));
    expect([...henhouseTops].sort()).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    const singles = new Set([...seen].filter((a) => a !== 'pass' && a.split(' ').length === 1).map((a) => a.slice(-1)));
    expect(singles.size).toBe(8);
  });

  it('refuses a view whose seat is not on turn', () => {
    const state = setup({ players: 4 }, 3);
    const other = (state.turn + 1) % 4;
    expect(() => sampleAction(playerView(state, other), Rng.fromSeed(1))).toThrow(/turn/);
  });
});
