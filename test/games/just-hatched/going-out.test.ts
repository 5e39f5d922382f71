import { logEvents } from '../../../src/engine/index.js';
import { describe, expect, it } from 'vitest';
import { describeEvent, type JhAction, type JhState } from '../../../src/games/just-hatched/index.js';
import { game, lay, play, position } from './helpers.js';

const NAMES = ['Ada', 'Bob', 'Cy', 'Di'];

/** The Bad Egg gives back its first legal card, then the Good Egg leads its first lay without a Duck or Coop. */
function exchangeAndLead(s: JhState): JhState {
  expect(s.phase).toBe('exchange');
  const back = game.legalActions(s)[0] as JhAction;
  const t = game.applyAction(s, back, s.turn);
  expect(t.phase).toBe('play');
  const lead = game
    .legalActions(t)
    .find((a) => a.type === 'lay' && a.cards.length < 4 && !a.cards.some((c) => c.startsWith('D'))) as JhAction;
  return game.applyAction(t, lead, t.turn);
}

describe('the direction after going out (ruling JH 6, carried by JH 10)', () => {
  // Seat 0 holds only a Coop of 9s; seats 1–3 keep cards, so seat 0 goes out with it.
  const coopOut = () =>
    position({
      players: 4,
      hands: [
        ['B9', 'G9', 'Y9', 'O9'],
        ['B8', 'G8'],
        ['Y8', 'O8'],
        ['B10', 'O10'],
      ],
    });

  it('a Coop that goes out still offers flip or skip, and insists on one', () => {
    const legal = game.legalActions(coopOut()).filter((a) => a.type === 'lay' && a.cards.length === 4);
    expect(legal.map((a) => (a.type === 'lay' ? a.coop : null))).toEqual(['flip', 'skip']);
    expect(() => game.applyAction(coopOut(), lay('O9 Y9 G9 B9'), 0)).toThrow(/flips the play or skips/);
  });

  it('a Coop that flips as it goes out: the next round starts Counter-Cluckwise', () => {
    // Direction +1 → flip → −1. Round 2: seat 0 (Good Egg) leads after the exchange, and the
    // turn goes to 0 − 1 mod 4 = 3, not to seat 1.
    const s = play(coopOut(), [0, lay('O9 Y9 G9 B9', 'flip')]);
    expect(s.round).toBe(2);
    expect(s.direction).toBe(-1);
    const types = logEvents(s.log).map((e) => e.type);
    expect(types.indexOf('flip')).toBeLessThan(types.indexOf('out'));
    const flip = logEvents(s.log).find((e) => e.type === 'flip')!;
    expect(describeEvent(flip, NAMES)).toBe('Ada flips the play: now Counter-Cluckwise.');
    const led = exchangeAndLead(s);
    expect(led.turn).toBe(3);
  });

  it('a Coop that skips as it goes out: the direction stays, and the log says the skip found the round over', () => {
    // Direction +1, skip: still +1. Round 2: seat 0 leads and the turn goes to 0 + 1 = 1.
    const s = play(coopOut(), [0, lay('O9 Y9 G9 B9', 'skip')]);
    expect(s.direction).toBe(1);
    const skip = logEvents(s.log).find((e) => e.type === 'skip')!;
    expect(skip).toEqual({ type: 'skip', seat: 0, skipped: 1, roundOver: true });
    expect(describeEvent(skip, NAMES)).toBe("Ada's Coop skips Bob, but the Round is over.");
    expect(exchangeAndLead(s).turn).toBe(1);
  });

  it('a Duck laid as the last card flips the direction into the next round', () => {
    // Seat 2 is to lay on B7 with only a Duck: D=O9 beats it, goes out, and flips −1 → +1.
    const s0 = position({
      players: 4,
      hands: [['B10', 'G10'], ['B8', 'G8'], ['D'], ['Y10', 'O10']],
      turn: 2,
      direction: -1,
      run: [{ seat: 3, cards: ['B7'], name: 'Single' }],
    });
    const s = play(s0, [2, lay('D=O9')]);
    expect(s.round).toBe(2);
    expect(s.direction).toBe(1);
    expect(s.goodEgg).toBe(2);
    // Round 2: seat 2 leads; with +1 the turn goes to 3 (with the old −1 it would be 1).
    expect(exchangeAndLead(s).turn).toBe(3);
  });

  it('with two players nothing flips, going out or not', () => {
    const s0 = position({ players: 2, hands: [['D'], ['B8', 'G8']], run: [{ seat: 1, cards: ['B7'], name: 'Single' }] });
    const s = play(s0, [0, lay('D=O9')]);
    expect(s.direction).toBe(1);
    expect(logEvents(s.log).some((e) => e.type === 'flip')).toBe(false);
  });
});
