import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../../src/engine/index.js';
import { henhouse } from '../../../src/games/henhouse/module.js';
import {
  actionToString,
  applyAction,
  deckFor,
  describeEvent,
  explainPlay,
  handOf,
  handSize,
  legalActions,
  nextLeader,
  parseAction,
  playedThisRound,
  roundLog,
  scoreRound,
  setup,
  SHORTER_REACH,
  SKUNK_REACH,
  undealtOf,
  verminReach,
  type HenhouseState,
} from '../../../src/games/henhouse/index.js';
import { Rng } from '../../../src/engine/index.js';
import { play, table } from './helpers.js';

const NAMES = ['Andy', 'Bri', 'Corey', 'Dana'];
const legalStrings = (s: HenhouseState): string[] => legalActions(s).map(actionToString);
const canonical = (move: string): string => actionToString(parseAction(move));
const refuse = (s: HenhouseState, move: string): string => explainPlay(s, parseAction(move)) ?? 'allowed';

describe('HH 1: deck and deal', () => {
  it('has 64 cards: 1 and 9 once per suit, 2-8 twice', () => {
    const deck = deckFor(4, false);
    expect(deck).toHaveLength(64); // 4 suits × (1 + 7×2 + 1) = 4 × 16
    expect(deck.filter((c) => c === 'BC1')).toHaveLength(1);
    expect(deck.filter((c) => c === 'WE9')).toHaveLength(1);
    expect(deck.filter((c) => c === 'BE5')).toHaveLength(2);
  });

  it('3 players: no 8s or 9s and one 7 per suit: 48 cards, 15 each, 3 undealt', () => {
    const deck = deckFor(3, false);
    expect(deck).toHaveLength(48); // 4 × (1 + 5×2 + 1)
    expect(deck.some((c) => c.endsWith('8') || c.endsWith('9'))).toBe(false);
    expect(deck.filter((c) => c === 'WC7')).toHaveLength(1);
    const s = setup({ players: 3 }, 5);
    expect(s.packedHands.map((_, seat) => handOf(s, seat).length)).toEqual([15, 15, 15]);
    expect(undealtOf(s)).toHaveLength(3); // 48 − 45
  });

  it('4 players 15 each, 5 players 12 each, big hands 20 each; 4 left out each time', () => {
    for (const [opts, size] of [
      [{ players: 4 }, 15],
      [{ players: 5 }, 12],
      [{ players: 3, bigHands: true }, 20],
    ] as const) {
      const s = setup(opts, 9);
      expect(handSize(opts.players, 'bigHands' in opts)).toBe(size);
      expect(s.packedHands.every((_, seat) => handOf(s, seat).length === size)).toBe(true);
      expect(undealtOf(s)).toHaveLength(4); // 64 − 60
    }
  });

  it('gives everyone both wilds and lays out two of each vermin', () => {
    const s = setup({ players: 5 }, 3);
    expect(s.wilds).toEqual(Array(5).fill({ C: true, E: true }));
    expect(s.table).toEqual({ skunk: 2, fox: 2, snake: 2 });
  });

  it('refuses other player counts and big hands beyond 3 players', () => {
    expect(() => setup({ players: 2 }, 1)).toThrow(/3 to 5 players/);
    expect(() => setup({ players: 6 }, 1)).toThrow(/3 to 5 players/);
    expect(() => setup({ players: 4, bigHands: true }, 1)).toThrow(/3 players only/);
  });
});

describe('HH 2: wilds', () => {
  const s = table({ hands: ['BC5 WE2', 'BE7', 'WE7'], bigHands: false });
  it('a wild keeps its trait and picks colour and rank; it may be a single', () => {
    expect(refuse(s, '*C=WC6')).toBe('allowed');
    expect(refuse(s, '*E=BE3')).toBe('allowed');
    expect(() => parseAction('*C=WE5')).toThrow(/keeps its trait/);
  });
  it('wilds stand for 1-7 with 3 players and up to 9 in the big-hands game', () => {
    expect(refuse(s, '*C=WC8')).toMatch(/up to 7/);
    const big = table({ hands: ['BC5', 'BE9', 'WE9'], bigHands: true });
    expect(refuse(big, '*C=WC9')).toBe('allowed');
  });
  it('each wild is used once a round, and a player is out only when both wilds are gone', () => {
    let t = play(s, 'BC5 *C=BC5');
    expect(t.wilds[0]).toEqual({ C: false, E: true });
    t = table({ hands: ['BC5', 'BE1', 'WE1'] });
    t = play(t, 'BC5');
    expect(t.out).toEqual([]); // both wilds still held
    t = play(t, 'pass', 'pass', '*C=BC6 *E=BE6');
    expect(t.out).toEqual([0]);
    expect(
      refuse(
        table({
          hands: ['BC5', 'BE9', 'WE9'],
          wilds: [
            { C: false, E: true },
            { C: true, E: true },
            { C: true, E: true },
          ],
        }),
        '*C=BC4',
      ),
    ).toMatch(/already played your wild chicken/);
  });
});

describe('HH 3 and 4: beating a combination', () => {
  it('a single beats only a strictly higher single', () => {
    const s = table({ hands: ['BC5 WC5 BE6 BC4 BC6', 'WE9', 'WE9'], pile: { cards: 'WE5', by: 2 } });
    expect(refuse(s, 'BE6')).toBe('allowed');
    expect(refuse(s, 'WC5')).toMatch(/needs a higher rank/);
    expect(refuse(s, 'BC4')).toMatch(/needs a higher rank/);
    expect(refuse(s, 'BC5 WC5')).toMatch(/same type with 1 card/);
  });
  it('sets and runs: same type and size; suited beats unsuited of equal rank', () => {
    const hand = 'BE5 BE5 WE5 BC6 BC7 BC8 WC6 BE6 BE7 WE4';
    const s = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'WE5 WC5', by: 1 } });
    expect(refuse(s, 'BE5 BE5')).toBe('allowed'); // 5s suited over 5s unsuited
    expect(refuse(s, 'BE5 WE5')).toMatch(/at equal rank it must be suited/);
    expect(refuse(s, 'BE5 BE5 WE5')).toMatch(/same type with 2 cards/);
    const run = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'BE5 BE6 BE7', by: 1 } });
    expect(refuse(run, 'BC6 BC7 BC8')).toBe('allowed'); // top 8 > 7
    expect(refuse(run, 'BE5 BC6 BC7')).toMatch(/only ties/);
    expect(refuse(run, 'WE4 WE5 WC6')).toMatch(/lower than/);
    expect(refuse(table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'BE5 BC6 BE7', by: 1 } }), 'BE5 BE6 BE7')).toBe('allowed');
    expect(refuse(run, 'BE5 BE6 *E=BE7')).toMatch(/equal combinations do not beat/);
  });
  it('the Golden Rule: brown chickens never with white eggs, nor white chickens with brown eggs', () => {
    const s = table({ hands: ['BC5 WE5 WC5 BE5 BE6 WE6', 'WE9', 'WE9'] });
    expect(refuse(s, 'BC5 WE5')).toMatch(/Golden Rule: it mixes brown chickens with white eggs/);
    expect(refuse(s, 'WC5 BE5')).toMatch(/Golden Rule: it mixes white chickens with brown eggs/);
    expect(refuse(s, 'BC5 BE5')).toBe('allowed'); // all brown
    expect(refuse(s, 'BC5 WC5')).toBe('allowed'); // all chickens
    expect(refuse(s, 'BE5 WE5 BE6 WE6')).toBe('allowed'); // an all-egg Henhouse
    expect(refuse(s, 'BC5 BE5 WE6 *E=WE6')).toMatch(/Golden Rule/);
  });
  it('a Henhouse beats any other combination; only a higher or equal-suited Henhouse beats it', () => {
    const hand = 'BC2 BC2 BC3 BC3 WE2 WE2 WE3 BE3';
    const onRun = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'WE7 WE8 WE9', by: 1 } });
    expect(refuse(onRun, 'BC2 BC2 BC3 BC3')).toBe('allowed');
    const onSingle = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'WE9', by: 1 } });
    expect(refuse(onSingle, 'BC2 BC2 BC3 BC3')).toBe('allowed');
    const onHouse = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'WC2 WE2 WC3 WE3', by: 1 } });
    expect(refuse(onHouse, 'BC2 BC2 BC3 BC3')).toBe('allowed'); // rank 3 suited over rank 3 unsuited
    expect(refuse(onHouse, 'WE2 WE2 WE3 *E=WE3')).toBe('allowed');
    const onSuited = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'WE2 WE2 WE3 WE3', by: 1 } });
    expect(refuse(onSuited, 'BC2 BC2 BC3 BC3')).toMatch(/equal combinations do not beat/);
    expect(refuse(onSuited, 'BC3 BC3 *C=BC4 BC2')).toMatch(/ranks 2-3-3-4 are not a set/);
  });
  it('combinations hold at most four cards and runs do not wrap', () => {
    const s = table({ hands: ['BE1 BE2 BE3 BE4 BE5 BE9', 'WE9', 'WE9'] });
    expect(refuse(s, 'BE1 BE2 BE3 BE4 BE5')).toMatch(/largest have four/);
    expect(refuse(table({ hands: ['BE1 BE2 BE9', 'WE9', 'WE9'], bigHands: true }), 'BE9 BE1 BE2')).toMatch(/not a set/);
  });
});

describe('HH 5: vermin', () => {
  const hand = 'BC1 BE2 BE3 BC8 BC9 WE4 WE5 WC6 BE6';
  const pile = { cards: 'WC5 WE6 WE7', by: 3 };
  const s = table({ hands: [hand, 'WE9', 'WE9', 'WE9'], pile });
  it('skunk: a strictly lower combination of the same type and size', () => {
    expect(refuse(s, 'skunk: BC1 BE2 BE3')).toBe('allowed');
    expect(refuse(s, 'skunk: BE2 BE3')).toMatch(/run of 3 cards/);
    expect(refuse(table({ hands: [hand, 'WE9', 'WE9', 'WE9'], pile: { cards: 'WE5 WE6 WE7', by: 3 } }), 'skunk: WE5 WC6 *E=WE7')).toBe(
      'allowed',
    ); // equal rank, unsuited under suited: ours
    expect(refuse(s, 'skunk: WE5 WC6 *E=WE7')).toMatch(/must be lower/);
  });
  it('fox takes a chicken and snake an egg, from an end of a run, then the play beats what is left', () => {
    expect(refuse(s, 'fox WC5: BC8 BC9')).toBe('allowed'); // WE6 WE7 left: top 7 < 9
    expect(refuse(s, 'snake WE7: WE4 WE5')).toMatch(/leaves a run 5-6, and the suited run 4-5 is lower/);
    expect(refuse(s, 'snake WE6: BC8 BC9')).toMatch(/only an end of a run/);
    expect(refuse(s, 'fox WE7: BC8 BC9')).toMatch(/takes only a chicken/);
    expect(refuse(s, 'fox: BC8 BC9')).toMatch(/say which chicken/);
    expect(refuse(s, 'fox WC5: BC1 BE2 BE3')).toMatch(/play a run of 2 cards/);
  });
  it('a fox or snake may take any card of its trait from a set of three or more', () => {
    const set = table({ hands: ['WE5 WE5 BE6 BE6', 'WE9', 'WE9'], pile: { cards: 'BC5 BC5 BE5', by: 2 } });
    expect(refuse(set, 'fox BC5: BE6 BE6')).toBe('allowed');
    expect(refuse(set, 'fox BC5: WE5 WE5')).toBe('allowed'); // BC5 BE5 left: unsuited 5s; WE5 WE5 suited
    expect(refuse(set, 'snake BE5: WE5 WE5')).toMatch(/equal combinations/); // BC5 BC5 left: suited 5s
    expect(legalStrings(set)).toContain('snake BE5: BE6 BE6');
  });
  it('never on a single, a pair, a Henhouse, or when leading', () => {
    const pair = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'WE4 WE5', by: 1 } });
    expect(refuse(pair, 'fox WE5: BC8')).toMatch(/three or more/);
    const single = table({ hands: [hand, 'WE9', 'WE9'], pile: { cards: 'WE4', by: 1 } });
    expect(refuse(single, 'skunk: BC1')).toMatch(/single card/);
    const house = table({ hands: ['BC2 BC2 BC3 BC3', 'WE9', 'WE9'], pile: { cards: 'WE4 WE4 WE5 WE5', by: 1 } });
    expect(refuse(house, 'skunk: BC2 BC2 BC3 BC3')).toMatch(/Henhouse/);
    expect(refuse(table({ hands: [hand, 'WE9', 'WE9'] }), 'skunk: BC1 BE2 BE3')).toMatch(/when leading/);
    expect(legalStrings(single).some((a) => a.includes(':'))).toBe(false);
  });
  it('verminReach names the vermin a pile allows: the skunk on a set or run, a fox or snake on three or more cards', () => {
    const none = { skunk: 0, fox: 0, snake: 0 };
    const pile = (cards: string, vermin = { skunk: 2, fox: 2, snake: 2 }) =>
      verminReach(table({ hands: [hand, 'WE9', 'WE9'], pile: { cards, by: 1 }, table: vermin }).trick.current!, vermin);
    expect(pile('WE4 WE5')).toBe(SKUNK_REACH);
    expect(pile('WE4 WE5', { ...none, fox: 2, snake: 1 })).toBe(0);
    expect(pile('BC5 BC5 BE5', { ...none, snake: 1 })).toBe(SHORTER_REACH);
    expect(pile('WC5 WE6 WE7')).toBe(SKUNK_REACH | SHORTER_REACH);
    expect(pile('WC5 WE6 WE7', none)).toBe(0);
    expect(pile('WE4')).toBe(0);
    expect(pile('WE4 WE4 WE5 WE5')).toBe(0);
  });
  it('verminReach covers every vermin play the legal actions hold, over seeded games', () => {
    let skunks = 0;
    let takers = 0;
    for (const [players, seed] of [
      [3, 51],
      [4, 52],
      [5, 53],
      [4, 54],
    ] as const) {
      let s = setup({ players }, seed);
      const rng = Rng.fromSeed(seed);
      while (!s.over) {
        const legal = legalActions(s);
        const current = s.trick.current;
        if (current !== null) {
          const reach = verminReach(current, s.table);
          const skunk = legal.some((a) => a.type === 'play' && a.vermin === 'skunk');
          const taker = legal.some((a) => a.type === 'play' && (a.vermin === 'fox' || a.vermin === 'snake'));
          if (skunk) skunks++;
          if (taker) takers++;
          expect((reach & SKUNK_REACH) !== 0 || !skunk).toBe(true);
          expect((reach & SHORTER_REACH) !== 0 || !taker).toBe(true);
        }
        s = applyAction(s, legal[rng.int(legal.length)]!);
      }
    }
    expect(skunks).toBeGreaterThan(20);
    expect(takers).toBeGreaterThan(5);
  });
  it("is taken into the player's area, and none is offered once both copies are gone", () => {
    const t = play(s, 'skunk: BC1 BE2 BE3');
    expect(t.taken[0]).toEqual(['skunk']);
    expect(t.table).toEqual({ skunk: 1, fox: 2, snake: 2 });
    const none = table({ hands: [hand, 'WE9', 'WE9', 'WE9'], pile, table: { skunk: 0, fox: 2, snake: 2 } });
    expect(refuse(none, 'skunk: BC1 BE2 BE3')).toMatch(/no skunk is left/);
    expect(legalStrings(none).some((a) => a.startsWith('skunk'))).toBe(false);
  });
});

describe('HH 6: tricks', () => {
  it('the leader must play; a player who passed may come back in the same trick', () => {
    let s = table({ hands: ['BE1 BE9', 'BE2 BE8', 'BE3 BE7'] });
    expect(refuse(s, 'pass')).toMatch(/you lead this trick, so you must play something/);
    s = play(s, 'BE1', 'pass', 'BE3');
    expect(s.turn).toBe(0);
    expect(refuse(s, 'BE9')).toBe('allowed');
    s = play(s, 'pass', 'BE8'); // seat 1 passed before and plays now
    expect(s.trick.current?.cards).toEqual(['BE8']);
  });
  it('ends when everyone else has passed in a row; the winner leads', () => {
    let s = table({ hands: ['BE1 BE9', 'BE2 BE8', 'BE3 BE7'] });
    s = play(s, 'BE1', 'BE2', 'pass', 'pass');
    expect(s.trick).toMatchObject({ current: null, leader: 1 });
    expect(s.turn).toBe(1);
    expect(describeEvent(s.log[s.log.length - 1]!, NAMES)).toBe('Bri wins the trick and leads.');
  });
  it('skips players who are out, and when the winner is out the next player clockwise leads', () => {
    let s = table({
      hands: ['BE9', 'BE2 BE8', 'BE3 BE7', 'BE4 BE6'],
      wilds: [
        { C: false, E: false },
        { C: true, E: true },
        { C: true, E: true },
        { C: true, E: true },
      ],
    });
    s = play(s, 'BE9');
    expect(s.out).toEqual([0]);
    s = play(s, 'pass', 'pass', 'pass');
    expect(s.trick.leader).toBe(1);
    s = play(s, 'BE2', 'BE3', 'BE4');
    expect(s.turn).toBe(1); // seat 0 is out: skipped
  });
});

describe('HH 7: end of round and scoring', () => {
  it("replays the source's scoring example exactly: 0, 2, 6 and 7 points", () => {
    // Andy took a fox earlier; Corey a snake and a skunk. Bri has used the wild chicken.
    let s = table({
      hands: ['WC9', 'BC1 BE2 WE3 WE4', 'BC5', 'BE7'],
      wilds: [
        { C: false, E: false },
        { C: false, E: true },
        { C: false, E: false },
        { C: false, E: false },
      ],
      taken: [['fox'], [], ['snake', 'skunk'], []],
      table: { skunk: 1, fox: 1, snake: 1 },
    });
    s = play(s, 'WC9', 'pass', 'pass', 'pass'); // Andy out first; Bri leads (next clockwise from Andy)
    expect(s.turn).toBe(1);
    s = play(s, 'BC1', 'pass', 'BE7', 'pass', 'pass'); // Dana out second; Bri leads again (Andy is out)
    expect(s.turn).toBe(1);
    s = play(s, 'BE2', 'BC5'); // Corey out third: the round ends with Bri left
    const result = s.results[0]!;
    expect(result.places).toEqual([0, 3, 2, 1]);
    // Andy: first out → 0 (the fox does not count); Dana: 2nd place 2 + no vermin = 2;
    // Corey: 3rd place 4 + 2 vermin = 6; Bri: 4th place 4 + WE3, WE4 and the wild egg (3) = 7.
    expect(result.points).toEqual([0, 7, 6, 2]);
    expect(result.cardsLeft).toEqual([0, 3, 0, 0]);
    expect(s.totals).toEqual([0, 7, 6, 2]);
    expect(s.round).toBe(2);
    // HH 8: Bri has the most points and leads round 2, with fresh hands, wilds and vermin.
    expect(s.turn).toBe(1);
    expect(s.packedHands.every((_, seat) => handOf(s, seat).length === 15)).toBe(true);
    expect(s.table).toEqual({ skunk: 2, fox: 2, snake: 2 });
    expect(s.taken).toEqual([[], [], [], []]);
    expect(s.wilds).toEqual(Array(4).fill({ C: true, E: true }));
    expect(s.out).toEqual([]);
    expect(playedThisRound(s)).toEqual([]);
    expect(
      describeEvent(
        s.log.find((e) => e.type === 'round')!,
        NAMES,
      ),
    ).toBe('Round 1 scores: Andy 0, Dana 2, Corey 6, Bri 7.');
  });

  it('place points for 3 and 5 players; the first out scores 0 even with vermin', () => {
    // 3 players: 0 / 2 / 2; the last adds cards left.
    expect(scoreRound(1, [2, 0, 1], [1, 1, 3], 4).points).toEqual([3, 2 + 1 + 4, 0]);
    // 5 players: 0 / 2 / 4 / 6 / 6.
    expect(scoreRound(1, [0, 1, 2, 3, 4], [0, 0, 0, 0, 0], 1).points).toEqual([0, 2, 4, 6, 7]);
  });

  it('the round ends at once when one player is left, mid-trick', () => {
    let s = table({
      hands: ['BE1', 'BE2 BE3', 'BE4'],
      wilds: [
        { C: false, E: false },
        { C: true, E: true },
        { C: false, E: false },
      ],
      out: [],
    });
    s = play(s, 'BE1', 'BE2', 'BE4'); // seat 0 out, then seat 2 out: seat 1 is left
    expect(s.results[0]!.places).toEqual([0, 2, 1]);
    expect(s.results[0]!.points).toEqual([0, 2 + 3, 2]); // BE3 + two wilds = 3 cards
  });
});

describe('HH 8 and the end: leads, four rounds, lowest wins, ties share', () => {
  it('the first leader is drawn from the seed', () => {
    const leaders = new Set(Array.from({ length: 12 }, (_, i) => setup({ players: 4 }, i).turn));
    expect(leaders.size).toBeGreaterThan(1);
    expect(setup({ players: 4 }, 42).turn).toBe(setup({ players: 4 }, 42).turn);
  });
  it('later rounds: most points leads; a tie goes to who placed worse last round', () => {
    expect(nextLeader([3, 9, 4, 2], [3, 0, 2, 1])).toBe(1);
    expect(nextLeader([6, 2, 6, 2], [0, 1, 2, 3])).toBe(2); // seats 0 and 2 tie: seat 2 placed 3rd, worse than 1st
    expect(nextLeader([6, 2, 6, 2], [2, 1, 0, 3])).toBe(0);
  });
  it('after the fourth round the lowest total wins and a tie shares the win', () => {
    let s = table({
      hands: ['BE1', 'BE2', 'BE3'],
      wilds: [
        { C: false, E: false },
        { C: false, E: false },
        { C: false, E: false },
      ],
      round: 4,
      totals: [5, 3, 7],
    });
    s = play(s, 'BE1', 'BE2'); // places 0, 1, 2: +0, +2, +2 + 1 card
    expect(s.totals).toEqual([5, 5, 10]);
    expect(s.over).toBe(true);
    expect(legalActions(s)).toEqual([]);
    expect(henhouse.game.currentPlayer(s)).toBe('terminal');
    const outcome = henhouse.game.outcome(s)!;
    expect(outcome).toMatchObject({ winners: [0, 1], scores: [5, 5, 10], rounds: 1 });
    expect(outcome.summary).toBe('Seat 0 and Seat 1 share the win with 5 points.');
    expect(describeEvent(s.log[s.log.length - 1]!, NAMES)).toBe('Andy and Bri share the win with 5 points.');
    expect(() => applyAction(s, { type: 'pass' })).toThrow(IllegalActionError);
  });
});

describe("the source's example round of play", () => {
  // Andy, Bri, Corey and Dana sit clockwise; Andy leads.
  const start = table({
    hands: ['BE4 BE5 BC6 WC8 WE8 BE1 WE2', 'WC5 WE6 WE7 BC8 BC9 WE3', 'BE5 BE6 BC3 BC3 BC4 BC4 WC2', 'BC1 BE2 BE3 WC7 WE9'],
  });
  const moves: [string, string][] = [
    ['Andy leads a run of 4-5-6.', 'BE4 BE5 BC6'],
    ['Bri plays a higher run, 5-6-7.', 'WC5 WE6 WE7'],
    ['Corey uses a wild for a suited 5-6-7.', 'BE5 BE6 *E=BE7'],
    ['Dana takes the skunk and plays 1-2-3.', 'skunk: BC1 BE2 BE3'],
    ['Andy passes.', 'pass'],
    ['Bri takes the fox, which takes the 1, and beats the 2-3 left with 8-9.', 'fox BC1: BC8 BC9'],
    ['Corey plays a Henhouse.', 'BC3 BC3 BC4 BC4'],
    ['Dana passes.', 'pass'],
    ['Andy, who passed before, plays a higher Henhouse with both wilds.', 'WC8 WE8 *C=WC9 *E=WE9'],
    ['Bri passes.', 'pass'],
    ['Corey passes.', 'pass'],
    ['Dana passes.', 'pass'],
    ['Andy won the trick and leads a single 1.', 'BE1'],
  ];
  it('every step is legal, listed among the legal actions, and ends as the source says', () => {
    let s = start;
    for (const [why, move] of moves) {
      expect(legalStrings(s), why).toContain(canonical(move));
      s = play(s, move);
    }
    expect(s.taken).toEqual([[], ['fox'], [], ['skunk']]);
    expect(s.trick).toMatchObject({ leader: 0, by: 0, current: { type: 'single', rank: 1 } });
    expect(s.wilds[0]).toEqual({ C: false, E: false });
    expect(roundLog(s).map((e) => describeEvent(e, NAMES))).toEqual([
      'Andy plays a run 4-5-6 (BE4 BE5 BC6).',
      'Bri plays a run 5-6-7 (WC5 WE6 WE7).',
      'Corey plays a suited run 5-6-7 (BE5 BE6 *E=BE7).',
      'Dana takes the skunk and plays a run 1-2-3 (BC1 BE2 BE3).',
      'Andy passes.',
      'Bri takes the fox, removes BC1, and plays a suited run 8-9 (BC8 BC9).',
      'Corey plays a suited Henhouse 3-3-4-4 (BC3 BC3 BC4 BC4).',
      'Dana passes.',
      'Andy plays a Henhouse 8-8-9-9 (WC8 WE8 *C=WC9 *E=WE9).',
      'Bri passes.',
      'Corey passes.',
      'Dana passes.',
      'Andy wins the trick and leads.',
      'Andy plays a single 1 (BE1).',
    ]);
  });
  it("refuses what the example's players could not do", () => {
    let s = play(start, 'BE4 BE5 BC6', 'WC5 WE6 WE7');
    expect(refuse(s, 'BE5 BE6 *C=BC7')).toMatch(/only ties/); // brown, unsuited, top 7 = 7
    s = play(s, 'BE5 BE6 *E=BE7');
    expect(refuse(s, 'BC1 BE2 BE3')).toMatch(/lower than/);
    expect(() => applyAction(s, parseAction('WC7'))).toThrow(IllegalActionError);
  });
});

describe('refusals', () => {
  it('names a card that is not a Henhouse card', () => {
    const state = setup({ players: 4 }, 3);
    expect(() => applyAction(state, { type: 'play', cards: ['ZZ9'] })).toThrow(/not a Henhouse card/);
    expect(() => applyAction(state, { type: 'play', cards: 'BC5' as unknown as string[] })).toThrow(IllegalActionError);
  });
});
