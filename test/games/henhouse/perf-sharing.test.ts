import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import {
  applyAction,
  combinationsFrom,
  combinationsOfShape,
  deckFor,
  drawFromShape,
  layOfCards,
  listCombinations,
  parsePlayed,
  playerView,
  sampleAction,
  setup,
  handCodes,
  mightMake,
  mightMakeKind,
  newHand,
  packCodes,
  packedOfCodes,
  shapeIndexOf,
  shapeSource,
  sortCodes,
  TYPE_INDEX,
  type Combination,
} from '../../../src/games/henhouse/index.js';

// The engine shares unchanged arrays between successive states and caches parsed cards, for
// speed. These tests pin down that nothing shared is ever changed afterwards.

describe('Henhouse state sharing', () => {
  it('leaves every earlier state exactly as it was, and only appends to the log within a round', () => {
    for (const players of [3, 4, 5]) {
      let state = setup({ players }, 11 + players);
      const rng = Rng.fromSeed(players);
      const history: { state: typeof state; json: string }[] = [];
      while (!state.over) {
        history.push({ state, json: JSON.stringify(state) });
        const next = applyAction(state, sampleAction(playerView(state, state.turn), rng));
        if (next.round === state.round) expect(next.log.slice(0, state.log.length)).toEqual(state.log);
        else expect(next.log.map((e) => e.type).slice(-2)).toEqual(['round', 'deal']);
        state = next;
      }
      // Checked at the end, so a later move that wrote into a shared array would show here.
      for (const h of history) expect(JSON.stringify(h.state)).toBe(h.json);
    }
  });

  it('leads the cards of a listed combination back to their lay, unseen by copies, JSON and comparisons', () => {
    const wilds = { C: true, E: false };
    const listed = combinationsFrom(['BC5', 'WC5', 'BE6'], wilds, 9);
    expect(listed.length).toBeGreaterThan(3);
    for (const c of listed) {
      const lay = layOfCards(c.cards);
      expect(lay?.combo).toBe(c);
      expect(layOfCards([...c.cards])).toBeUndefined();
      expect(Object.keys(c.cards)).toEqual(c.cards.map((_, i) => String(i)));
      expect(JSON.parse(JSON.stringify(c))).toEqual({ ...c, cards: [...c.cards] });
      expect(c.cards).toEqual([...c.cards]);
    }
  });

  it('hands out parsed cards that cannot be changed', () => {
    const a = parsePlayed('*C=WC5');
    expect(a).toEqual({ suit: 'WC', rank: 5, wild: true });
    expect(() => {
      (a as { rank: number }).rank = 6;
    }).toThrow(TypeError);
    expect(parsePlayed('*c=wc5')).toEqual(a);
  });

  it('lists each shape exactly as the full listing does', () => {
    const rng = Rng.fromSeed(9);
    const shapeOf = (c: Combination): string => c.cards.map((x) => x.slice(-1)).join('');
    for (let i = 0; i < 40; i++) {
      const hand = rng.shuffle(deckFor(4, false)).slice(0, 15);
      const wilds = { C: rng.chance(0.5), E: rng.chance(0.5) };
      const all = combinationsFrom(hand, wilds, 9);
      const source = shapeSource(hand, wilds);
      // A run 5-6-7 and a set of three 6s are two shapes; their cards' ranks tell them apart.
      for (const ranks of [[6], [6, 6, 6], [5, 6, 7], [4, 4, 5, 5], [8, 9]]) {
        expect(combinationsOfShape(source, ranks)).toEqual(all.filter((c) => shapeOf(c) === ranks.join('')));
      }
    }
  });

  it('has fewer lays in all than two bytes can number, the most a hand holding every card at least twice makes', () => {
    const every = deckFor(4, false).flatMap((code) => [code, code]);
    const all = listCombinations(every, { C: true, E: true }, 9);
    expect(all.length).toBeGreaterThan(5000);
    expect(all.length).toBeLessThan(1 << 16);
  });

  it('reads a packed hand as codes once while it is the same hand, and leads those codes back to it', () => {
    const rng = Rng.fromSeed(12);
    for (let i = 0; i < 40; i++) {
      const codes = rng.shuffle(deckFor(4, false)).slice(0, 15);
      const packed = packCodes(codes);
      const read = handCodes(packed);
      expect(read).toEqual(sortCodes(codes));
      // The same array while the same hand is read again, and back to that hand.
      expect(handCodes(packed)).toBe(read);
      expect(packedOfCodes(read)).toBe(packed);
      // An equal hand in another array, or a copy of the codes: equal, read anew.
      expect(handCodes([...packed])).toEqual(read);
      expect(packedOfCodes([...read])).toEqual(packed);
      expect(packedOfCodes([...read])).not.toBe(packed);
    }
    expect(packedOfCodes(['BC5', 'BC5', 'BC5'])).toBeNull();
    expect(packedOfCodes(['BC5', 'XX1'])).toBeNull();
  });

  it("says whether a hand might make a shape, by its kind's sums, as mightMake counts it", () => {
    const rng = Rng.fromSeed(14);
    let checked = 0;
    let yes = 0;
    for (let i = 0; i < 300; i++) {
      // Hands of every size, from nearly empty to the big-hands deal.
      const hand = packCodes(rng.shuffle(deckFor(4, false)).slice(0, 1 + rng.int(20)));
      newHand(hand);
      for (const type of ['single', 'set', 'run', 'henhouse'] as const) {
        for (let size = 1; size <= 4; size++) {
          for (let rank = 1; rank <= 9; rank++) {
            const index = shapeIndexOf(type, size, rank);
            if (index < 0) continue;
            for (let wilds = 0; wilds <= 2; wilds++) {
              const fast = mightMakeKind(TYPE_INDEX[type], size, rank, wilds);
              expect(fast, `${type} ${size} ${rank} with ${wilds} wilds`).toBe(mightMake(index, wilds));
              checked++;
              if (fast) yes++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50_000);
    expect(yes).toBeGreaterThan(checked / 10);
    expect(yes).toBeLessThan(checked);
  });

  it('draws from a shape exactly as picking from its filtered listing would', () => {
    const rng = Rng.fromSeed(10);
    const shapeOf = (c: Combination): string => c.cards.map((x) => x.slice(-1)).join('');
    let drawn = 0;
    let drawnRuns = 0;
    let suitedRuns = 0;
    for (let i = 0; i < 60; i++) {
      const hand = rng.shuffle(deckFor(4, false)).slice(0, 15);
      const wilds = { C: rng.chance(0.5), E: rng.chance(0.5) };
      const source = shapeSource(hand, wilds);
      // The walk from the cards alone, with nothing remembered, is the reference.
      const all = listCombinations(hand, wilds, 9);
      const shapes = [[5, 5], [7, 7], [3, 3], [4, 4, 5, 5], [9], [1, 2], [5, 6, 7], [7, 8, 9], [2, 3, 4, 5], [6, 7, 8, 9]];
      for (const ranks of shapes) {
        const listed = all.filter((c) => shapeOf(c) === ranks.join(''));
        for (const accept of [
          [true, true],
          [false, true],
          [true, false],
          [false, false],
        ] as const) {
          // Two random sources in step: one draws, the other picks from the filtered list.
          const seed = rng.int(1000);
          const [a, b] = [Rng.fromSeed(seed), Rng.fromSeed(seed)];
          const kept = listed.filter((c) => accept[c.suited ? 1 : 0]);
          const expected = kept.length > 0 ? b.pick(kept) : null;
          expect(drawFromShape(source, ranks, accept, a)).toEqual(expected);
          expect(a.int(1 << 30)).toBe(b.int(1 << 30));
          if (expected) drawn++;
          if (expected && ranks.length > 2 && ranks[0] !== ranks[1]) {
            drawnRuns++;
            if (expected.suited) suitedRuns++;
          }
        }
      }
    }
    expect(drawn).toBeGreaterThan(100);
    // Runs of three and four are drawn without listing them: enough of them, suited ones too.
    expect(drawnRuns).toBeGreaterThan(50);
    expect(suitedRuns).toBeGreaterThan(5);
  });
});
