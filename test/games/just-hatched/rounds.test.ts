import { describe, expect, it } from 'vitest';
import { Rng, logEvents } from '../../../src/engine/index.js';
import {
  bestValue,
  describeEvent,
  findBadEgg,
  goldenDraw,
  handsOf,
  multiplier,
  playValue,
  type JhEvent,
  type JhState,
} from '../../../src/games/just-hatched/index.js';
import { game, lay, line, play, position, refused } from './helpers.js';

const eventsOf = <T extends JhEvent['type']>(s: JhState, type: T) =>
  logEvents(s.log).filter((e): e is Extract<JhEvent, { type: T }> => e.type === type);

describe('card score multipliers (ruling JH 8)', () => {
  it('1–4 cards ×1, 5–7 ×2, 8–9 ×3, 10 or more ×4', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(multiplier)).toEqual([1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4]);
  });
});

describe('going out ends the round; score table; Good and Bad Egg', () => {
  // seat 0 lays its last card; left: 5 cards × 2 = 10, 8 × 3 = 24, 10 × 4 = 40
  const end = () =>
    play(
      position({
        players: 4,
        direction: -1,
        hands: [
          ['O10'],
          ['B7', 'G7', 'Y7', 'O7', 'B8'],
          ['B9', 'G9', 'Y9', 'O9', 'B10', 'G10', 'Y10', 'BC'],
          ['B7', 'G7', 'Y7', 'O7', 'B8', 'G8', 'Y8', 'O8', 'GC', 'D'],
        ],
      }),
      [0, lay('O10')],
    );

  it('scores cards × multiplier and names the Good Egg (went out) and the Bad Egg (most points)', () => {
    const s = end();
    expect(s.scores[0]!.map((r) => r.points)).toEqual([0, 10, 24, 40]);
    const ended = eventsOf(s, 'round-end')[0]!;
    expect(ended.totals).toEqual([0, 10, 24, 40]);
    expect(eventsOf(s, 'eggs')[0]).toMatchObject({ good: 0, bad: 3, tieBreak: null });
    expect(describeEvent(ended, ['Ada', 'Bob', 'Cy', 'Di'])).toBe(
      'Round 1 scores: Ada 0, Bob 10 (5 cards ×2), Cy 24 (8 cards ×3), Di 40 (10 cards ×4).',
    );
    expect(s.round).toBe(2);
    expect(handsOf(s).map((h) => h.length)).toEqual([9, 10, 10, 11]);
  });

  it('round 2 exchange (ruling JH 10): the Good Egg gives its best card but Big Red, the Bad Egg picks one back', () => {
    const s = end();
    expect(s.phase).toBe('exchange');
    expect(game.currentPlayer(s)).toBe(3);
    const gift = s.gift!;
    expect(gift).not.toBe('RC');
    for (const c of handsOf(s)[0]!) if (c !== 'RC') expect(bestValue(c)).toBeLessThanOrEqual(bestValue(gift));
    expect(handsOf(s)[3]).toContain(gift);
    expect(eventsOf(s, 'gift')[0]).toEqual({ type: 'gift', from: 0, to: 3, card: gift });
    const choices = game.legalActions(s);
    expect(choices.every((a) => a.type === 'give-back' && a.card !== gift)).toBe(true);
    expect(choices.length).toBe(new Set(handsOf(s)[3]!.filter((c) => c !== gift)).size);
    refused(s, { type: 'give-back', card: gift }, 3, /just given/);
    refused(s, lay(handsOf(s)[0]![0]!), 0, /Bad Egg must first choose/);
    const back = handsOf(s)[3]!.find((c) => c !== gift)!;
    const t = play(s, [3, { type: 'give-back', card: back }]);
    expect(handsOf(t).map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(handsOf(t)[0]).toContain(back);
    expect(t.known).toEqual([
      { seat: 3, card: gift },
      { seat: 0, card: back },
    ]);
    // the Good Egg leads, and play keeps going Counter-Cluckwise
    expect(t.phase).toBe('play');
    expect(t.turn).toBe(0);
    expect(t.direction).toBe(-1);
  });
});

describe('Bad Egg ties (ruling JH 9)', () => {
  const cur = [line(0), line(5), line(5), line(2)]; // 0, 10, 10, 2: seats 1 and 2 tie on 10
  it('the previous round decides: seat 2 scored 10 > 4 in round 2', () => {
    const prev = [
      [line(3), line(4), line(5), line(0)],
      [line(0), line(4), line(5), line(2)],
    ]; // round 2: 4 vs 5 × 2 = 10
    expect(findBadEgg(cur, prev, [[], [], [], []], 0)).toEqual({ seat: 2, tieBreak: 'more points in round 2' });
  });
  it('a tie in the previous round goes back one more: round 2 is 4–4, round 1 has seat 1 on 3 > 2', () => {
    const prev = [
      [line(0), line(3), line(2), line(1)],
      [line(0), line(4), line(4), line(2)],
    ];
    expect(findBadEgg(cur, prev, [[], [], [], []], 0)).toEqual({ seat: 1, tieBreak: 'more points in round 1' });
  });
  it('in round 1 the highest card decides: a Chicken beats a Duck beats an Egg', () => {
    const hands = [[], ['D', 'B7'], ['BC', 'B7'], ['O10']];
    expect(findBadEgg(cur, [], hands, 0).seat).toBe(2);
    expect(findBadEgg(cur, [], [[], ['D', 'B7'], ['O10', 'O10'], []], 0).seat).toBe(1);
  });
  it('equal highest cards: the next ones decide; equal hands: first tied seat clockwise after the Good Egg', () => {
    expect(findBadEgg(cur, [], [[], ['O10', 'B7'], ['O10', 'G7'], []], 0).seat).toBe(2);
    const same = [[], ['O10', 'B7'], ['O10', 'B7'], []];
    expect(findBadEgg(cur, [], same, 0)).toEqual({ seat: 1, tieBreak: 'sitting nearest after the Good Egg' });
    expect(findBadEgg(cur, [], same, 1).seat).toBe(2);
  });
  it('the engine applies it: round 1 tie 5 cards × 2 = 10 each, seat 2 holds Big Red', () => {
    const s = play(
      position({
        players: 3,
        hands: [['B9'], ['B7', 'G7', 'Y7', 'O7', 'OC'], ['B8', 'G8', 'Y8', 'O8', 'RC']],
      }),
      [0, lay('B9')],
    );
    expect(eventsOf(s, 'eggs')[0]).toMatchObject({ good: 0, bad: 2, tieBreak: 'the highest card in hand' });
  });
});

describe('Golden Egg and Rotten Egg (ruling JH 11)', () => {
  it('tied players draw from the last Good Egg clockwise; a Duck always loses', () => {
    for (let seed = 0; seed < 10; seed++) {
      const r = goldenDraw([0, 2], 2, 3, ['D', 'B8'], Rng.fromSeed(seed));
      expect(r.draws.map((d) => d.seat)).toEqual([2, 0]);
      expect(r.draws.find((d) => d.seat === r.golden)!.card).toBe('B8');
    }
    // last Good Egg (seat 1) not tied: the first tied seat after it (2) draws first
    expect(goldenDraw([0, 2], 1, 3, ['D', 'B8'], Rng.fromSeed(3)).draws[0]!.seat).toBe(2);
  });
  it('players still tied draw again from the rest of the deck', () => {
    let repeated = 0;
    for (let seed = 0; seed < 40; seed++) {
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 8; i++) rng.deriveSeed();
      const r = goldenDraw([0, 1], 0, 2, ['O7', 'O7', 'B8', 'D'], rng);
      const [a, b] = [r.draws[r.draws.length - 2]!, r.draws[r.draws.length - 1]!];
      const winner = a.seat === r.golden ? a : b;
      const loser = winner === a ? b : a;
      expect(playValue(winner.card)).toBeGreaterThan(playValue(loser.card));
      if (r.draws.length === 4) {
        repeated++;
        expect(r.draws[0]!.card).toBe(r.draws[1]!.card);
      }
    }
    expect(repeated).toBeGreaterThan(0);
  });
  it('after round 5 a tied lowest total goes to the draw, and the highest total is the Rotten Egg', () => {
    // totals before round 5: seat 0 = 4+3+3+0 = 10, seat 1 = 2+2+3+0 = 7, seat 2 = 10+2+4+4 = 20
    const scores = [
      [line(4), line(2), line(5)],
      [line(3), line(2), line(2)],
      [line(3), line(3), line(4)],
      [line(0), line(0), line(4)],
    ];
    // round 5: seat 0 goes out (0) → 10; seat 1 keeps 3 cards (3 × 1) → 10; seat 2 keeps 10 (10 × 4 = 40) → 60
    const s = play(
      position({
        players: 3,
        round: 5,
        scores,
        hands: [['O10'], ['B8', 'G8', 'Y8'], ['B9', 'G9', 'Y9', 'O9', 'B10', 'G10', 'Y10', 'BC', 'GC', 'YC']],
      }),
      [0, lay('O10')],
    );
    expect(game.currentPlayer(s)).toBe('terminal');
    expect(game.legalActions(s)).toEqual([]);
    const draws = eventsOf(s, 'golden-draw');
    expect(draws[0]!.seat).toBe(0);
    expect(draws.length % 2).toBe(0);
    const last = draws.slice(-2);
    const winner = last.reduce((a, b) => (playValue(a.card) > playValue(b.card) ? a : b));
    const out = game.outcome(s)!;
    expect(out.winners).toEqual([winner.seat]);
    expect(out.scores).toEqual([10, 10, 60]);
    expect(out.rounds).toBe(5);
    expect(out.summary).toBe(
      `Seat ${winner.seat} is the Golden Egg (after a tie-break draw) with 10 points; Seat 2 is the Rotten Egg with 60.`,
    );
  });
  it('tied highest totals share the Rotten Egg', () => {
    // rounds 1–4: seat 1 = 4+3+2+1 = 10, seat 2 = 2+4+2+3 = 11; round 5: seat 1 keeps 4 cards → 14, seat 2 keeps 3 → 14
    const scores = [
      [line(0), line(4), line(2)],
      [line(0), line(3), line(4)],
      [line(0), line(2), line(2)],
      [line(0), line(1), line(3)],
    ];
    const s = play(position({ players: 3, round: 5, scores, hands: [['O10'], ['B8', 'G8', 'Y8', 'O8'], ['B9', 'G9', 'Y9']] }), [
      0,
      lay('O10'),
    ]);
    expect(eventsOf(s, 'game-end')[0]).toEqual({ type: 'game-end', golden: 0, rotten: [1, 2], totals: [0, 14, 14] });
    expect(eventsOf(s, 'golden-draw')).toEqual([]);
    expect(game.outcome(s)!.summary).toBe('Seat 0 is the Golden Egg with 0 points; Seat 1 and Seat 2 share the Rotten Egg with 14.');
  });
});
