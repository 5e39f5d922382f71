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
    expect(checkLay('O7 O7 O7', undefined, undefined).reason).toMatch(/No deck has 3 × O7/);
  });
  it('with a player count, refuses cards outside that deck', () => {
    expect(checkLay('B7', undefined, 3).reason).toBe('B7 is not in the 3-player deck.');
    expect(checkLay('O5 O5', undefined, 5)).toMatchObject({ legal: true });
    expect(checkLay('Y5', undefined, 5).reason).toMatch(/not in the 5-player deck/);
    expect(checkLay('O9', undefined, 2).reason).toMatch(/not in the 2-player deck/);
    expect(checkLay('D=O9', undefined, 2)).toMatchObject({ legal: true });
    expect(checkLay('RC', 'BC GC YC OC RC', 4).reason).toMatch(/one deck/);
    expect(checkLay('O8 O8', 'B8 B8', 3)).toMatchObject({ legal: true, beats: true });
  });
  it('throws NotationError on unreadable input and RangeError on a bad count', () => {
    expect(() => checkLay('Q7', undefined, undefined)).toThrow(NotationError);
    expect(() => checkLay('B7', 'nope', undefined)).toThrow(NotationError);
    expect(() => checkLay('B7', undefined, 9)).toThrow(RangeError);
  });
});
