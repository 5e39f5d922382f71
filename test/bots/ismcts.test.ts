import { describe, expect, it } from 'vitest';
import { IllegalActionError, playGame, Rng, type Game, type Outcome } from '../../src/engine/index.js';
import { clutchGame } from '../../src/games/clutch/index.js';
import { searchBot } from '../../src/bots/search-bot.js';
import { IsMcts, pairedGains, search, searchAsync, YIELD_EVERY } from '../../src/bots/ismcts.js';

// Nim for two: take 1-3 sticks, whoever takes the last stick wins. With 5 sticks the only
// winning move is to take 1 (leaving 4, a multiple of 4); with 7 it is 3.
interface Nim {
  readonly sticks: number;
  readonly turn: number;
  readonly winner: number | null;
  /** Set only on states built by resample: a real state must never reach the search. */
  readonly sampled: boolean;
}
const nim: Game<Nim, number, Nim> = {
  id: 'clutch',
  setup: () => ({ sticks: 5, turn: 0, winner: null, sampled: false }),
  currentPlayer: (s) => (s.winner === null ? s.turn : 'terminal'),
  legalActions: (s) => (s.winner === null ? [1, 2, 3].filter((n) => n <= s.sticks) : []),
  applyAction(s, a) {
    if (!s.sampled) throw new Error('the search touched a state that resample did not build');
    if (a > s.sticks || a < 1) throw new IllegalActionError('too many');
    const sticks = s.sticks - a;
    return { ...s, sticks, turn: 1 - s.turn, winner: sticks === 0 ? s.turn : null };
  },
  playerView: (s) => ({ ...s, sampled: false }),
  resample: (v) => ({ ...v, sampled: true }),
  actionToString: String,
  outcome: (s): Outcome | null => (s.winner === null ? null : { winners: [s.winner], scores: [0, 0], rounds: 1, summary: '' }),
};
const view = (sticks: number): Nim => ({ sticks, turn: 0, winner: null, sampled: false });

// A game of hidden information: seat 0 holds one secret card 0-9 that the view does not show.
// Seat 1 guesses "high" (>= 5) or "low" and wins when right. The real card is 9, so a search
// that peeked would always answer "high"; from the view alone both guesses are equally good.
interface Guess {
  readonly secret: number | null;
  readonly guess: 'high' | 'low' | null;
}
const guessing: Game<Guess, 'high' | 'low', Guess> = {
  id: 'clutch',
  setup: () => ({ secret: 9, guess: null }),
  currentPlayer: (s) => (s.guess === null ? 1 : 'terminal'),
  legalActions: (s) => (s.guess === null ? ['high', 'low'] : []),
  applyAction: (s, a) => ({ ...s, guess: a }),
  playerView: (s) => ({ ...s, secret: null }),
  resample: (v, _seat, rng) => ({ ...v, secret: rng.int(10) }),
  actionToString: String,
  outcome: (s): Outcome | null => {
    if (s.guess === null || s.secret === null) return null;
    const right = s.secret >= 5 === (s.guess === 'high');
    return { winners: [right ? 1 : 0], scores: [0, 0], rounds: 1, summary: '' };
  },
};

describe('IS-MCTS', () => {
  it('finds the winning Nim move from 5 and from 7 sticks', () => {
    expect(search(nim, view(5), 0, [1, 2, 3], Rng.fromSeed(1), { iterations: 3000 })).toBe(1);
    expect(search(nim, view(7), 0, [1, 2, 3], Rng.fromSeed(2), { iterations: 3000 })).toBe(3);
  });

  it("lets a game play each playout at once (rollout), ending where the search's own loop would", () => {
    let calls = 0;
    // The loop's own random playout, played in one go from the same random source.
    const rollout = (_root: Nim, state: Nim, rng: Rng): Nim => {
      calls++;
      let s = state;
      while (s.winner === null) s = nim.applyAction(s, rng.pick(nim.legalActions(s)));
      return s;
    };
    const loop = new IsMcts(nim, view(7), 0, [1, 2, 3], Rng.fromSeed(3));
    const once = new IsMcts(nim, view(7), 0, [1, 2, 3], Rng.fromSeed(3), { rollout });
    loop.run(400);
    once.run(400);
    expect(once.stats()).toEqual(loop.stats());
    expect(calls).toBe(once.playouts);
    expect(calls).toBe(400);
  });

  it('searches only states built by resample from the view', () => {
    // nim.applyAction throws on a state whose `sampled` flag is unset, i.e. on the view itself.
    const tree = new IsMcts(nim, view(9), 0, [1, 2, 3], Rng.fromSeed(3));
    expect(() => tree.run(500)).not.toThrow();
    expect(tree.iterations).toBe(500);
  });

  it('cannot see a hidden card: from the view both guesses score about one half', () => {
    const real = guessing.setup({ players: 2 }, 1);
    const v = guessing.playerView(real, 1);
    expect(v.secret).toBeNull();
    const tree = new IsMcts(guessing, v, 1, ['high', 'low'], Rng.fromSeed(4));
    tree.run(2000);
    // Each guess is right for 5 of the 10 equally likely cards: mean reward 0.5 each. UCT need
    // not split visits evenly between equal arms, so each mean is judged by its own standard
    // error, 0.5 / sqrt(visits): within four of them of 0.5. A search that saw the card would
    // score one guess 1 and the other 0.
    for (const s of tree.stats()) {
      expect(s.visits).toBeGreaterThan(50);
      expect(Math.abs(s.mean - 0.5)).toBeLessThan((4 * 0.5) / Math.sqrt(s.visits));
    }
  });

  it('answers at once with a single legal action, and is reproducible on an iteration budget', () => {
    expect(search(nim, view(1), 0, [1], Rng.fromSeed(5), { iterations: 0 })).toBe(1);
    const runs = [1, 2].map(() => new IsMcts(nim, view(10), 0, [1, 2, 3], Rng.fromSeed(6)));
    for (const t of runs) t.run(400);
    expect(runs[0]!.stats()).toEqual(runs[1]!.stats());
  });

  it('stops on a time budget', () => {
    const started = performance.now();
    search(nim, view(40), 0, [1, 2, 3], Rng.fromSeed(7), { ms: 30 });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('yields to the event loop while it thinks asynchronously', async () => {
    let ticks = 0;
    let running = true;
    const tick = (): void => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const iterations = YIELD_EVERY * 10;
    const choice = await searchAsync(nim, view(5), 0, [1, 2, 3], Rng.fromSeed(8), { iterations });
    running = false;
    expect(choice).toBe(1);
    // One yield per YIELD_EVERY iterations: the other task ran at least 10 times meanwhile.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });
});

describe('the generic search bot', () => {
  it('plays a whole real game (Clutch) legally from views alone, on a small budget', () => {
    const bot = searchBot({ game: clutchGame, level: 'hard', seatOf: () => 0, budget: { iterations: 8 } });
    const t = playGame(clutchGame, { players: 1 }, [bot], 3);
    expect(t.outcome).not.toBeNull();
    expect(t.steps.length).toBeGreaterThan(1);
  });
});

describe("pairedGains (the paired searches' verdicts)", () => {
  it('measures each move against the first on the deals both were played on', () => {
    // Deal by deal: "steady" is 0.05 above "plain" on every deal, whatever the deal's own luck.
    const [plain, steady, late] = pairedGains(['plain', 'steady', 'late'], [[0.1, 0.9, 0.4], [0.15, 0.95, 0.45], [0.3]]);
    expect(plain).toMatchObject({ action: 'plain', deals: 3, gain: 0, error: 0 });
    expect(steady!.deals).toBe(3);
    expect(steady!.gain).toBeCloseTo(0.05, 9);
    expect(steady!.error).toBeCloseTo(0, 9);
    // Played on one deal only: a gain, but no spread to judge it by.
    expect(late).toMatchObject({ deals: 1, error: Infinity });
    expect(late!.gain).toBeCloseTo(0.2, 9);
    expect(pairedGains(['a', 'b'], [[], []])[1]).toEqual({ action: 'b', deals: 0, gain: 0, error: Infinity });
  });
});
