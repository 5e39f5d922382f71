import { describe, expect, it } from 'vitest';
import { playGame, Rng } from '../../src/engine/index.js';
import { playCost, tableOfView, viewChoice } from '../../src/games/henhouse/bot.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { explainPlay, henhouseGame, packCodes, type HenhouseAction, type HenhouseState } from '../../src/games/henhouse/index.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

type Play = Extract<HenhouseAction, { type: 'play' }>;

/** Every state met along seeded games between easy bots (as sim plays them). */
function statesOf(players: number, seed: number, bigHands = false): HenhouseState[] {
  const options = { players, bigHands };
  const bots = Array.from({ length: players }, () => makeBot('henhouse', 'easy', { thinkMs: 1 }));
  const t = playGame(henhouseGame, options, bots, seed);
  const out: HenhouseState[] = [];
  let s = henhouseGame.setup(options, seed);
  for (const step of t.steps) {
    out.push(s);
    s = henhouseGame.applyAction(s, step.action, step.seat);
  }
  return out;
}

// The view heuristic weighs its combinations by arithmetic on counts rather than by calling
// playCost on each. Any legal play of dealt cards alone, without vermin, costs the same as a
// combination of the same ranks the heuristic weighs (it costs by ranks and sizes only), so its
// pick never costs more than any of them.
describe('henhouse view heuristic', () => {
  it('picks a legal play no dearer than any legal plain play of dealt cards', () => {
    let checked = 0;
    let plays = 0;
    for (const [players, seed] of [
      [4, 11],
      [3, 12],
      [5, 13],
    ] as const) {
      for (const state of statesOf(players, seed)) {
        const view = henhouseGame.playerView(state, state.turn);
        const pick = viewChoice(view, Rng.fromSeed(checked));
        checked++;
        expect(explainPlay(state, pick)).toBeNull();
        if (pick.type !== 'play') continue;
        plays++;
        const table = tableOfView(view);
        const cost = playCost(pick, table);
        const plain = henhouseGame
          .legalActions(state)
          .filter((a): a is Play => a.type === 'play' && !a.vermin && a.cards.every((c) => !c.startsWith('*')));
        for (const a of plain) expect(cost).toBeLessThanOrEqual(playCost(a, table));
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(plays).toBeGreaterThan(100);
  });

  it("costs a listed play on its lay's numbers as it costs the same cards written out", () => {
    let compared = 0;
    for (const [players, seed, bigHands] of [
      [4, 21, false],
      [3, 22, false],
      [3, 23, true],
    ] as const) {
      for (const state of statesOf(players, seed, bigHands)) {
        const table = tableOfView(henhouseGame.playerView(state, state.turn));
        for (const a of henhouseGame.legalActions(state)) {
          if (a.type !== 'play') continue;
          // A copy of the cards in another order is read from its text, not from the lay.
          const written = { ...a, cards: [...a.cards].reverse() };
          if (playCost(a, table) !== playCost(written, table)) expect(playCost(a, table)).toBe(playCost(written, table));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });
});

describe('henhouse play cost', () => {
  it('charges for spending a Henhouse only on two pairs one rank apart, in any order of the cards', () => {
    const hand = ['BC4', 'WC4', 'BC5', 'WC5', 'BE5', 'BC6', 'WC6', 'BE6', 'BE8', 'WE9'];
    const table = {
      seat: 0,
      hand: packCodes(hand),
      wilds: { C: false, E: false },
      current: { type: 'set', cards: ['BE2', 'WE2'], rank: 2, suited: false },
      counts: [10, 10, 10, 10],
      hands: null,
      allWilds: [
        { C: false, E: false },
        { C: false, E: false },
        { C: false, E: false },
        { C: false, E: false },
      ],
      out: [],
    } as const;
    const cost = (cards: string[]): number => playCost({ type: 'play', cards }, table);
    // 5-5-6-6 costs the same however its cards are ordered, 6 more than 5-5-6-6 would without
    // the penalty; the other shapes of four are not Henhouses.
    const henhouse = cost(['BC5', 'WC5', 'BC6', 'WC6']);
    for (const order of [
      ['WC6', 'BC5', 'BC6', 'WC5'],
      ['BC6', 'WC6', 'WC5', 'BC5'],
    ])
      expect(cost(order)).toBe(henhouse);
    const leading = playCost({ type: 'play', cards: ['BC5', 'WC5', 'BC6', 'WC6'] }, { ...table, current: null });
    expect(henhouse - leading).toBe(6);
    for (const notOne of [
      ['BC5', 'WC5', 'BE5', 'BC6'],
      ['BC4', 'BC5', 'WC5', 'BC6'],
      ['BC4', 'WC4', 'BC6', 'WC6'],
      ['BE8', 'WE9', 'BC4', 'WC4'],
    ]) {
      const asLead = playCost({ type: 'play', cards: notOne }, { ...table, current: null });
      expect(cost(notOne)).toBe(asLead);
    }
  });
});
