import { describe, expect, it } from 'vitest';
import { Rng, logEvents } from '../../../src/engine/index.js';
import { describeEvent, discardOf, duckChoices, explainLay, handsOf, withCards } from '../../../src/games/just-hatched/index.js';
import { cluck, game, lay, play, position, refused } from './helpers.js';

describe('turn order, skip and flip (ruling JH 6, Coops JH 4, Ducks JH 5)', () => {
  const hands = [
    ['B9', 'G9', 'Y9', 'O9', 'B7'],
    ['B8', 'G8'],
    ['Y8', 'O8'],
    ['B10', 'O10'],
  ];

  it('a Coop that skips: seat 0 lays, seat 1 is skipped, so seat 2 (0 + 2) plays next', () => {
    const s = play(position({ players: 4, hands }), [0, lay('O9 Y9 G9 B9', 'skip')]);
    expect(s.turn).toBe(2);
    expect(s.direction).toBe(1);
    expect(logEvents(s.log).at(-1)).toEqual({ type: 'skip', seat: 0, skipped: 1 });
  });

  it('a Coop that flips: play turns Counter-Cluckwise, so seat 3 (0 − 1 mod 4) plays next', () => {
    const s = play(position({ players: 4, hands }), [0, lay('O9 Y9 G9 B9', 'flip')]);
    expect(s.direction).toBe(-1);
    expect(s.turn).toBe(3);
    expect(describeEvent(logEvents(s.log).at(-1)!, ['Ada', 'Bob', 'Cy', 'Di'])).toBe('Ada flips the play: now Counter-Cluckwise.');
  });

  it('a Coop must say flip or skip with 3–6 players', () => {
    refused(position({ players: 4, hands }), lay('O9 Y9 G9 B9'), 0, /flips the play or skips/);
    refused(position({ players: 4, hands }), lay('B7', 'skip'), 0, /Only a Coop/);
  });

  it('the Run is won when the turn comes back round to the last layer: 0 lays (skip 1), 2 and 3 cluck → 0', () => {
    const s = play(position({ players: 4, hands }), [0, lay('O9 Y9 G9 B9', 'skip')], [2, cluck], [3, cluck]);
    expect(s.turn).toBe(0);
    expect(s.run).toEqual([]);
    expect(s.discard).toHaveLength(4);
    expect(logEvents(s.log).at(-1)).toEqual({ type: 'run-won', seat: 0, cards: 4 });
    // the winner leads: no Cluck
    expect(game.legalActions(s).some((a) => a.type === 'cluck')).toBe(false);
    refused(s, cluck, 0, /lead this Run/);
  });

  it('a Duck flips: 0 lays B7, 1 lays D=O9 and play turns back to 0; O10 then goes on to 3', () => {
    const s0 = position({ players: 4, hands: [['B7', 'O10', 'O10'], ['D', 'B8'], ['Y8'], ['B10']] });
    const s1 = play(s0, [0, lay('B7')], [1, lay('D=O9')]);
    expect(s1.direction).toBe(-1);
    expect(s1.turn).toBe(0);
    const s2 = play(s1, [0, lay('O10')]);
    expect(s2.turn).toBe(3);
  });

  it('a player who Clucked may lay later in the same Run', () => {
    const s0 = position({
      players: 3,
      hands: [
        ['B7', 'B7'],
        ['B8', 'O8'],
        ['G8', 'B10'],
      ],
    });
    const s = play(s0, [0, lay('B7')], [1, cluck], [2, lay('G8')], [0, cluck], [1, lay('O8')], [2, cluck], [0, cluck]);
    expect(logEvents(s.log).at(-1)).toEqual({ type: 'run-won', seat: 1, cards: 3 });
    expect(s.turn).toBe(1);
  });

  it('Big Red alone wins its Run: nothing can be laid on it, so everybody must Cluck', () => {
    const s0 = position({
      players: 3,
      hands: [
        ['RC', 'B7'],
        ['B8', 'G8', 'Y8', 'O8'],
        ['BC', 'B9'],
      ],
    });
    const s1 = play(s0, [0, lay('RC')]);
    expect(game.legalActions(s1)).toEqual([{ type: 'cluck' }]);
    refused(s1, lay('O8 Y8 G8 B8', 'flip'), 1, /Nothing beats Big Red/);
    const s2 = play(s1, [1, cluck], [2, cluck]);
    expect(s2.turn).toBe(0);
    expect(s2.run).toEqual([]);
  });

  it('an illegal action is refused with a reason', () => {
    const s = play(
      position({
        players: 3,
        hands: [
          ['B8', 'O7'],
          ['B7', 'RC'],
          ['G9', 'G9'],
        ],
      }),
      [0, lay('B8')],
    );
    refused(s, lay('B7'), 1, /lower than/);
    refused(s, lay('G9'), 2, /not your turn/);
    refused(s, lay('O10'), 1, /do not hold/);
    refused(s, { type: 'give-back', card: 'B7' }, 1, /no card to give back/);
  });
});

describe('explaining a selection before it is laid', () => {
  const s = position({
    players: 4,
    hands: [['O7', 'O7', 'D', 'B9'], ['B10'], ['G10'], ['Y10']],
    run: [{ seat: 3, cards: ['B8', 'B8'], name: 'Two-of-a-Kind of 8s' }],
  });
  it('says in one line why, or null when legal', () => {
    expect(explainLay(s, ['O7', 'O7'])).toMatch(/lower than/);
    expect(explainLay(s, ['O7'])).toMatch(/Two-of-a-Kind can only be answered/);
    expect(explainLay(s, ['RC'])).toMatch(/do not hold/);
    expect(explainLay(s, ['B9', 'D'])).toBeNull();
    expect(explainLay(s, ['B9', 'D'], 1)).toMatch(/not your turn/);
  });
  it('lists the Eggs a Duck can stand for: with B9, any 9 beats [B8 B8]; with O7, none does (O7 < B8)', () => {
    expect(duckChoices(s, ['B9', 'D'])).toEqual(['B9', 'G9', 'Y9', 'O9']);
    expect(duckChoices(s, ['O7', 'D'])).toEqual([]);
    expect(explainLay(s, ['O7', 'D'])).toMatch(/No Egg the Duck could stand for/);
  });
  it("answers the same from the player's view, as a screen holds it", () => {
    const view = game.playerView(s, 0);
    expect(explainLay(view, ['O7', 'O7'])).toMatch(/lower than/);
    expect(explainLay(view, ['B9', 'D'])).toBeNull();
    expect(duckChoices(view, ['B9', 'D'])).toEqual(['B9', 'G9', 'Y9', 'O9']);
    expect(explainLay(game.playerView(s, 1), ['B10'])).toMatch(/not your turn/);
  });
});

describe('Last Egg (ruling JH 7)', () => {
  const start = () =>
    position({
      players: 3,
      hands: [
        ['B8', 'G8', 'O10'],
        ['B9', 'Y9', 'Y10'],
        ['O9', 'O9', 'BC'],
      ],
      discard: ['B10', 'G10', 'Y8', 'Y8', 'G9'],
    });
  const oneLeft = () => play(start(), [0, lay('G8 B8')]);

  it('the player left with one card may declare; the others may catch', () => {
    const s = oneLeft();
    expect(s.lastEgg[0]).toBe('undeclared');
    expect(game.interjections!(s, 0)).toEqual([{ type: 'declare' }]);
    expect(game.interjections!(s, 1)).toEqual([{ type: 'catch', target: 0 }]);
    expect(game.interjections!(s, 2)).toEqual([{ type: 'catch', target: 0 }]);
  });

  it('a catch deals 2 cards from the shuffled discard pile, not from the centre: 1 + 2 = 3 in hand, 5 − 2 = 3 left', () => {
    const before = oneLeft();
    const s = play(before, [2, { type: 'catch', target: 0 }]);
    expect(handsOf(s)[0]).toHaveLength(3);
    expect(s.discard).toHaveLength(3);
    expect(s.run).toEqual(before.run);
    const taken = [...handsOf(s)[0]!];
    taken.splice(taken.indexOf('O10'), 1);
    const pool = discardOf(before);
    for (const c of taken) {
      expect(pool).toContain(c);
      pool.splice(pool.indexOf(c), 1);
    }
    expect(s.lastEgg[0]).toBe('none');
    expect(s.turn).toBe(1);
    expect(logEvents(s.log).at(-1)).toEqual({ type: 'catch', by: 2, seat: 0, penalty: 2 });
    expect(describeEvent(logEvents(s.log).at(-1)!, ['Ada', 'Bob', 'Cy'])).toBe(
      "Cy catches Ada's undeclared Last Egg: Ada takes 2 penalty cards.",
    );
  });

  it('with 1 card in the discard pile the caught player takes just that one', () => {
    const s = play(withCards(oneLeft(), { discard: ['Y8'] }), [1, { type: 'catch', target: 0 }]);
    expect(handsOf(s)[0]).toEqual(['Y8', 'O10']);
    expect(discardOf(s)).toEqual([]);
  });

  it('with an empty discard pile nothing is dealt, the chance to catch is gone and a late declaration is allowed', () => {
    const s = play(withCards(oneLeft(), { discard: [] }), [1, { type: 'catch', target: 0 }]);
    expect(handsOf(s)[0]).toEqual(['O10']);
    expect(game.interjections!(s, 2)).toEqual([]);
    expect(play(s, [0, { type: 'declare' }]).lastEgg[0]).toBe('declared');
  });

  it('a declared Last Egg cannot be caught', () => {
    const s = play(oneLeft(), [0, { type: 'declare' }]);
    expect(s.lastEgg[0]).toBe('declared');
    expect(game.interjections!(s, 1)).toEqual([]);
    refused(s, { type: 'catch', target: 0 }, 1, /Nobody can be caught right now/);
  });

  it('once the next player acts, the Last Egg can no longer be caught but may still be declared', () => {
    const s = play(oneLeft(), [1, cluck]);
    expect(game.interjections!(s, 2)).toEqual([]);
    refused(s, { type: 'catch', target: 0 }, 2, /Nobody can be caught right now/);
    expect(game.interjections!(s, 0)).toEqual([{ type: 'declare' }]);
  });

  it('nobody declares with more than one card, and nobody catches themselves', () => {
    refused(start(), { type: 'declare' }, 1, /exactly one card/);
    refused(oneLeft(), { type: 'catch', target: 0 }, 0, /catch yourself/);
  });
});

describe('resampling a view', () => {
  it('keeps the own hand and puts the cleared Runs, which everyone saw, in the discard pile', () => {
    const s0 = game.setup({ players: 4 }, 5);
    const leader = s0.turn;
    const card = handsOf(s0)[leader]![0]!;
    const action = card === 'D' ? lay('D=B1') : lay(card);
    let s = play(s0, [leader, action]);
    for (let k = 1; k < 4; k++) s = play(s, [s.turn, cluck]);
    expect(discardOf(s)).toEqual([card]);
    const seat = (leader + 1) % 4;
    const view = game.playerView(s, seat);
    for (let seed = 0; seed < 5; seed++) {
      const guess = game.resample(view, seat, Rng.fromSeed(seed));
      expect(discardOf(guess)).toEqual([card]);
      expect(handsOf(guess)[seat]).toEqual(handsOf(s)[seat]);
      expect(handsOf(guess).map((h) => h.length)).toEqual(handsOf(s).map((h) => h.length));
      expect(handsOf(guess)[leader]).toContain('RC');
    }
  });
});
