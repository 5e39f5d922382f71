import { describe, expect, it } from 'vitest';
import { NotationError } from '../../../src/engine/index.js';
import { checkLay, duckChoices, explainLay, readLay, type CentreLay } from '../../../src/games/just-hatched/index.js';
import { position } from './helpers.js';

describe('checkLay', () => {
  it('names a legal lay in canonical form', () => {
    expect(checkLay('b8 o8,y8', undefined, undefined)).toEqual({
      legal: true,
      beats: null,
      reason: 'A legal Three-of-a-Kind of 8s.',
      lay: 'O8 Y8 B8',
      kind: 'Three-of-a-Kind of 8s',
      rule: 'A Lay is a Single card',
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
    // A Duck that says no Egg, where no Egg makes a lay: the reason is the lay's own.
    expect(checkLay('B8 D BC', 'B7 G7 Y7', undefined)).toMatchObject({ legal: false, beats: false, duck: [] });
    expect(checkLay('O7 D Y8', undefined, undefined)).toMatchObject({
      legal: false,
      beats: null,
      reason: 'Every card of a lay must have the same number.',
      duck: [],
    });
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

describe('checkLay with a Duck that says no Egg (D)', () => {
  it('names the Eggs it may stand for to beat the --on lay, as the table lists them', () => {
    expect(checkLay('B8 D', 'B7 B7', undefined)).toEqual({
      legal: true,
      beats: true,
      reason: 'Standing for B8, G8, Y8 or O8, the Duck beats B7 B7: B8 D=B8 is higher than B7 B7.',
      lay: 'B8 D',
      kind: 'Two-of-a-Kind of 8s',
      duck: ['B8', 'G8', 'Y8', 'O8'],
      rule: 'To compare two Lays of one kind',
    });
    expect(checkLay('D', 'B10', undefined)).toMatchObject({ legal: true, beats: true, kind: 'Single', duck: ['G10', 'Y10', 'O10'] });
  });
  it('says none beats, and why: a lay of the wrong size, or no Egg high enough', () => {
    expect(checkLay('G10 D', 'Y10', undefined)).toEqual({
      legal: true,
      beats: false,
      reason: 'No Egg the Duck could stand for lets G10 D beat Y10. A Single can only be answered with a Single (or a Coop).',
      lay: 'G10 D',
      kind: 'Two-of-a-Kind of 10s',
      duck: [],
      rule: 'Whoever leads a Run picks the kind of Lay',
    });
    expect(checkLay('D', 'O10', undefined)).toMatchObject({
      beats: false,
      reason:
        'No Egg the Duck could stand for lets D beat O10: as O10, the highest it may stand for, D=O10 only equals O10; it must be higher.',
      duck: [],
    });
    expect(checkLay('D', 'RC', undefined).reason).toBe('No Egg the Duck could stand for lets D beat RC. Nothing beats Big Red laid alone.');
  });
  it('standing for a Chicken: the rules say no, with the Duck paragraph, alone or in a lay, as a lead or on a lay', () => {
    const no = { legal: false, reason: 'A Duck never stands for a Chicken.', kind: null, rule: 'A Duck is wild' };
    expect(checkLay('D=RC', undefined, undefined)).toEqual({ ...no, beats: null, lay: 'D=RC' });
    expect(checkLay('d = rc, O9', 'B9', 4)).toEqual({ ...no, beats: false, lay: 'O9 D=RC' });
    // Every other card must still read, and the position be possible, as without that Duck.
    expect(() => checkLay('D=RC X9', undefined, undefined)).toThrow(/"X9" is not a card/);
    expect(() => checkLay('D=RC', 'X9', undefined)).toThrow(/"X9" is not a card/);
    expect(() => checkLay('D=RC O7', undefined, 3)).toThrow(/cannot happen: O7 is not in the 3-player deck/);
    expect(() => checkLay('D=RC', 'D D', undefined)).toThrow(/cannot happen: --on holds two Ducks/);
    // A Duck standing for something that is no card at all is still a misspelling.
    expect(() => checkLay('D=5R', undefined, undefined)).toThrow(/a Duck stands for an Egg/);
  });
  it('as a lead, names every Egg it may stand for', () => {
    expect(checkLay('G10 D', undefined, undefined)).toMatchObject({
      legal: true,
      beats: null,
      reason: 'A legal Two-of-a-Kind of 10s, the Duck standing for B10, G10, Y10 or O10.',
      duck: ['B10', 'G10', 'Y10', 'O10'],
    });
    const alone = checkLay('D', undefined, 4);
    expect(alone.reason).toBe('A legal Single, the Duck standing for any Egg, B1 to O10.');
    expect(alone.duck).toHaveLength(40);
  });
  it("lists the same Eggs as the table's Duck choice, and beats exactly when the table would take the lay", () => {
    const asks: [string, string | undefined][] = [
      ['D', undefined],
      ['D', 'Y10'],
      ['D', 'G4'],
      ['G10 D', 'Y10'],
      ['B8 D', 'B7 B7'],
      ['B8 D', 'O8 Y8'],
      ['O7 O7 D', 'Y7 Y7 B7'],
      ['O7 O7 D', 'B9 B9 Y9'],
      ['D', 'BC'],
      ['Y5 D', 'B4 B4 G4 G4'],
    ];
    for (const [lay, on] of asks) {
      const cards = lay.split(' ');
      const onLay = on === undefined ? null : readLay(on.split(' '));
      const run: CentreLay[] = onLay?.ok ? [{ seat: 1, cards: onLay.lay.cards, name: onLay.lay.name }] : [];
      const s = position({ players: 4, hands: [cards, ['O9'], ['G9'], ['Y9']], run });
      const r = checkLay(lay, on, undefined);
      expect(r.duck, `${lay} on ${on}`).toEqual(duckChoices(s, cards));
      expect(r.beats ?? true, `${lay} on ${on}`).toBe(explainLay(s, cards) === null);
    }
  });
});
