import { describe, expect, it } from 'vitest';
import { playGame, randomBot, type Bot } from '../../../src/engine/index.js';
import {
  greedyBot,
  greedyChoice,
  henhouseGame,
  legalActions,
  parseAction,
  playCost,
  type HenhouseAction,
  type HenhouseView,
} from '../../../src/games/henhouse/index.js';
import { table } from './helpers.js';

describe('greedy advice', () => {
  it('prices plays: going out first, then shedding cheaply; wilds and vermin cost', () => {
    // BC5 BE5 with 5 held: 5 × 0.6 − 2 × 2.5 = −2; with a wild: +4 → 2; with the skunk: +5 → 3.
    expect(playCost(parseAction('BC5 BE5'), 5)).toBeCloseTo(-2);
    expect(playCost(parseAction('BC5 *E=BE5'), 5)).toBeCloseTo(2);
    expect(playCost(parseAction('skunk: BC5 BE5'), 5)).toBeCloseTo(3);
    expect(playCost(parseAction('BC5 BE5'), 2)).toBe(-100);
  });
  it('chooses the cheapest play, and passes rather than spend wilds on a high card', () => {
    const lead = table({ hands: ['BC5 BE5 WE9', 'WE9', 'WE9'] });
    expect(greedyChoice(legalActions(lead), 5)).toEqual({ type: 'play', cards: ['BC5', 'BE5'] });
    // Only the wild egg as a 9 beats the 8: 4 + 9 × 0.6 − 2.5 = 6.9 > 3, so keep it and pass.
    const none = { C: false, E: false };
    const follow = table({ hands: ['BC2 BE3 WE4', 'WE9', 'WE9'], wilds: [{ C: false, E: true }, none, none], pile: { cards: 'WE8', by: 1 } });
    expect(greedyChoice(legalActions(follow), 4)).toEqual({ type: 'pass' });
    // Holding a real 9 instead: 9 × 0.6 − 2.5 = 2.9, cheap enough to play.
    const nine = table({ hands: ['BC2 BE3 WC9', 'WE9', 'WE9'], wilds: [{ C: false, E: true }, none, none], pile: { cards: 'WE8', by: 1 } });
    expect(greedyChoice(legalActions(nine), 4)).toEqual({ type: 'play', cards: ['WC9'] });
  });
  it('beats random players over seeded games', () => {
    let wins = 0;
    for (let seed = 0; seed < 10; seed++) {
      const bots: Bot<HenhouseView, HenhouseAction>[] = [greedyBot(), randomBot(), randomBot(), randomBot()];
      const r = playGame(henhouseGame, { players: 4 }, bots, seed);
      if (r.outcome!.winners.includes(0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(6); // a random seat would win about 2.5 of 10
  });
});
