import { describe, expect, it } from 'vitest';
import { NotationError } from '../../../src/engine/index.js';
import { checkLay } from '../../../src/games/just-hatched/index.js';

describe('checkLay', () => {
  it('names a legal lay in canonical form', () => {
    expect(checkLay('b8 o8,y8', undefined, undefined)).toEqual({
      legal: true,
      beats: null,
      reason: 'A legal Three-of-a-Kind of 8s.',
      lay: 'O8 Y8 B8',
      kind: 'Three-of-a-Kind of 8s',
    });
  });
  it('judges beating with the engine rules', () => {
    expect(checkLay('O7 Y7', 'B7 G7', undefined)).toMatchObject({ legal: true, beats: true });
    expect(checkLay('RC', 'G9 Y9 O9 B9', undefined)).toMatchObject({ legal: true, beats: true, kind: 'Big Red' });
    expect(checkLay('O10 O10', 'BC GC', undefined)).toMatchObject({ legal: true, beats: false });
    expect(checkLay('O10', 'O10', undefined).reason).toMatch(/must be higher/);
  });
  it('says why an illegal lay is illegal', () => {
    const r = checkLay('D=B8 BC', undefined, undefined);
    expect(r).toMatchObject({ legal: false, beats: null, kind: null });
    expect(r.reason).toMatch(/Chickens will not share/);
    expect(checkLay('B8 D', 'B7 B7', undefined)).toMatchObject({ legal: false, beats: false });
  });
  it('refuses a position the deck cannot hold, cards of the lay and --on counted together', () => {
    const cannot = /^this position cannot happen: /;
    expect(() => checkLay('O7 O7 O7', undefined, undefined)).toThrow(
      'this position cannot happen: no deck of this game has 3 × O7 (the lay holds 3)',
    );
    // There is one Big Red, wherever the second one stands.
    expect(() => checkLay('RC', 'RC', undefined)).toThrow(
      'this position cannot happen: no deck of this game has 2 × RC (the lay and --on hold 2)',
    );
    expect(() => checkLay('RC', 'BC GC YC OC RC', 4)).toThrow(
      'this position cannot happen: the 4-player deck has only one RC, and the lay and --on hold 2',
    );
    expect(() => checkLay('O7', 'O7 O7', 4)).toThrow(/only 2 × O7, and the lay and --on hold 3/);
    expect(() => checkLay('B8', 'O7 O7 O7', undefined)).toThrow(/--on holds 3/);
    // Without --players, any one deck of the game: blue 1s are in none; B2 and O10 share none.
    expect(() => checkLay('B1', undefined, undefined)).toThrow('this position cannot happen: B1 is in no deck of this game');
    expect(() => checkLay('B2', 'O10', undefined)).toThrow('this position cannot happen: no one deck of this game holds all these cards');
    expect(() => checkLay('D=O9', 'D=O8', 3)).toThrow(/the 3-player deck has only one D/);
    for (const [lay, on, players] of [
      ['B1', undefined, undefined],
      ['O7', 'O7 O7', 4],
      ['B7', undefined, 3],
    ] as const) {
      expect(() => checkLay(lay, on, players)).toThrow(NotationError);
      expect(() => checkLay(lay, on, players)).toThrow(cannot);
    }
  });
  it('with a player count, refuses cards outside that deck', () => {
    expect(() => checkLay('B7', undefined, 3)).toThrow('this position cannot happen: B7 is not in the 3-player deck');
    expect(() => checkLay('O8', 'B7', 3)).toThrow('this position cannot happen: B7 is not in the 3-player deck');
    expect(checkLay('O5 O5', undefined, 5)).toMatchObject({ legal: true });
    expect(() => checkLay('Y5', undefined, 5)).toThrow(/not in the 5-player deck/);
    expect(() => checkLay('O9', undefined, 2)).toThrow(/not in the 2-player deck/);
    expect(checkLay('D=O9', undefined, 2)).toMatchObject({ legal: true });
    expect(checkLay('O8 O8', 'B8 B8', 3)).toMatchObject({ legal: true, beats: true });
    // A Duck may stand for an Egg no deck has.
    expect(checkLay('D=O1', 'Y1', 2)).toMatchObject({ legal: true, beats: true });
  });
  it('throws NotationError on unreadable input and RangeError on a bad count', () => {
    expect(() => checkLay('Q7', undefined, undefined)).toThrow(NotationError);
    expect(() => checkLay('B7', 'nope', undefined)).toThrow(NotationError);
    expect(() => checkLay('B7', undefined, 9)).toThrow(RangeError);
  });
});
