import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import {
  cheapestDealtPlay,
  followChoice,
  mayFollowWith,
  normalChoice,
  normalPlayout,
  pickPlay,
  playOut,
  tableOfState,
  winChances,
  type HhTable,
} from '../../src/games/henhouse/bot.js';
import { isWildCode } from '../../src/games/henhouse/cards.js';
import { layOfCards } from '../../src/games/henhouse/lays.js';
import {
  explainPlay,
  henhouseGame,
  scratchOf,
  tryStepAction,
  type HenhouseAction,
  type HenhouseState,
  type PackedHand,
  type WildsHeld,
} from '../../src/games/henhouse/index.js';

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

/**
 * Every state met along seeded games where each move is a random legal action half the time and
 * the normal bot's otherwise, so the piles and hands vary more than in the normal bot's games.
 */
function mixedStates(players: number, seed: number, bigHands = false): HenhouseState[] {
  const out: HenhouseState[] = [];
  let s = henhouseGame.setup({ players, bigHands }, seed);
  const rng = Rng.fromSeed(seed);
  while (henhouseGame.currentPlayer(s) !== 'terminal') {
    out.push(s);
    const legal = henhouseGame.legalActions(s);
    s = henhouseGame.applyAction(
      s,
      rng.chance(0.5) ? (rng.pick(legal) as HenhouseAction) : normalChoice(henhouseGame.playerView(s, s.turn), legal),
    );
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

  // A playout takes the quick pick by its lay's id without the rules reading it again
  // (stepKnownLay), so every pick it can make must be one they allow.
  it('make only quick picks the rules allow', () => {
    let picks = 0;
    let follows = 0;
    let withWild = 0;
    for (let seed = 101; seed < 137; seed++) {
      const players = 3 + (seed % 3);
      for (const s of mixedStates(players, seed, players === 3 && seed % 2 === 1)) {
        const pick = cheapestDealtPlay(tableOfState(s));
        if (pick === null) continue;
        picks++;
        if (s.trick.current !== null) follows++;
        if (pick.cards.some(isWildCode)) withWild++;
        const why = explainPlay(s, pick);
        if (why !== null) expect({ pick, why }).toEqual({ pick, why: null });
      }
    }
    expect(picks).toBeGreaterThan(1000);
    expect(follows).toBeGreaterThan(300);
    expect(withWild).toBeGreaterThan(20);
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
      for (const s of mixedStates(players, seed, bigHands)) {
        if (s.trick.current === null) continue;
        const listed = henhouseGame.legalActions(s).filter((a): a is Extract<HenhouseAction, { type: 'play' }> => a.type === 'play');
        const expected: HenhouseAction = pickPlay(tableOfState(s), listed) ?? { type: 'pass' };
        const got = followChoice(s);
        // The same play: the same shared object for a play without vermin, equal otherwise.
        if (JSON.stringify(got) !== JSON.stringify(expected)) expect(got).toEqual(expected);
        follows++;
        if (got.type === 'play') plays++;
        if (got.type === 'play' && got.vermin) vermin++;
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
      for (const s of mixedStates(players, seed, players === 3 && seed % 2 === 0)) {
        const current = s.trick.current;
        if (current === null) continue;
        const wilds = s.wilds[s.turn];
        const noWild = !wilds?.C && !wilds?.E;
        const hand = s.packedHands[s.turn] as PackedHand;
        const sought = henhouseGame.legalActions(s).filter((a) => {
          if (a.type !== 'play' || a.vermin) return false;
          const type = layOfCards(a.cards)?.type;
          const wildsIn = a.cards.filter(isWildCode).length;
          return type !== 'single' && (wildsIn === 0 || (type === 'set' && wildsIn === 1));
        });
        if (mayFollowWith(hand, current, noWild)) {
          searched++;
          if (sought.length > 0) found++;
        } else {
          skipped++;
          expect(sought).toEqual([]);
        }
      }
    }
    expect(skipped).toBeGreaterThan(300);
    expect(found).toBeGreaterThan(100);
    expect(searched).toBeGreaterThan(found);
  });

  it('weigh a follow by the cards and wilds each rival still holds, leaving out the seats that are out', () => {
    const none: WildsHeld = { C: false, E: false };
    const chicken: WildsHeld = { C: true, E: false };
    let byCount = 0;
    let byOut = 0;
    for (let seed = 81; seed < 89; seed++) {
      for (const s of normalStates(4, seed)) {
        if (s.trick.current !== null) {
          const base = tableOfState(s);
          const plays = henhouseGame.legalActions(s).filter((a): a is Extract<HenhouseAction, { type: 'play' }> => a.type === 'play');
          const rival = (base.seat + 1) % 4;
          // The seat's own table, every other seat holding ten cards but the rival.
          const withRival = (count: number, wilds: WildsHeld, out: readonly number[] = []): HhTable => ({
            ...base,
            hands: null,
            counts: [10, 10, 10, 10].map((c, i) => (i === rival ? count : c)),
            allWilds: base.allWilds.map((w, i) => (i === base.seat ? w : i === rival ? wilds : none)),
            out,
          });
          const pick = (t: HhTable): string => JSON.stringify(pickPlay(t, plays));
          // Five cards and a wild are six held: as six cards, not as five.
          expect(pick(withRival(5, chicken))).toBe(pick(withRival(6, none)));
          if (pick(withRival(5, none)) !== pick(withRival(6, none))) byCount++;
          // A seat that is out threatens no one, whatever it was left holding.
          expect(pick(withRival(2, none, [rival]))).toBe(pick(withRival(10, none)));
          if (pick(withRival(2, none)) !== pick(withRival(10, none))) byOut++;
        }
      }
    }
    // The counts decide often enough for the two checks above to mean something.
    expect(byCount).toBeGreaterThan(5);
    expect(byOut).toBeGreaterThan(5);
  });

  it('take a refused quick pick back as the rules word it, the scratch left as it was', () => {
    let refused = 0;
    for (const state of normalStates(4, 91)) {
      const d = scratchOf(state);
      const before = JSON.stringify(d);
      // A card the seat does not hold, and, when it leads, a pass.
      const held = new Set(henhouseGame.playerView(state, state.turn).hand);
      const missing = ['BC1', 'WC1', 'BE1', 'WE1', 'BC9', 'WC9'].find((c) => !held.has(c));
      const tries: HenhouseAction[] = [];
      if (missing) tries.push({ type: 'play', cards: [missing] });
      if (state.trick.current === null) tries.push({ type: 'pass' });
      for (const action of tries) {
        expect(tryStepAction(d, action)).toBe(explainPlay(state, action));
        expect(tryStepAction(d, action)).not.toBeNull();
        expect(JSON.stringify(d)).toBe(before);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(100);
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
