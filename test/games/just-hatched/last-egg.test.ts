import { describe, expect, it } from 'vitest';
import { botInterjection, playGame, Rng, type Bot, logEvents, startLog } from '../../../src/engine/index.js';
import { loadBots, makeBot } from '../../../src/games/bots.js';
import { LAST_EGG_SKILL } from '../../../src/games/just-hatched/bot.js';
import { handsOf, lastEggCounts, type JhAction, type JhState, type JhView } from '../../../src/games/just-hatched/index.js';
import { game, lay, play, position } from './helpers.js';

await loadBots('just-hatched');

/** A bot that takes its first out-of-turn option every time. */
const eager: Bot<JhView, JhAction> = {
  level: 'easy',
  choose: (_v, legal) => legal[0] as JhAction,
  interject: (_v, options) => options[0] ?? null,
};

describe('Last Egg: the player left with one card speaks first (ruling JH 7)', () => {
  // Seat 1 lays B8 on B7 and keeps G8 alone; seat 2 is to act next.
  // The log opens with a deal of 2 cards each, as the counts follow hand sizes from the deal.
  const dealt = (): JhState => ({
    ...position({
      players: 4,
      hands: [
        ['B7', 'O10'],
        ['B8', 'G8'],
        ['Y9', 'O9'],
        ['B10', 'G10'],
      ],
      discard: ['Y7', 'O7'],
    }),
    log: startLog([{ type: 'deal', round: 1, leader: 0, cardsEach: 2, stock: 0 }]),
  });
  const oneLeft = () => play(dealt(), [0, lay('B7')], [1, lay('B8')]);

  it('the engine names the declarer as the seat that speaks first', () => {
    const s = oneLeft();
    expect(s.turn).toBe(2);
    expect(s.catchable).toBe(1);
    expect(game.speaksFirst?.(s)).toBe(1);
    const declared = game.applyAction(s, { type: 'declare' }, 1);
    expect(game.speaksFirst?.(declared)).toBeNull();
  });

  it("botInterjection offers the declaration before anyone's catch, whoever is to act", () => {
    const s = oneLeft();
    const bots = [eager, eager, eager, eager];
    const rngs = [0, 1, 2, 3].map((k) => Rng.fromSeed(k));
    // Seat 2 is to act and would be asked first in turn order: it would catch seat 1.
    expect(botInterjection(game, s, bots, rngs, 2)).toEqual({ seat: 1, action: { type: 'declare' } });
    // When the declarer is a person (no bot), the bots in turn order may catch.
    expect(botInterjection(game, s, [eager, null, eager, eager], rngs, 2)).toEqual({ seat: 2, action: { type: 'catch', target: 1 } });
  });

  it('counts Last Eggs from the log: declared in time, forgotten, catches made and suffered', () => {
    // Seat 1 goes to one card and is caught by seat 2 (2 penalty cards: G8 + 2 = 3 cards);
    // seat 1 then lays two of them (one left) and declares at once.
    const s = oneLeft();
    const caught = game.applyAction(s, { type: 'catch', target: 1 }, 2);
    expect(handsOf(caught)[1]).toHaveLength(3);
    const counts = lastEggCounts(logEvents(caught.log), 4);
    expect(counts[1]).toEqual({ lastEggs: 1, declared: 0, forgotten: 1, catches: 0, caught: 1 });
    expect(counts[2]).toEqual({ lastEggs: 0, declared: 0, forgotten: 0, catches: 1, caught: 0 });
    // A declaration after the next player acted is late: it does not count as declared.
    const late = play(s, [2, { type: 'cluck' }], [1, { type: 'declare' }]);
    expect(lastEggCounts(logEvents(late.log), 4)[1]).toEqual({ lastEggs: 1, declared: 0, forgotten: 1, catches: 0, caught: 0 });
    const inTime = play(s, [1, { type: 'declare' }]);
    expect(lastEggCounts(logEvents(inTime.log), 4)[1]).toEqual({ lastEggs: 1, declared: 1, forgotten: 0, catches: 0, caught: 0 });
  });

  it('each level declares at its designed rate through playGame, and a harder level never less often', () => {
    // 40 four-player games for easy and normal, 12 for hard (on a tiny iteration budget, so
    // that the test does not depend on the clock): over 60 Last Eggs each.
    const rate = (level: 'easy' | 'normal' | 'hard'): number => {
      const bots = [0, 1, 2, 3].map(() => makeBot('just-hatched', level, { thinkMs: 1, iterations: 2 }));
      let eggs = 0;
      let declared = 0;
      for (let seed = 1; seed <= (level === 'hard' ? 12 : 40); seed++) {
        const { final } = playGame(game, { players: 4 }, bots, seed);
        for (const c of lastEggCounts(logEvents(final.log), 4)) {
          eggs += c.lastEggs;
          declared += c.declared;
        }
      }
      expect(eggs).toBeGreaterThan(60);
      return declared / eggs;
    };
    const rates = (['easy', 'normal', 'hard'] as const).map((level) => {
      const r = rate(level);
      expect(Math.abs(r - LAST_EGG_SKILL[level].declare), level).toBeLessThan(0.1);
      return r;
    });
    expect(rates[0]).toBeLessThan(rates[1] as number);
    expect(rates[1]).toBeLessThan(rates[2] as number);
  });
});
