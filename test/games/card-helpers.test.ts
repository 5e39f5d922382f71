// The typed card helpers that the bots, the screens and the sample players read cards through:
// each agrees with the engine's own reading of the notation.
import { describe, expect, it } from 'vitest';
import * as hh from '../../src/games/henhouse/index.js';
import * as jh from '../../src/games/just-hatched/index.js';

describe('Just Hatched card helpers', () => {
  it('eggOfValue is playValue read backwards for every Egg', () => {
    for (const egg of jh.duckStandIns()) expect(jh.eggOfValue(jh.playValue(egg))).toBe(egg);
    // 29 = 7 × 4 + 1: the green 7.
    expect(jh.eggOfValue(29)).toBe('G7');
  });

  it('a laid Duck counts as the Egg it names, and ducksOfNumber lists one per suit', () => {
    expect(jh.laidDuck('O7')).toBe('D=O7');
    expect([jh.isLaidDuck('D=O7'), jh.isLaidDuck('D'), jh.isLaidDuck('O7')]).toEqual([true, false, false]);
    expect(jh.countsAs(jh.laidDuck('O7'))).toBe('O7');
    for (let n = 1; n <= 10; n++) {
      const ducks = jh.ducksOfNumber(n);
      expect(ducks.map(jh.countsAs)).toEqual(jh.SUITS.map((s) => `${s}${n}`));
      expect(ducks.every((d) => jh.isDuck(d) && jh.eggNumber(d) === n)).toBe(true);
    }
  });
});

describe('Henhouse card helpers', () => {
  it('reads held, played and dealt cards alike', () => {
    expect([hh.isHeldWild('*C'), hh.isHeldWild('*C=WC5'), hh.isHeldWild('BC5')]).toEqual([true, false, false]);
    expect([hh.wildTraitOf('*E'), hh.wildTraitOf('*C=WC5'), hh.wildTraitOf('BE5')]).toEqual(['E', 'C', null]);
    expect([hh.standsFor('*C=WC5'), hh.standsFor('BE5')]).toEqual(['WC5', 'BE5']);
    for (const suit of hh.SUITS) expect(hh.suitOf(hh.colourOf(suit), hh.traitOf(suit))).toBe(suit);
  });

  it('the Golden Rule groups say what goldenRuleBreach says, for every pair of suits', () => {
    for (const a of hh.SUITS) {
      for (const b of hh.SUITS) {
        const cards = [hh.parsePlayed(`${a}3`), hh.parsePlayed(`${b}3`)];
        const inOne = hh.GOLDEN_GROUPS.some((g) => hh.inGoldenGroup(g, a) && hh.inGoldenGroup(g, b));
        expect(hh.goldenRuleBreach(cards) === null).toBe(inOne);
      }
    }
  });
});
