import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { handsOf, justHatchedGame as game, type JhAction } from '../../src/games/just-hatched/index.js';
import { chainResample, misfits, normalChoice, pastTurns, playoutChoice } from '../../src/games/just-hatched/bot.js';
import { midRounds } from './jh-positions.js';

/** The hand cards of an action, a Duck by its own name, whatever Egg it stands for: what the inference compares. */
const handCards = (a: JhAction): string =>
  a.type === 'lay'
    ? a.cards
        .map((c) => (c.startsWith('D=') ? 'D' : c))
        .sort()
        .join(' ')
    : a.type;

describe("the hard bot's model of the normal bot (Just Hatched)", () => {
  it('plays in its playouts what the normal bot plays, on the states normal bots meet', () => {
    let asked = 0;
    let differ = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let s = game.setup({ players: 4 }, seed);
      for (let step = 0; step < 3000 && game.currentPlayer(s) !== 'terminal'; step++) {
        const legal = game.legalActions(s);
        const normal = normalChoice(game.playerView(s, s.turn), legal);
        asked++;
        if (handCards(playoutChoice(s, () => legal)) !== handCards(normal)) differ++;
        s = game.applyAction(s, normal);
      }
    }
    expect(asked).toBeGreaterThan(1000);
    // Big Red on a Coop and a lone Duck laid as the lowest Egg it may be were once left out (4% of turns).
    expect(differ / asked).toBeLessThan(0.005);
  });
});

describe("the hard bot's reading of the other seats' play (Just Hatched)", () => {
  const states = [1, 2, 3].flatMap((seed) => midRounds(seed));

  it('reads each turn of the round from the log, and the real hands fit the normal heuristic best', () => {
    expect(states.length).toBeGreaterThan(10);
    let real = 0;
    let drawn = 0;
    const rng = Rng.fromSeed(4);
    for (const s of states) {
      const view = game.playerView(s, s.turn);
      const turns = pastTurns(view);
      expect(turns.every((t) => t.seat !== view.seat)).toBe(true);
      real += misfits(s, turns, 4);
      drawn += misfits(game.resample(view, s.turn, rng), turns, 4);
    }
    // Normal bots played these games, so their real hands explain their play far better than a blind deal.
    expect(real).toBeLessThan(drawn / 3);
  });

  it('deals hands that fit what the others did better than a blind deal, and only hands the view allows', () => {
    const rng = Rng.fromSeed(8);
    let blind = 0;
    let inferred = 0;
    for (const s of states) {
      const seat = s.turn;
      const view = game.playerView(s, seat);
      const turns = pastTurns(view);
      for (let k = 0; k < 5; k++) {
        const deal = chainResample(view, seat, rng);
        expect(handsOf(deal)[seat]).toEqual(view.hand);
        expect(handsOf(deal).map((h) => h.length)).toEqual(view.handCounts);
        expect(game.playerView(deal, seat)).toEqual(view);
        inferred += misfits(deal, turns, 4);
        blind += misfits(game.resample(view, seat, rng), turns, 4);
      }
    }
    expect(inferred).toBeLessThan(blind * 0.8);
  });
});
