import { describe, expect, it } from 'vitest';
import { NotationError } from '../../../src/engine/index.js';
import { checkPlay } from '../../../src/games/henhouse/index.js';

describe('checkPlay (henhouse check)', () => {
  it('reads any case, spaces or commas, and prints canonical notation', () => {
    const r = checkPlay({ lay: 'be5,  *e=be6 ,be7' });
    expect(r).toMatchObject({ legal: true, beats: null, lay: 'BE5 *E=BE6 BE7', kind: 'suited run 5-6-7' });
    expect(r.reason).toMatch(/may lead/);
  });
  it("says whether a lay beats --on, using the engine's comparison", () => {
    expect(checkPlay({ lay: 'BE5 BE5', on: 'WE5 WC5' })).toMatchObject({ legal: true, beats: true });
    const tie = checkPlay({ lay: 'WC5', on: 'BC5' });
    expect(tie).toMatchObject({ legal: true, beats: false });
    expect(tie.reason).toMatch(/needs a higher rank/);
    expect(checkPlay({ lay: 'BC2 BC2 BC3 BC3', on: 'WE7 WE8 WE9' })).toMatchObject({ beats: true, kind: 'suited Henhouse 2-2-3-3' });
  });
  it('handles vermin given as an option or inside the lay', () => {
    const snake = checkPlay({ lay: 'BC5 BC6 BC7', on: 'WE4 WE5 WE6 WE7', vermin: 'snake', remove: 'we7' });
    expect(snake).toMatchObject({ legal: true, beats: true });
    expect(snake.reason).toBe('The snake takes WE7, leaving a suited run 4-5-6; suited run 5-6-7 beats it.');
    expect(checkPlay({ lay: 'skunk BE1 BE2 BE3', on: 'WC4 WC5 WC6' })).toMatchObject({ beats: true });
    expect(checkPlay({ lay: 'BE1 BE2 BE3', on: 'WC4 WC5 WC6' })).toMatchObject({ beats: false });
    expect(checkPlay({ lay: 'BE1 BE2 BE3', vermin: 'skunk' })).toMatchObject({ legal: false, beats: null });
    const middle = checkPlay({ lay: 'BC5 BC6 BC7', on: 'WE4 WE5 WE6 WE7', vermin: 'snake', remove: 'WE5' });
    expect(middle).toMatchObject({ beats: false });
    expect(middle.reason).toMatch(/only an end of a run/);
  });
  it('a fox or snake with no --remove: every card it may take is weighed, never a bare "no"', () => {
    // Taking either end of the run leaves a lower run; the middle card may not be taken.
    expect(checkPlay({ lay: 'BC7 BC8', on: 'BC5 BC6 BC7', vermin: 'fox' })).toEqual({
      legal: true,
      beats: true,
      reason: 'Suited run 7-8 beats what the fox leaves of the suited run 5-6-7 when it takes BC5 or BC7 (--remove checks one card).',
      lay: 'BC7 BC8',
      kind: 'suited run 7-8',
      rule: 'Fox: take one chicken out of the combination on the pile',
    });
    const low = checkPlay({ lay: 'BC2 BC3', on: 'BC5 BC6 BC7', vermin: 'fox' });
    expect(low).toMatchObject({ legal: true, beats: false });
    // The cards it may take are the run's ends: the middle one is no answer.
    expect(low.reason).toBe(
      'Suited run 2-3 does not go on the suited run 5-6-7 with the fox, whatever it takes: taking BC5, the fox leaves a suited run 6-7, ' +
        'and the suited run 2-3 is lower than the suited run 6-7; taking BC7, the fox leaves a suited run 5-6, and the suited run 2-3 ' +
        'is lower than the suited run 5-6.',
    );
    expect(checkPlay({ lay: 'BC7 BC8', on: 'BC5 BC6 BC7', vermin: 'snake' }).reason).toBe(
      'Suited run 7-8 does not go on the suited run 5-6-7 with the snake: the snake takes only an egg, and BC5 is not one.',
    );
    // A fox and a snake on a single card get the same answer: the shape comes first.
    for (const vermin of ['fox', 'snake'] as const) {
      expect(checkPlay({ lay: 'BC8', on: 'BE5', vermin }).reason).toBe(
        `Single 8 does not go on the single 5 with the ${vermin}: vermin cannot be used on a single card.`,
      );
    }
    // With --remove, that one card only.
    expect(checkPlay({ lay: 'BC7 BC8', on: 'BC5 BC6 BC7', vermin: 'fox', remove: 'BC6' }).reason).toBe(
      'Suited run 7-8 does not go on the suited run 5-6-7: the fox may take only an end of a run (BC5 or BC7).',
    );
  });
  it('refuses a position the deck cannot hold, the lay and --on counted together (exit 2 at the command)', () => {
    const impossible = (args: Parameters<typeof checkPlay>[0]) => {
      try {
        checkPlay(args);
      } catch (error) {
        expect(error).toBeInstanceOf(NotationError);
        return (error as Error).message;
      }
      throw new Error(`accepted: ${JSON.stringify(args)}`);
    };
    expect(impossible({ lay: 'BC8', players: 3 })).toBe('this position cannot happen: BC8 is not in the 3-player deck');
    expect(impossible({ lay: 'BC7 BC7', players: 3 })).toBe(
      'this position cannot happen: the 3-player deck has only one BC7, and the lay holds 2',
    );
    expect(checkPlay({ lay: 'BC7 BC7', players: 4 }).legal).toBe(true);
    expect(impossible({ lay: 'WE9 WE9' })).toBe('this position cannot happen: the deck has only one WE9, and the lay holds 2');
    expect(impossible({ lay: '*C=WC5 *C=BC5' })).toMatch(/two wild chickens, and a player has only one/);
    // One BC1 in the deck: in the hand and on the pile at once, wherever it stands.
    expect(impossible({ lay: 'BC1', on: 'BC1' })).toBe(
      'this position cannot happen: the deck has only one BC1, and the lay and --on hold 2',
    );
    expect(impossible({ lay: 'BC2', on: 'BC8 BC8 BC8' })).toBe('this position cannot happen: the deck has only 2 BC8, and --on holds 3');
    expect(impossible({ lay: 'BC5', on: '*C=BC9', players: 3 })).toMatch(/--on holds \*C=BC9, and wilds stand for ranks up to 7/);
    // Each player has their own wilds: one wild chicken in the lay and one on the pile is fine.
    expect(checkPlay({ lay: '*C=WC6', on: '*C=WC5' })).toMatchObject({ legal: true, beats: true });
  });
  it('--big-hands: the 3-player variant with the full deck and wilds up to 9', () => {
    expect(checkPlay({ lay: 'BC8 BC9', bigHands: true })).toMatchObject({ legal: true, beats: null });
    expect(checkPlay({ lay: 'BC8 BC9', players: 3, bigHands: true })).toMatchObject({ legal: true });
    expect(checkPlay({ lay: '*C=BC9', on: 'WE8', bigHands: true })).toMatchObject({ legal: true, beats: true });
    expect(checkPlay({ lay: '*C=BC8', players: 3 })).toMatchObject({
      legal: false,
      reason: 'A wild stands for ranks up to 7 in the 3-player deck, so *C=BC8 cannot be played.',
    });
    expect(() => checkPlay({ lay: 'BC9 BC9', bigHands: true })).toThrow(/only one BC9/);
    expect(() => checkPlay({ lay: 'BC2', players: 4, bigHands: true })).toThrow(/3 players only/);
  });
  it('explains illegal lays in one line', () => {
    const r = checkPlay({ lay: 'BC5 WE5' });
    expect(r).toMatchObject({ legal: false, beats: null, kind: null });
    expect(r.reason).toBe('It breaks the Golden Rule: it mixes brown chickens with white eggs (all cards must share a colour or a trait).');
    expect(r.reason).not.toMatch(/\n/);
  });
  it('a wild standing for a card of the other trait: the rules say no, with the paragraph on traits', () => {
    const no = { legal: false, kind: null, rule: 'A wild keeps its trait' };
    expect(checkPlay({ lay: '*c=we5' })).toEqual({
      ...no,
      beats: null,
      lay: '*C=WE5',
      reason: 'A wild chicken keeps its trait: *C=WE5 cannot be played.',
    });
    expect(checkPlay({ lay: 'fox, BE5 *E=BC5', on: 'BE3 BE3' })).toEqual({
      ...no,
      beats: false,
      lay: 'BE5 *E=BC5',
      reason: 'A wild egg keeps its trait: *E=BC5 cannot be played.',
    });
    // Every other card, the pile and the options must still read, and the position be possible,
    // as without that wild: it counts as a wild of its own trait until then.
    expect(() => checkPlay({ lay: '*C=WE5 XY5' })).toThrow(NotationError);
    expect(() => checkPlay({ lay: '*C=WE5', on: 'XY5' })).toThrow(NotationError);
    expect(() => checkPlay({ lay: '*C=WE5', players: 6 })).toThrow(/3 to 5 players/);
    expect(() => checkPlay({ lay: 'fox *C=WE5', vermin: 'skunk' })).toThrow(/names the fox but --vermin says skunk/);
    expect(() => checkPlay({ lay: 'fox skunk *C=WE5' })).toThrow(/two vermin/);
    expect(() => checkPlay({ lay: '*C=WE5', on: 'fox BE3' })).toThrow(/takes no vermin/);
    expect(() => checkPlay({ lay: '*C=WE5', on: 'BE3 WC7' })).toThrow(/--on is not a combination/);
    expect(() => checkPlay({ lay: '*C=WE5 *C=WE6' })).toThrow(/two wild chickens/);
    expect(() => checkPlay({ lay: '*C=WE5 BC9', players: 3 })).toThrow(/BC9 is not in the 3-player deck/);
  });
  it('throws NotationError on unreadable input', () => {
    expect(() => checkPlay({ lay: 'XY5' })).toThrow(NotationError);
    expect(() => checkPlay({ lay: '*C' })).toThrow(/say what the wild stands for/);
    expect(() => checkPlay({ lay: '' })).toThrow(/names no cards/);
    expect(() => checkPlay({ lay: 'BC5', on: 'BC5 WE6' })).toThrow(/--on is not a combination/);
    expect(() => checkPlay({ lay: 'BC5', players: 6 })).toThrow(/3 to 5 players/);
    expect(() => checkPlay({ lay: 'fox skunk BC5' })).toThrow(/two vermin/);
  });
});
