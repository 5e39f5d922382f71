import { describe, expect, it } from 'vitest';
import { Rng, type Game, type Outcome } from '../../src/engine/index.js';
import { guidedChoice, guidedChoiceAsync, type GuidedSpec } from '../../src/bots/guided-search.js';
import { luckReward, lucky, type Luck, type LuckMove } from './toy-games.js';

// Nim for two (take 1-3, taking the last stick wins), with a deliberately poor heuristic that
// always prefers taking 2. From 5 sticks only taking 1 wins against good play.
interface Nim {
  readonly sticks: number;
  readonly turn: number;
  readonly winner: number | null;
}
const nim: Game<Nim, number, Nim> = {
  id: 'clutch',
  setup: () => ({ sticks: 5, turn: 0, winner: null }),
  currentPlayer: (s) => (s.winner === null ? s.turn : 'terminal'),
  legalActions: (s) => (s.winner === null ? [1, 2, 3].filter((n) => n <= s.sticks) : []),
  applyAction(s, a) {
    const sticks = s.sticks - a;
    return { sticks, turn: 1 - s.turn, winner: sticks === 0 ? s.turn : null };
  },
  playerView: (s) => s,
  resample: (v) => v,
  actionToString: String,
  outcome: (s): Outcome | null => (s.winner === null ? null : { winners: [s.winner], scores: [0, 0], rounds: 1, summary: '' }),
};

/** Plays perfectly inside the search: leaves a multiple of 4 when it can. */
const perfect = (s: Nim, legal: () => readonly number[]): number => {
  const good = s.sticks % 4;
  return good > 0 && legal().includes(good) ? good : (legal()[0] as number);
};

const spec: GuidedSpec<Nim, number, Nim> = {
  game: nim,
  seatOf: (v) => v.turn,
  candidates: (_v, legal) => [2, ...legal.filter((a) => a !== 2)],
  policy: (s, legal) => perfect(s, legal),
  stop: () => false,
  evaluate: (_root, s) => (s.winner === null ? [0.5, 0.5] : [s.winner === 0 ? 1 : 0, s.winner === 1 ? 1 : 0]),
  key: String,
  firstVisits: 4,
};
const five: Nim = { sticks: 5, turn: 0, winner: null };

describe('guided search (the hard bots)', () => {
  it("keeps the heuristic's move when it has had no time to look", () => {
    expect(guidedChoice(spec, five, [1, 2, 3], Rng.fromSeed(1), { iterations: 0 })).toBe(2);
  });

  it('overrules the heuristic when another move is clearly better', () => {
    // After taking 1 the perfect playouts always win (reward 1); after 2 or 3 they always lose.
    expect(guidedChoice(spec, five, [1, 2, 3], Rng.fromSeed(1), { iterations: 40 })).toBe(1);
  });

  it('does not overrule on a difference within the noise', () => {
    // Same rewards for every move: nothing beats the heuristic's choice.
    const flat = { ...spec, evaluate: () => [0.5, 0.5] as const, stop: () => true };
    expect(guidedChoice(flat, five, [1, 2, 3], Rng.fromSeed(1), { iterations: 60 })).toBe(2);
  });

  it('paired: takes a small gain that holds on every deal, however much the deal itself varies', () => {
    // One move, then the deal: "steady" adds 0.05 to a luck of 0-0.9 on every deal.
    const pairedSpec: GuidedSpec<Luck, LuckMove, Luck> = {
      game: lucky,
      seatOf: () => 0,
      candidates: () => ['plain', 'steady'],
      policy: (_s, legal) => legal()[0] as LuckMove,
      stop: () => false,
      evaluate: luckReward,
      key: String,
      margin: 2,
      paired: true,
    };
    const start: Luck = { luck: null, pick: null };
    const both: readonly LuckMove[] = ['plain', 'steady'];
    // The budget counts playouts: each deal plays both moves, so 12 playouts are 6 deals.
    expect(guidedChoice(pairedSpec, start, both, Rng.fromSeed(2), { iterations: 12 })).toBe('steady');
    // Too few deals to judge (3, fewer than the 4 a verdict needs): the heuristic's move stands.
    expect(guidedChoice(pairedSpec, start, both, Rng.fromSeed(2), { iterations: 6 })).toBe('plain');
    // No gain on any deal: nothing overrules the heuristic.
    const same = { ...pairedSpec, evaluate: (_root: Luck, s: Luck) => [(s.luck ?? 0) / 10] };
    expect(guidedChoice(same, start, both, Rng.fromSeed(2), { iterations: 30 })).toBe('plain');
  });

  it('paired: plays each root move on every deal, then only the playout, with no tree below the root', () => {
    // Nim from 9 sticks: each playout is the root move, then the rollout (the perfect policy to
    // the end). A tree below the root would walk later deals down the moves it had stored,
    // one applyAction each, before its rollout.
    const nine: Nim = { sticks: 9, turn: 0, winner: null };
    const applied: [number, number][] = [];
    let rollouts = 0;
    const perfectly = (s: Nim): Nim => {
      const legal = () => nim.legalActions(s);
      return nim.applyAction(s, perfect(s, legal));
    };
    const rollout = (_root: Nim, s: Nim): Nim => {
      rollouts++;
      let state = s;
      while (state.winner === null) state = perfectly(state);
      return state;
    };
    const counting: GuidedSpec<Nim, number, Nim> = {
      ...spec,
      game: { ...nim, applyAction: (s: Nim, a: number) => (applied.push([s.sticks, a]), nim.applyAction(s, a)) },
      rollout,
      paired: true,
      minVisits: 2,
    };
    const tally = { deals: 0, playouts: 0 };
    // Only taking 1 (leaving 8) wins against perfect play.
    expect(guidedChoice(counting, nine, [1, 2, 3], Rng.fromSeed(1), { iterations: 30 }, tally)).toBe(1);
    // 30 playouts: 10 deals of the three moves (the heuristic's 2 first), and nothing applied but
    // the root moves.
    expect(tally).toEqual({ deals: 10, playouts: 30 });
    expect(rollouts).toBe(30);
    const deal: [number, number][] = [
      [9, 2],
      [9, 1],
      [9, 3],
    ];
    expect(applied).toEqual(Array.from({ length: 10 }, () => deal).flat());
  });

  it('paired without a rollout: the policy plays every seat after the root move until stop', () => {
    // Scored after the root move and one reply: seat 0 is ahead when it faces a pile it can
    // bring to a multiple of 4. The perfect reply to 1 (8 left) cannot stop it; to 2 or 3 it can.
    const nine: Nim = { sticks: 9, turn: 0, winner: null };
    const replied: number[] = [];
    const stepping: GuidedSpec<Nim, number, Nim> = {
      ...spec,
      policy: (s, legal) => (replied.push(s.sticks), perfect(s, legal)),
      stop: (root, s) => s.turn === root.turn,
      evaluate: (_root, s) => (s.sticks % 4 !== 0 ? [1, 0] : [0, 1]),
      paired: true,
      minVisits: 2,
    };
    expect(guidedChoice(stepping, nine, [1, 2, 3], Rng.fromSeed(1), { iterations: 15 })).toBe(1);
    // One reply a playout, to the 7, 8 and 6 sticks the root moves 2, 1 and 3 leave, on 5 deals.
    expect(replied).toEqual(Array.from({ length: 5 }, () => [7, 8, 6]).flat());
  });

  it('halving: drops the weaker moves after the first deals and spends the rest on those left', () => {
    // Nim from 5 with perfect playouts: only taking 1 wins. Every move is played on each of the
    // first 2 deals, then the weaker of the two challengers (3) is dropped.
    const halving = { ...spec, halving: 2, margin: 0, minVisits: 2 };
    const seen: number[] = [];
    const counting = {
      ...halving,
      game: { ...nim, applyAction: (s: Nim, a: number) => (s.sticks === 5 && seen.push(a), nim.applyAction(s, a)) },
    };
    expect(guidedChoice(counting, five, [1, 2, 3], Rng.fromSeed(1), { iterations: 12 })).toBe(1);
    const times = (a: number): number => seen.filter((x) => x === a).length;
    // 12 playouts: 3 moves on 2 deals, then 2 moves on 3 deals.
    expect([times(2), times(1), times(3)]).toEqual([5, 5, 2]);
    // With no time to look, the heuristic's move stands.
    expect(guidedChoice(halving, five, [1, 2, 3], Rng.fromSeed(1), { iterations: 0 })).toBe(2);
  });

  it('thinks asynchronously to the same answer', async () => {
    await expect(guidedChoiceAsync(spec, five, [1, 2, 3], Rng.fromSeed(1), { iterations: 40 })).resolves.toBe(1);
  });
});
