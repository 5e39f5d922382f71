import { describe, expect, it } from 'vitest';
import { IllegalActionError, playGame, randomBot, replay, Rng } from '../../../src/engine/index.js';
import {
  actionToString,
  deckFor,
  explainPlay,
  henhouseGame as game,
  playedThisRound,
  type HenhouseAction,
  type HenhouseOptions,
  type HenhouseState,
} from '../../../src/games/henhouse/index.js';

const TABLES: readonly HenhouseOptions[] = [{ players: 3 }, { players: 4 }, { players: 5 }, { players: 3, bigHands: true }];
const SEEDS = [11, 12, 13];

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

function checkState(state: HenhouseState, rng: Rng): void {
  const { players, bigHands } = state.options;
  // Cards are conserved: hands + undealt + played this round make the table's deck.
  expect(sorted([...state.hands.flat(), ...state.undealt, ...playedThisRound(state)])).toEqual(sorted(deckFor(players, bigHands)));
  // Vermin are conserved: two of each, on the table or in front of someone.
  for (const v of ['skunk', 'fox', 'snake'] as const) {
    expect(state.table[v] + state.taken.flat().filter((t) => t === v).length).toBe(2);
  }
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  const current = game.currentPlayer(state);
  if (current === 'terminal') {
    expect(game.legalActions(state)).toEqual([]);
    return;
  }
  expect(state.out).not.toContain(current);
  const legal = game.legalActions(state);
  expect(legal.length).toBeGreaterThan(0);
  const names = legal.map(actionToString);
  expect(new Set(names).size).toBe(names.length);
  for (let k = 0; k < 3; k++) expect(explainPlay(state, rng.pick(legal))).toBeNull();
  // Illegal actions are refused: a card this player does not hold, a pass when leading, acting out of turn.
  const notHeld = deckFor(players, bigHands).find((c) => !(state.hands[current] as string[]).includes(c));
  if (notHeld) expect(() => game.applyAction(state, { type: 'play', cards: [notHeld] })).toThrow(IllegalActionError);
  if (state.trick.current === null) expect(() => game.applyAction(state, { type: 'pass' })).toThrow(/leader must play/);
  const other = (current + 1) % players;
  expect(() => game.applyAction(state, legal[0] as HenhouseAction, other)).toThrow(IllegalActionError);
  // Views hide other hands and the deal; a resampled state gives back the same view.
  const seat = rng.int(players);
  const view = game.playerView(state, seat);
  expect(view).not.toHaveProperty('hands');
  expect(view).not.toHaveProperty('undealt');
  expect(view).not.toHaveProperty('rng');
  expect(view.hand).toEqual(state.hands[seat]);
  expect(view.handCounts).toEqual(state.hands.map((h) => h.length));
  const again = game.resample(view, seat, rng);
  expect(game.playerView(again, seat)).toEqual(view);
  expect(sorted([...again.hands.flat(), ...again.undealt, ...playedThisRound(again)])).toEqual(sorted(deckFor(players, bigHands)));
}

describe('Henhouse conformance over seeded random games', () => {
  for (const options of TABLES) {
    const label = `${options.players} players${options.bigHands ? ', big hands' : ''}`;
    it(`keeps every invariant for ${label}`, () => {
      for (const seed of SEEDS) {
        const bots = Array.from({ length: options.players }, () => randomBot<unknown, HenhouseAction>());
        const result = playGame(game, options, bots, seed);
        const rng = Rng.fromSeed(seed);
        let state = game.setup(options, seed);
        checkState(state, rng);
        for (const step of result.steps) {
          state = game.applyAction(state, step.action, step.seat);
          checkState(state, rng);
        }
        // Determinism: the same seed and actions give the same game.
        expect(replay(game, options, seed, result.steps)).toEqual(result.final);
        expect(state).toEqual(result.final);
        const outcome = game.outcome(state);
        expect(outcome).not.toBeNull();
        expect(state.results).toHaveLength(4);
        const sums = state.totals.map((_, s) => state.results.reduce((t, r) => t + (r.points[s] as number), 0));
        expect(outcome!.scores).toEqual(sums);
        expect(outcome!.winners.every((w) => sums[w] === Math.min(...sums))).toBe(true);
      }
    });
  }

  it('lists unique, non-empty legal actions through many more games of every table', () => {
    for (const options of TABLES) {
      for (let seed = 100; seed < 106; seed++) {
        let state = game.setup(options, seed);
        const rng = Rng.fromSeed(seed);
        let steps = 0;
        while (game.currentPlayer(state) !== 'terminal') {
          const legal = game.legalActions(state);
          expect(legal.length).toBeGreaterThan(0);
          expect(new Set(legal.map(actionToString)).size).toBe(legal.length);
          state = game.applyAction(state, rng.pick(legal));
          expect(++steps).toBeLessThan(5000);
        }
        expect(sorted([...state.hands.flat(), ...state.undealt, ...playedThisRound(state)])).toEqual(
          sorted(deckFor(options.players, options.bigHands ?? false)),
        );
      }
    }
  });

  it('refuses malformed actions with a reason instead of crashing', () => {
    const state = game.setup({ players: 4 }, 3);
    const bad = [null, 7, { type: 'deal' }, { type: 'play', cards: 'BC5' }, { type: 'play', cards: [5] }, { type: 'play', cards: ['ZZ9'] }];
    for (const action of bad) {
      expect(() => game.applyAction(state, action as unknown as HenhouseAction)).toThrow(IllegalActionError);
    }
    expect(() => game.applyAction(state, { type: 'play', cards: ['ZZ9'] })).toThrow(/not a Henhouse card/);
  });

  it('does not mutate the state it is given', () => {
    const state = game.setup({ players: 4 }, 3);
    const frozen = JSON.stringify(state);
    const legal = game.legalActions(state);
    game.applyAction(state, legal[legal.length - 1] as HenhouseAction);
    expect(JSON.stringify(state)).toBe(frozen);
  });
});
