import { describe, expect, it } from 'vitest';
import { Rng, logEvents } from '../../../src/engine/index.js';
import {
  CHICKENS,
  bestValue,
  duckStandIns,
  eggNumber,
  handOf,
  handsOf,
  isChicken,
  isEgg,
  judgeBeat,
  playValue,
  readLay,
  sortCards,
  suitOf,
  totalsOf,
  type Lay,
} from '../../../src/games/just-hatched/index.js';
import { layBeats } from '../../../src/games/just-hatched/lays.js';
import { game } from './helpers.js';

/** Lays made of random cards of one number (with a Duck now and then) or of Chickens. */
function randomLay(rng: Rng): Lay {
  for (;;) {
    const size = 1 + rng.int(5);
    const cards = rng.chance(0.25)
      ? rng.shuffle(CHICKENS).slice(0, size)
      : Array.from({ length: size }, () => `${rng.pick(['B', 'G', 'Y', 'O'])}${rng.chance(0.5) ? 7 : 8}`);
    if (rng.chance(0.2)) cards[0] = `D=${rng.pick(duckStandIns())}`;
    const r = readLay(cards);
    if (r.ok) return r.lay;
  }
}

describe('shortcuts agree with the plain reading of the rules', () => {
  it("layBeats gives judgeBeat's verdict on every pair of 3,000 random lays", () => {
    const rng = Rng.fromSeed(11);
    let yes = 0;
    for (let i = 0; i < 3000; i++) {
      const [a, b] = [randomLay(rng), randomLay(rng)];
      const verdict = judgeBeat(a, b).beats;
      expect(layBeats(a, b)).toBe(verdict);
      if (verdict) yes++;
    }
    // Both verdicts must be common for the comparison to mean anything.
    expect(yes).toBeGreaterThan(300);
    expect(yes).toBeLessThan(2700);
  });

  it('the card table reads every card (and odd strings) as the notation says', () => {
    // O7: number 7, suit O (index 3), play value 7 × 4 + 3 = 31; D=O7 counts the same.
    expect([eggNumber('O7'), suitOf('O7'), playValue('O7'), isEgg('O7')]).toEqual([7, 'O', 31, true]);
    expect([eggNumber('D=O7'), suitOf('D=O7'), playValue('D=O7'), isEgg('D=O7')]).toEqual([7, 'O', 31, false]);
    // Chickens: 100 + place among BC GC YC OC RC; Big Red has no suit.
    expect([playValue('BC'), playValue('RC'), suitOf('RC'), isChicken('YC')]).toEqual([100, 104, null, true]);
    // A bare Duck has no play order; its "best card" value (50) sits between Eggs and Chickens.
    expect([playValue('D'), bestValue('D'), eggNumber('D')]).toEqual([-1, 50, null]);
    // Strings outside the table still get an answer, by the same reading.
    expect([isEgg('X7'), eggNumber('D=RC'), playValue('D=RC'), suitOf('b7')]).toEqual([false, null, 104, null]);
  });

  it('sortCards orders shuffled hands and leaves ordered ones as they are, as a copy', () => {
    const rng = Rng.fromSeed(3);
    const deck = handsOf(game.setup({ players: 4 }, 1)).flat();
    for (let i = 0; i < 200; i++) {
      const hand = rng.shuffle(deck).slice(0, 1 + rng.int(12));
      const sorted = sortCards(hand);
      const expected = [...hand].sort((a, b) => bestValue(a) - bestValue(b));
      expect(sorted).toEqual(expected);
      const again = sortCards(sorted);
      expect(again).toEqual(sorted);
      expect(again).not.toBe(sorted);
    }
    // Strings of no play order keep their order among themselves, as a stable sort keeps them.
    expect(sortCards(['O9', 'X2', 'B7', 'X1', 'D', 'X3'])).toEqual(['X2', 'X1', 'X3', 'B7', 'O9', 'D']);
    const long = rng.shuffle([...deck, ...deck]);
    expect(sortCards(long)).toEqual([...long].sort((a, b) => bestValue(a) - bestValue(b)));
  });

  it('readLay gives each list of one to three cards of the game a reading of those very cards', () => {
    const cards = ['D', ...CHICKENS, ...duckStandIns(), ...duckStandIns().map((e) => `D=${e}`)];
    const lists: string[][] = cards.map((c) => [c]);
    for (const a of cards) for (const b of cards) lists.push([a, b]);
    for (const a of ['B7', 'D=G7', 'YC']) for (const b of cards) for (const c of ['O7', 'RC', 'D']) lists.push([a, b, c]);
    let ok = 0;
    for (const list of lists) {
      const r = readLay(list);
      expect(readLay(list.slice())).toBe(r);
      if (!r.ok) continue;
      ok++;
      expect([...r.lay.cards].sort(), list.join(' ')).toEqual([...list].sort());
    }
    expect(ok).toBeGreaterThan(500);
  });

  it('readLay gives the same reading for the same cards and tells apart lists that join alike', () => {
    expect(readLay(['O8', 'B8'])).toBe(readLay(['O8', 'B8']));
    expect(readLay(['B8', 'O8'])).toEqual(readLay(['O8', 'B8']));
    // One card holding a space is not the two cards it looks like once joined.
    expect(readLay(['O8 B8']).ok).toBe(false);
    expect(readLay(['O8', 'B8']).ok).toBe(true);
    expect(readLay([]).ok).toBe(false);
    expect(readLay(['']).ok).toBe(false);
  });

  it('applying any kind of action leaves the state it came from unchanged', () => {
    let state = game.setup({ players: 4 }, 21);
    const rng = Rng.fromSeed(21);
    const kinds = new Set<string>();
    while (game.currentPlayer(state) !== 'terminal') {
      const before = JSON.stringify(state);
      const outOfTurn = [0, 1, 2, 3].flatMap((seat) => game.interjections!(state, seat).map((a) => ({ seat, a })));
      const { seat, a } =
        outOfTurn.length > 0 && rng.chance(0.5)
          ? rng.pick(outOfTurn)
          : { seat: game.currentPlayer(state) as number, a: rng.pick(game.legalActions(state)) };
      kinds.add(a.type);
      const next = game.applyAction(state, a, seat);
      expect(JSON.stringify(state)).toBe(before);
      state = next;
    }
    expect([...kinds].sort()).toEqual(['catch', 'cluck', 'declare', 'give-back', 'lay']);
  });
  it('views read the round leader, totals and hand without the log, and agree with it', () => {
    // Random games of 2, 4 and 5 players: every view's round leader is the leader of the last
    // deal in the log, its totals are the sum of the score tables, its hand the seat's in order.
    for (const [options, seed] of [
      [{ players: 2 }, 4],
      [{ players: 4 }, 5],
      [{ players: 5 }, 6],
    ] as const) {
      let state = game.setup(options, seed);
      const rng = Rng.fromSeed(seed);
      const leaders = new Set<number>();
      for (;;) {
        const seat = game.currentPlayer(state);
        const at = seat === 'terminal' ? 0 : seat;
        const view = game.playerView(state, at);
        const deal = [...logEvents(state.log)].reverse().find((e) => e.type === 'deal');
        expect(view.roundLeader).toBe(deal && deal.type === 'deal' ? deal.leader : -1);
        expect(view.totals).toEqual(totalsOf(state.scores, options.players));
        // The seat's own cards, in pecking order: sorting them from any order gives the view's list.
        expect(view.hand).toEqual(sortCards(rng.shuffle(handOf(state, at))));
        expect(view.hand).toHaveLength(view.handCounts[at]!);
        leaders.add(view.roundLeader);
        if (seat === 'terminal') break;
        state = game.applyAction(state, rng.pick(game.legalActions(state)), seat);
      }
      // Several rounds were led by different seats, so the check saw more than round 1.
      expect(leaders.size).toBeGreaterThan(1);
    }
  });
});
