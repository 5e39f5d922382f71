import { describe, expect, it } from 'vitest';
import { NotationError, Rng } from '../../../src/engine/index.js';
import {
  addCard,
  bestValue,
  cardCount,
  cardName,
  duckCount,
  eggShape,
  eggShapes,
  handCards,
  handCode,
  packHand,
  takeCard,
  deckFor,
  eggNumber,
  handSize,
  isChicken,
  isEgg,
  parseCards,
  playValue,
  sortCards,
  suitOf,
} from '../../../src/games/just-hatched/index.js';
import { figuresOf } from '../../../src/games/just-hatched/cards.js';

const count = (deck: string[], card: string) => deck.filter((c) => c === card).length;

describe('deck per player count (ruling JH 1, rule JH 12)', () => {
  it('3 players: 5 Chickens + 1 Duck + Eggs 8–10 in 4 suits twice = 5 + 1 + 3×4×2 = 30 = 3 × 10', () => {
    const deck = deckFor(3);
    expect(deck).toHaveLength(30);
    expect(count(deck, 'D')).toBe(1);
    expect(count(deck, 'B8')).toBe(2);
    expect(count(deck, 'O7')).toBe(0);
    expect(handSize(3) * 3).toBe(30);
  });
  it('4 players: 5 + 3 Ducks + Eggs 7–10 (4×4×2 = 32) = 40', () => {
    const deck = deckFor(4);
    expect(deck).toHaveLength(40);
    expect(count(deck, 'D')).toBe(3);
    expect(count(deck, 'B7')).toBe(2);
    expect(count(deck, 'O6')).toBe(0);
  });
  it('5 players: 5 + 3 + Eggs 6–10 (5×4×2 = 40) + both orange 5s = 50', () => {
    const deck = deckFor(5);
    expect(deck).toHaveLength(50);
    expect(count(deck, 'O5')).toBe(2);
    expect(count(deck, 'Y5')).toBe(0);
    expect(count(deck, 'B6')).toBe(2);
  });
  it('6 players: 5 + 3 + Eggs 5–10 (6×4×2 = 48) + both yellow and orange 4s = 60', () => {
    const deck = deckFor(6);
    expect(deck).toHaveLength(60);
    expect(count(deck, 'Y4')).toBe(2);
    expect(count(deck, 'O4')).toBe(2);
    expect(count(deck, 'G4')).toBe(0);
    expect(count(deck, 'B5')).toBe(2);
  });
  it('2 players: B, G, Y Eggs 1–10 twice (60) − B1 B1 G1 G1 (56) + 5 Chickens + 3 Ducks = 64 = 2×16 + 32', () => {
    const deck = deckFor(2);
    expect(deck).toHaveLength(64);
    expect(count(deck, 'B1') + count(deck, 'G1')).toBe(0);
    expect(count(deck, 'Y1')).toBe(2);
    expect(deck.some((c) => c.startsWith('O') && c !== 'OC')).toBe(false);
    expect(count(deck, 'D')).toBe(3);
    expect(handSize(2) * 2 + 32).toBe(64);
  });
  it('every count has all five Chickens once and refuses 1 or 7 players', () => {
    for (const n of [2, 3, 4, 5, 6]) for (const c of ['BC', 'GC', 'YC', 'OC', 'RC']) expect(count(deckFor(n), c)).toBe(1);
    expect(() => deckFor(1)).toThrow(RangeError);
    expect(() => deckFor(7)).toThrow(RangeError);
  });
});

describe('card order (ruling JH 2)', () => {
  it('number before suit: O7 (7×4+3 = 31) is below B8 (8×4+0 = 32); B < G < Y < O within a number', () => {
    expect(playValue('O7')).toBeLessThan(playValue('B8'));
    expect(['O9', 'B9', 'Y9', 'G9'].sort((a, b) => playValue(a) - playValue(b))).toEqual(['B9', 'G9', 'Y9', 'O9']);
  });
  it('every Chicken above every Egg, BC < GC < YC < OC < RC', () => {
    expect(playValue('BC')).toBeGreaterThan(playValue('O10'));
    expect(['RC', 'OC', 'BC', 'YC', 'GC'].sort((a, b) => playValue(a) - playValue(b))).toEqual(['BC', 'GC', 'YC', 'OC', 'RC']);
  });
  it('a laid Duck counts as its Egg; for "best card" a Duck sits between Eggs and Chickens', () => {
    expect(playValue('D=O7')).toBe(playValue('O7'));
    expect(bestValue('D')).toBeGreaterThan(bestValue('O10'));
    expect(bestValue('D')).toBeLessThan(bestValue('BC'));
    expect(sortCards(['RC', 'D', 'O10', 'B7', 'BC'])).toEqual(['B7', 'O10', 'D', 'BC', 'RC']);
  });
});

describe('notation', () => {
  it('reads any case, spaces or commas, and prints canonical form', () => {
    expect(parseCards('b7, g10 rc,D=o7  d')).toEqual(['B7', 'G10', 'RC', 'D=O7', 'D']);
    expect(parseCards('D = y3')).toEqual(['D=Y3']);
  });
  it('refuses unreadable input with a one-line NotationError', () => {
    for (const bad of ['X7', 'B11', 'B0', 'RC7', '', ' , ', 'D=RC', 'D=Q']) {
      expect(() => parseCards(bad)).toThrow(NotationError);
    }
    expect(() => parseCards('D=RC')).toThrow(/cannot stand for a Chicken/);
    try {
      parseCards('Z9');
    } catch (e) {
      expect((e as Error).message).not.toContain('\n');
    }
  });
  it('names cards in words', () => {
    expect(cardName('RC')).toBe('Big Red');
    expect(cardName('D=O7')).toBe('Duck as orange 7');
    expect(cardName('GC')).toBe('green Chicken');
    expect(cardName('B10')).toBe('blue 10');
  });
});

describe('card figures found by their characters', () => {
  it('agree with the card read from its text for every string of up to 4 characters of card letters and digits', () => {
    const alphabet = ['B', 'G', 'Y', 'O', 'R', 'C', 'D', '=', '0', '1', '7', '9', 'b', ' '];
    const strings: string[] = [''];
    for (let len = 1; len <= 4; len++) {
      for (const s of strings.filter((x) => x.length === len - 1)) for (const a of alphabet) strings.push(s + a);
    }
    const game = [2, 3, 4, 5, 6].flatMap((n) => deckFor(n));
    for (let n = 1; n <= 10; n++) for (const suit of ['B', 'G', 'Y', 'O']) game.push(`${suit}${n}`, `D=${suit}${n}`);
    for (const s of [...strings, ...game]) {
      const f = figuresOf(s);
      expect([isEgg(s), isChicken(s), eggNumber(s), suitOf(s), playValue(s)], s).toEqual([f.egg, f.chicken, f.number, f.suit, f.value]);
    }
    expect(game.filter((c) => c !== 'D').every((c) => playValue(c) >= 0)).toBe(true);
  });
});

describe('the packed layout (cards.ts): hands as three numbers', () => {
  it('holds any hand a deck deals, and reads it back in pecking order, number by number', () => {
    // Random hands of the 2- and 6-player decks (all Egg numbers 1–10, every Chicken, 3 Ducks).
    const rng = Rng.fromSeed(12);
    for (let i = 0; i < 400; i++) {
      const deck = deckFor(i % 2 === 0 ? 2 : 6);
      const hand = rng.shuffle(deck).slice(0, 1 + rng.int(30));
      const held = [7, 7, 7];
      packHand(hand, held, 0);
      expect(handCards(held, 0)).toEqual(sortCards(hand));
      expect(cardCount(held, 0)).toBe(hand.length);
      expect(duckCount(held, 0)).toBe(hand.filter((c) => c === 'D').length);
      const shapes = new Int32Array(11);
      eggShapes(held, 0, shapes);
      for (let n = 1; n <= 10; n++) {
        // Blue + 3 × green + 9 × yellow + 27 × orange copies of number n.
        const shape = ['B', 'G', 'Y', 'O'].reduce((x, s, k) => x + [1, 3, 9, 27][k]! * hand.filter((c) => c === `${s}${n}`).length, 0);
        expect([eggShape(held, 0, n), shapes[n]]).toEqual([shape, shape]);
      }
      // Taking each card out again leaves an empty hand; a card the hand lacks is refused.
      for (const c of hand) expect(takeCard(held, 0, handCode(c))).toBe(true);
      expect(held).toEqual([0, 0, 0]);
      expect(takeCard(held, 0, handCode('B7'))).toBe(false);
    }
  });

  it('refuses what no hand can hold: a third copy, a fourth Duck, a Chicken twice, a laid Duck', () => {
    const held = [0, 0, 0];
    expect([addCard(held, 0, handCode('O9')), addCard(held, 0, handCode('O9')), addCard(held, 0, handCode('O9'))]).toEqual([
      true,
      true,
      false,
    ]);
    expect([1, 2, 3, 4].map(() => addCard(held, 0, handCode('D')))).toEqual([true, true, true, false]);
    expect([addCard(held, 0, handCode('RC')), addCard(held, 0, handCode('RC'))]).toEqual([true, false]);
    expect(handCode('D=O7')).toBe(-1);
    expect(() => packHand(['B7', 'B7', 'B7'], [0, 0, 0], 0)).toThrow(RangeError);
    expect(handCards(held, 0)).toEqual(['O9', 'O9', 'D', 'D', 'D', 'RC']);
  });
});
