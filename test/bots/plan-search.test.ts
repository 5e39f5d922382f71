import { describe, expect, it } from 'vitest';
import { Rng, type Game } from '../../src/engine/index.js';
import { PlanTree, planChoice, planChoiceAsync, type PlanSpec } from '../../src/bots/plan-search.js';

// A two-step plan behind a hidden card. Seat 0 either settles ("settle", worth 0.7) or goes on
// ("go"); then seat 1, whose card (0 or 1) seat 0 cannot see, shows it ("show0" / "show1"), and
// seat 0 guesses it ("guess0" / "guess1"), worth 1 if right and 0 if wrong. The heuristic settles
// and, asked for a guess, always says 0: played by it after "go", seat 0 is right half the time.
type Move = 'settle' | 'go' | 'show0' | 'show1' | 'guess0' | 'guess1';
interface Guess {
  readonly card: 0 | 1 | null;
  readonly moves: readonly Move[];
}
const guessing: Game<Guess, Move, Guess> = {
  id: 'clutch',
  setup: () => ({ card: null, moves: [] }),
  currentPlayer(s) {
    const [first] = s.moves;
    if (first === undefined) return 0;
    if (first === 'settle' || s.moves.length === 3) return 'terminal';
    return s.moves.length === 1 ? 1 : 0;
  },
  legalActions(s) {
    const who = guessing.currentPlayer(s);
    if (who === 'terminal') return [];
    if (s.moves.length === 0) return ['settle', 'go'];
    return who === 1 ? [s.card === 1 ? 'show1' : 'show0'] : ['guess0', 'guess1'];
  },
  applyAction: (s, a) => ({ ...s, moves: [...s.moves, a] }),
  playerView: (s, seat) => (seat === 1 ? s : { ...s, card: null }),
  resample: (v, _seat, rng) => ({ ...v, card: rng.int(2) as 0 | 1 }),
  actionToString: String,
  outcome: () => null,
};
const reward = (_root: Guess, s: Guess): number[] => {
  if (s.moves[0] === 'settle') return [0.7, 0.3];
  const right = s.moves[2] === `guess${s.card}`;
  return right ? [1, 0] : [0, 1];
};
/** The heuristic: settle, show the card, guess 0. */
const heuristic = (s: Guess, legal: () => readonly Move[]): Move => {
  if (s.moves.length === 0) return 'settle';
  return s.moves.length === 2 ? 'guess0' : (legal()[0] as Move);
};
const spec: PlanSpec<Guess, Move, Guess> = {
  game: guessing,
  seatOf: () => 0,
  candidates: () => ['settle', 'go'],
  later: () => ['guess0', 'guess1'],
  policy: heuristic,
  stop: () => false,
  evaluate: reward,
  key: String,
  margin: 2,
};
const start: Guess = { card: null, moves: [] };
const both: readonly Move[] = ['settle', 'go'];

describe('plan search (the hard bot against modelled opponents)', () => {
  it('finds a two-step plan the heuristic misses after its first move', () => {
    // "go" is worth 1 when the guess follows the card shown, 0.5 when it is always 0.
    expect(planChoice(spec, start, both, Rng.fromSeed(1), { iterations: 200 })).toBe('go');
  });

  it('without later choices it judges the first move by the heuristic after it, and settles', () => {
    const flat = { ...spec, later: () => ['guess0'] as const };
    expect(planChoice(flat, start, both, Rng.fromSeed(1), { iterations: 200 })).toBe('settle');
  });

  it('keys each later turn by what the others did before it, so the guess follows the card shown', () => {
    const tree = new PlanTree(spec, start, both, Rng.fromSeed(3));
    for (let i = 0; i < 100; i++) tree.deal();
    const after = (shown: Move): Move => {
      const moves = tree.turnAfter(1, [shown]);
      return moves.reduce((a, b) => (b.visits > a.visits ? b : a)).action;
    };
    expect(after('show0')).toBe('guess0');
    expect(after('show1')).toBe('guess1');
    // Both lines were seen, and the right guess holds nearly all the visits.
    const right = tree.turnAfter(1, ['show1']).find((m) => m.action === 'guess1');
    expect(right?.mean).toBe(1);
    expect(right?.visits).toBeGreaterThan(30);
  });

  it("keeps the heuristic's move with no time to look, or too few deals to judge", () => {
    expect(planChoice(spec, start, both, Rng.fromSeed(1), { iterations: 0 })).toBe('settle');
    // Three deals (6 playouts) are fewer than the 4 a verdict needs.
    expect(planChoice(spec, start, both, Rng.fromSeed(1), { iterations: 6 })).toBe('settle');
  });

  it("plays the searching seat's own moves off the tree by selfPolicy, the others' by policy", () => {
    // Take-away for two, 1 or 2 sticks from 9, whoever takes the last one wins: long enough for
    // the playouts to hold moves of both seats after the tree.
    interface Sticks {
      readonly left: number;
      readonly turn: number;
    }
    const sticks: Game<Sticks, number, Sticks> = {
      id: 'clutch',
      setup: () => ({ left: 9, turn: 0 }),
      currentPlayer: (s) => (s.left === 0 ? 'terminal' : s.turn),
      legalActions: (s) => (s.left === 0 ? [] : [1, 2].filter((n) => n <= s.left)),
      applyAction: (s, a) => ({ left: s.left - a, turn: 1 - s.turn }),
      playerView: (s) => s,
      resample: (v) => v,
      actionToString: String,
      outcome: () => null,
    };
    const movers = { policy: new Set<number>(), self: new Set<number>() };
    const take = (who: 'policy' | 'self') => (s: Sticks, legal: () => readonly number[]) => {
      movers[who].add(s.turn);
      return legal()[0] as number;
    };
    const play: PlanSpec<Sticks, number, Sticks> = {
      game: sticks,
      seatOf: (v) => v.turn,
      candidates: () => [1, 2],
      later: (_s, _seat) => [1, 2],
      policy: take('policy'),
      selfPolicy: take('self'),
      stop: () => false,
      evaluate: (_root, s) => [s.turn === 1 ? 1 : 0, s.turn === 0 ? 1 : 0],
      key: String,
    };
    planChoice(play, { left: 9, turn: 0 }, [1, 2], Rng.fromSeed(1), { iterations: 60 });
    expect([...movers.self]).toEqual([0]);
    expect([...movers.policy]).toEqual([1]);
  });

  it('thinks asynchronously to the same answer', async () => {
    await expect(planChoiceAsync(spec, start, both, Rng.fromSeed(1), { iterations: 200 })).resolves.toBe('go');
  });
});
