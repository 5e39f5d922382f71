import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import {
  followChoice,
  mayFollowWith,
  normalChoice,
  normalPlayout,
  pickPlay,
  playOut,
  tableOfState,
  winChances,
} from '../../src/games/henhouse/bot.js';
import { isWildCode } from '../../src/games/henhouse/cards.js';
import { layOfCards } from '../../src/games/henhouse/lays.js';
import { explainPlay, henhouseGame, type HenhouseAction, type HenhouseState, type PackedHand } from '../../src/games/henhouse/index.js';

/** Every state met along seeded games the normal bot plays in every seat. */
function normalStates(players: number, seed: number): HenhouseState[] {
  const out: HenhouseState[] = [];
  let s = henhouseGame.setup({ players }, seed);
  while (henhouseGame.currentPlayer(s) !== 'terminal') {
    out.push(s);
    s = henhouseGame.applyAction(s, normalChoice(henhouseGame.playerView(s, s.turn), henhouseGame.legalActions(s)));
  }
  return out;
}

// The hard bot's playouts stand for normal bots: a seat in them that passes where the normal bot
// plays (with a wild or a vermin, which the quick list of combinations leaves out) makes every
// line the search weighs look safer than it is.
describe('henhouse hard bot playouts', () => {
  it('play a legal action, and pass exactly where the normal bot passes', () => {
    let checked = 0;
    let vermin = 0;
    for (const [players, seed] of [
      [4, 31],
      [4, 32],
      [3, 33],
      [5, 34],
    ] as const) {
      for (const state of normalStates(players, seed)) {
        const legal = henhouseGame.legalActions(state);
        const normal = normalChoice(henhouseGame.playerView(state, state.turn), legal);
        const pick = normalPlayout(state, () => legal);
        checked++;
        if (pick.type === 'play') expect(explainPlay(state, pick)).toBeNull();
        expect(pick.type).toBe(normal.type);
        // A vermin comes only from the normal bot's own pick among the legal actions.
        if (pick.type === 'play' && pick.vermin) {
          vermin++;
          expect(pick).toEqual(normal);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(vermin).toBeGreaterThan(10);
  });

  it("pick a follow on its plays' numbers exactly as the normal bot picks among the legal actions", () => {
    let follows = 0;
    let plays = 0;
    let vermin = 0;
    for (const [players, seed, bigHands] of [
      [4, 35, false],
      [3, 36, true],
      [5, 37, false],
    ] as const) {
      let s = henhouseGame.setup({ players, bigHands }, seed);
      const rng = Rng.fromSeed(seed);
      while (henhouseGame.currentPlayer(s) !== 'terminal') {
        const legal = henhouseGame.legalActions(s);
        if (s.trick.current !== null) {
          const listed = legal.filter((a): a is Extract<HenhouseAction, { type: 'play' }> => a.type === 'play');
          const expected: HenhouseAction = pickPlay(tableOfState(s), listed) ?? { type: 'pass' };
          const got = followChoice(s);
          // The same play: the same shared object for a play without vermin, equal otherwise.
          if (JSON.stringify(got) !== JSON.stringify(expected)) expect(got).toEqual(expected);
          follows++;
          if (got.type === 'play') plays++;
          if (got.type === 'play' && got.vermin) vermin++;
        }
        // Random moves as often as the normal bot's, so the piles and hands vary.
        s = henhouseGame.applyAction(
          s,
          rng.chance(0.5) ? (rng.pick(legal) as HenhouseAction) : normalChoice(henhouseGame.playerView(s, s.turn), legal),
        );
      }
    }
    expect(follows).toBeGreaterThan(300);
    expect(plays).toBeGreaterThan(100);
    expect(vermin).toBeGreaterThan(5);
  });

  it('skip the quick search only where the rules allow none of the follows it looks for', () => {
    // mayFollowWith lets the quick pick skip its search of the filters: wherever it says no, no
    // legal follow without vermin may be a set, run or Henhouse of dealt cards, nor a set with
    // one wild (singles are searched before it is asked).
    let skipped = 0;
    let searched = 0;
    let found = 0;
    for (let seed = 61; seed < 73; seed++) {
      const players = 3 + (seed % 3);
      let s = henhouseGame.setup({ players, bigHands: players === 3 && seed % 2 === 0 }, seed);
      const rng = Rng.fromSeed(seed);
      while (henhouseGame.currentPlayer(s) !== 'terminal') {
        const legal = henhouseGame.legalActions(s);
        const current = s.trick.current;
        if (current !== null) {
          const wilds = s.wilds[s.turn];
          const noWild = !wilds?.C && !wilds?.E;
          const hand = s.packedHands[s.turn] as PackedHand;
          const sought = legal.filter((a) => {
            if (a.type !== 'play' || a.vermin) return false;
            const type = layOfCards(a.cards)?.type;
            const wildsIn = a.cards.filter(isWildCode).length;
            return type !== 'single' && (wildsIn === 0 || (type === 'set' && wildsIn === 1));
          });
          if (mayFollowWith(hand, current, current.type === 'set', current.type === 'run', noWild)) {
            searched++;
            if (sought.length > 0) found++;
          } else {
            skipped++;
            expect(sought).toEqual([]);
          }
        }
        s = henhouseGame.applyAction(
          s,
          rng.chance(0.5) ? (rng.pick(legal) as HenhouseAction) : normalChoice(henhouseGame.playerView(s, s.turn), legal),
        );
      }
    }
    expect(skipped).toBeGreaterThan(300);
    expect(found).toBeGreaterThan(100);
    expect(searched).toBeGreaterThan(found);
  });

  it('end, played out in place, where applying each move in turn ends: the same round result and totals', () => {
    let compared = 0;
    let lastRounds = 0;
    for (const [players, seed] of [
      [4, 41],
      [3, 42],
      [5, 43],
    ] as const) {
      const states = normalStates(players, seed);
      for (let i = 0; i < states.length; i += 3) {
        const real = states[i] as HenhouseState;
        // A deal the searching seat could be in, as the hard bot's search makes them.
        const root = henhouseGame.resample(henhouseGame.playerView(real, real.turn), real.turn, Rng.fromSeed(i));
        let state = root;
        while (!state.over && state.round === root.round)
          state = henhouseGame.applyAction(
            state,
            normalPlayout(state, () => henhouseGame.legalActions(state)),
          );
        const inPlace = playOut(root, root);
        expect({ round: inPlace.round, over: inPlace.over, results: inPlace.results, totals: inPlace.totals }).toEqual({
          round: state.round,
          over: state.over,
          results: state.results,
          totals: state.totals,
        });
        // The root itself is left as it was: the copy owns the hands it changes.
        expect(root.packedHands).toEqual(
          henhouseGame.resample(henhouseGame.playerView(real, real.turn), real.turn, Rng.fromSeed(i)).packedHands,
        );
        compared++;
        if (root.round === 4) lastRounds++;
      }
    }
    expect(compared).toBeGreaterThan(150);
    expect(lastRounds).toBeGreaterThan(20);
  });
});

describe('henhouse winChances', () => {
  it('gives the share of the win when no round is left', () => {
    expect(winChances([10, 12, 10, 15], 0)).toEqual([0.5, 0, 0.5, 0]);
    expect(winChances([3, 2, 9], 0)).toEqual([0, 1, 0]);
  });

  it('favours the lower total, less so with more rounds to come', () => {
    const one = winChances([4, 8, 8, 8], 1);
    const three = winChances([4, 8, 8, 8], 3);
    expect(one[0]).toBeGreaterThan(three[0] as number);
    expect(three[0]).toBeGreaterThan(three[1] as number);
    expect(one[1]).toBeCloseTo(one[2] as number, 12);
    for (const p of [...one, ...three]) expect(p).toBeGreaterThan(0);
  });
});
