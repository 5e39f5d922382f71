import { describe, expect, it } from 'vitest';
import { Rng, logEvents } from '../../../src/engine/index.js';
import { bestValue, handsOf, stockOf, type JhState } from '../../../src/games/just-hatched/index.js';
import { game, lay, play, position, refused } from './helpers.js';

/** Plays random legal moves (no interjections) until round `round` has started. */
function toRound(state: JhState, round: number, seed = 7): JhState {
  const rng = Rng.fromSeed(seed);
  let s = state;
  while (s.round < round && s.phase !== 'over') s = game.applyAction(s, rng.pick(game.legalActions(s)));
  return s;
}
const sorted = (cards: readonly string[]) => [...cards].sort();

describe('round 1 leader', () => {
  it('3–6 players: the holder of Big Red shows it and leads', () => {
    for (const players of [3, 4, 5, 6]) {
      for (let seed = 0; seed < 5; seed++) {
        const s = game.setup({ players }, seed);
        expect(handsOf(s)[s.turn]).toContain('RC');
        expect(logEvents(s.log)[1]).toEqual({ type: 'big-red', seat: s.turn });
        expect(s.known).toEqual([{ seat: s.turn, card: 'RC' }]);
        expect(s.direction).toBe(1);
        expect(handsOf(s).every((h) => h.length === 10)).toBe(true);
      }
    }
  });
  it('2 players: the holder of the highest card (Chickens, then Ducks, then Eggs) leads', () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = game.setup({ players: 2 }, seed);
      const best = (seat: number) => Math.max(...handsOf(s)[seat]!.map(bestValue));
      expect(best(s.turn)).toBeGreaterThanOrEqual(best(1 - s.turn));
      expect(logEvents(s.log)[1]).toMatchObject({ type: 'highest-card', seat: s.turn });
    }
  });
});

describe('2 players (ruling JH 12)', () => {
  it('deals 16 each and leaves 32 face down; the view shows the pile and who leads next', () => {
    const s = game.setup({ players: 2 }, 3);
    expect(handsOf(s).map((h) => h.length)).toEqual([16, 16]);
    expect(stockOf(s)).toHaveLength(32);
    expect(s.options.twoPlayer).toBe('both-hands');
    const v = game.playerView(s, 0);
    expect(v.stockCount).toBe(32);
    expect(v.nextLeader).toBe(1 - s.turn);
  });

  it('both hands: round 2 deals the 32 left over, round 3 reshuffles everything; the lead alternates', () => {
    const s1 = game.setup({ players: 2, twoPlayer: 'both-hands' }, 11);
    const first = s1.turn;
    const s2 = toRound(s1, 2);
    expect(sorted(handsOf(s2).flat())).toEqual(sorted(stockOf(s1)));
    expect(stockOf(s2)).toHaveLength(32);
    expect(s2.turn).toBe(1 - first);
    expect(game.playerView(s2, 0)).toMatchObject({ roundLeader: 1 - first, nextLeader: first });
    expect(s2.phase).toBe('play'); // no exchange with 2 players
    const s3 = toRound(s2, 3);
    expect(stockOf(s3)).toHaveLength(32);
    expect(s3.turn).toBe(first);
    const s4 = toRound(s3, 4);
    expect(sorted(handsOf(s4).flat())).toEqual(sorted(stockOf(s3)));
  });

  it('one and dump: every round is a fresh deal of all 64 cards', () => {
    const s1 = game.setup({ players: 2, twoPlayer: 'one-and-dump' }, 11);
    const s2 = toRound(s1, 2);
    expect(stockOf(s2)).toHaveLength(32);
    expect(sorted(handsOf(s2).flat())).not.toEqual(sorted(stockOf(s1)));
    expect(sorted([...handsOf(s2).flat(), ...stockOf(s2)])).toEqual(sorted(handsOf(s1).flat().concat(stockOf(s1))));
    expect(s2.turn).toBe(1 - s1.turn);
  });

  it('Ducks do not flip and Coops neither flip nor skip', () => {
    const s0 = position({
      players: 2,
      hands: [
        ['B9', 'G9', 'Y9', 'Y9', 'B7'],
        ['D', 'B8', 'B10'],
      ],
    });
    refused(s0, lay('Y9 Y9 G9 B9', 'skip'), 0, /neither flips nor skips/);
    const s1 = play(s0, [0, lay('Y9 Y9 G9 B9')]);
    expect(s1.turn).toBe(1);
    expect(logEvents(s1.log).some((e) => e.type === 'flip' || e.type === 'skip')).toBe(false);
    const t = play(
      position({
        players: 2,
        hands: [
          ['B7', 'G7'],
          ['D', 'B8'],
        ],
      }),
      [0, lay('B7')],
      [1, lay('D=O9')],
    );
    expect(t.direction).toBe(1);
    expect(t.turn).toBe(0);
    expect(logEvents(t.log).some((e) => e.type === 'flip')).toBe(false);
  });

  it('refuses a 2-player version with more players and unknown counts', () => {
    expect(() => game.setup({ players: 3, twoPlayer: 'both-hands' }, 1)).toThrow(/only applies with 2 players/);
    expect(() => game.setup({ players: 7 }, 1)).toThrow(/2 to 6 players/);
    expect(() => game.setup({ players: 1 }, 1)).toThrow(RangeError);
  });
});
