import { describe, expect, it } from 'vitest';
import { IllegalActionError, playGame, randomBot, replay, type Bot, type Game, type Outcome } from '../../src/engine/index.js';

// A tiny counting game to exercise the generic loop: players take turns adding 1 or 2 to a
// total; whoever reaches 10 wins. Seat 0 may "shout" out of turn once per game.
interface S {
  readonly total: number;
  readonly turn: number;
  readonly players: number;
  readonly shouted: boolean;
  readonly winner: number | null;
}
type A = 1 | 2 | 'shout';
const counting: Game<S, A, S> = {
  id: 'clutch',
  setup: (o) => ({ total: 0, turn: 0, players: o.players, shouted: false, winner: null }),
  currentPlayer: (s) => (s.winner === null ? s.turn : 'terminal'),
  legalActions: (s) => (s.winner === null ? ([1, 2] as const) : []),
  interjections: (s, seat) => (seat === 0 && !s.shouted && s.winner === null ? ['shout'] : []),
  applyAction(s, a, seat = s.turn) {
    if (a === 'shout') {
      if (seat !== 0 || s.shouted) throw new IllegalActionError('only seat 0 may shout, once');
      return { ...s, shouted: true };
    }
    if (seat !== s.turn) throw new IllegalActionError('not your turn');
    const total = s.total + a;
    return { ...s, total, turn: (s.turn + 1) % s.players, winner: total >= 10 ? seat : null };
  },
  playerView: (s) => s,
  resample: (v) => v,
  actionToString: String,
  outcome: (s): Outcome | null =>
    s.winner === null ? null : { winners: [s.winner], scores: [], rounds: 1, summary: `seat ${s.winner} wins` },
};

describe('playGame', () => {
  it('plays to the end, records every step, and replays to the same final state', () => {
    const bots = [randomBot<S, A>(1), randomBot<S, A>(), randomBot<S, A>()];
    const t = playGame(counting, { players: 3 }, bots, 5);
    expect(t.outcome?.winners).toHaveLength(1);
    // The total reaches 10 or 11 with steps of 1 or 2, so there are 5 to 10 counting steps,
    // plus the one shout that seat 0 (interjecting always) makes first.
    const counts = t.steps.filter((s) => s.action !== 'shout');
    expect(counts.length).toBeGreaterThanOrEqual(5);
    expect(counts.length).toBeLessThanOrEqual(10);
    expect(t.steps[0]).toEqual({ seat: 0, action: 'shout' });
    expect(replay(counting, { players: 3 }, 5, t.steps)).toEqual(t.final);
  });

  it('names who was to move once the game was set up, though an out-of-turn action came first', () => {
    const dealt: Game<S, A, S> = { ...counting, setup: (o, seed) => ({ ...counting.setup(o, seed), turn: seed % o.players }) };
    for (const seed of [4, 5, 6]) {
      const t = playGame(dealt, { players: 3 }, [randomBot<S, A>(1), randomBot<S, A>(), randomBot<S, A>()], seed);
      expect(t.steps[0]).toEqual({ seat: 0, action: 'shout' });
      expect(t.first).toBe(seed % 3);
    }
  });

  it('is deterministic for a seed', () => {
    const run = (seed: number) => playGame(counting, { players: 2 }, [randomBot(), randomBot()], seed).steps;
    expect(run(11)).toEqual(run(11));
  });

  it('refuses a bot that returns an illegal action', () => {
    const cheat: Bot<S, A> = { level: 'easy', choose: () => 'shout' };
    expect(() => playGame(counting, { players: 2 }, [randomBot(0), cheat], 1)).toThrow(IllegalActionError);
  });

  it('stops a game that never ends', () => {
    const endless: Game<S, A, S> = { ...counting, applyAction: (s) => s };
    expect(() => playGame(endless, { players: 2 }, [randomBot(0), randomBot(0)], 1, 50)).toThrow(/no end after 50/);
  });
});

describe('playGame with a bot that chooses from the view', () => {
  it('never lists the legal actions for it, and the engine still refuses an illegal choice', () => {
    let listed = 0;
    const counted: Game<S, A, S> = {
      ...counting,
      legalActions: (s) => {
        listed++;
        return counting.legalActions(s);
      },
    };
    const fromView: Bot<S, A> = {
      level: 'easy',
      choose: () => {
        throw new Error('choose must not be called');
      },
      chooseFromView: (_view, rng) => (rng.chance(0.5) ? 1 : 2),
    };
    const t = playGame(counted, { players: 2 }, [fromView, fromView], 3);
    expect(t.outcome?.winners).toHaveLength(1);
    expect(listed).toBe(0);
    const cheat: Bot<S, A> = { level: 'easy', choose: () => 1, chooseFromView: () => 'shout' };
    expect(() => playGame(counting, { players: 2 }, [randomBot(0), cheat], 1)).toThrow(IllegalActionError);
  });
});

describe('playGame with the random player', () => {
  it('builds no view for its turns or its out-of-turn chances, and plays as its choose and interject would', () => {
    let viewed = 0;
    const counted: Game<S, A, S> = {
      ...counting,
      playerView: (s) => {
        viewed++;
        return s;
      },
    };
    const blind = [randomBot<S, A>(1), randomBot<S, A>(0.5), randomBot<S, A>()];
    // The same player seen through choose and interject only, which are given a view.
    const sighted = blind.map((b): Bot<S, A> => ({ level: b.level, choose: b.choose, ...(b.interject ? { interject: b.interject } : {}) }));
    for (let seed = 1; seed <= 20; seed++) {
      viewed = 0;
      const t = playGame(counted, { players: 3 }, blind, seed);
      expect(viewed).toBe(0);
      expect(playGame(counted, { players: 3 }, sighted, seed).steps).toEqual(t.steps);
      expect(viewed).toBeGreaterThan(0);
    }
  });
});
