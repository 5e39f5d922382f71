// The teaching hint's sentence for each kind of Just Hatched move: plain English whatever parts it
// has (a Duck's stand-in, a Coop's flip or skip, the Chickens it keeps), on hand-made positions.
import { describe, expect, it } from 'vitest';
import { readLay, type Card, type CentreLay, type JhAction, type LaidCard } from '../../../src/games/just-hatched/index.js';
import { jhTeaching } from '../../../src/games/just-hatched/teach.js';
import { cluck, game, lay, position } from './helpers.js';

const others: Card[][] = [
  ['B1', 'G1', 'Y1'],
  ['B2', 'G2', 'Y2'],
  ['B3', 'G3', 'Y3'],
];

/** Seat 3's lay of `cards` in the centre, named as the engine names it. */
function laid(cards: LaidCard[]): CentreLay {
  const read = readLay(cards);
  if (!read.ok) throw new Error(read.reason);
  return { seat: 3, cards, name: read.lay.name };
}

/** The hint's sentence for seat 0 holding `hand`, playing `action` on `centre` (none: seat 0 leads). */
function reason(hand: Card[], action: JhAction, centre?: LaidCard[]): string {
  const s = position({ players: 4, hands: [hand, ...others], ...(centre ? { run: [laid(centre)] } : {}) });
  expect(game.legalActions(s)).toContainEqual(action);
  return jhTeaching.reason(game.playerView(s, 0), action, game.legalActions(s));
}

describe('Just Hatched hint sentences', () => {
  it("a Coop's flip or skip is said with the lay, and the sentence's verb follows it", () => {
    expect(reason(['G9', 'G9', 'B9', 'B9', 'B7', 'GC', 'YC'], lay('G9 G9 B9 B9', 'skip'), ['O8', 'O8'])).toBe(
      'Little Coop of 9s, skipping the next player, beats the Two-of-a-Kind of 8s and keeps your Chickens for later.',
    );
    expect(reason(['G9', 'G9', 'B9', 'B9', 'B7'], lay('G9 G9 B9 B9', 'flip'), ['O8', 'O8'])).toBe(
      'Little Coop of 9s, flipping the direction, beats the Two-of-a-Kind of 8s.',
    );
    expect(reason(['G9', 'G9', 'B9', 'B9', 'B7'], lay('G9 G9 B9 B9', 'flip'))).toBe(
      'Lead the Little Coop of 9s, flipping the direction: it sheds 4 cards at once.',
    );
    expect(reason(['G9', 'G9', 'B9', 'B9'], lay('G9 G9 B9 B9', 'skip'), ['O8', 'O8'])).toBe(
      'Little Coop of 9s, skipping the next player, is your whole hand: lay it and you are out.',
    );
  });

  it("a same-number lay says which of its cards tops the centre's (rule JH 3), with the Duck's stand-in", () => {
    expect(reason(['Y8', 'D', 'B7', 'GC', 'YC'], lay('Y8 D=B8'), ['G8', 'B8'])).toBe(
      'Two-of-a-Kind of 8s, with the Duck as B8, beats the lower Two-of-a-Kind of 8s (Y8 over G8) and keeps your Chickens for later.',
    );
    expect(reason(['O8', 'G8', 'B7'], lay('O8 G8'), ['O8', 'B8'])).toBe(
      'Two-of-a-Kind of 8s beats the lower Two-of-a-Kind of 8s (G8 over B8).',
    );
    expect(reason(['O10', 'G10', 'B7'], lay('O10 G10'), ['O8', 'B8'])).toBe('Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s.');
  });

  it('keeps "your Chicken" for one, "your Chickens" for more, and says nothing of Chickens without one', () => {
    expect(reason(['O10', 'G10', 'B7', 'GC'], lay('O10 G10'), ['O8', 'B8'])).toBe(
      'Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s and keeps your Chicken for later.',
    );
    expect(reason(['O10', 'G10', 'B7', 'GC', 'RC'], lay('O10 G10'), ['O8', 'B8'])).toBe(
      'Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s and keeps your Chickens for later.',
    );
    expect(reason(['O10', 'G10', 'B7', 'RC'], lay('O10 G10'), ['O8', 'B8'])).toBe('Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s.');
    // A lay of Chickens keeps no Chickens to speak of.
    expect(reason(['GC', 'YC', 'BC', 'B7'], lay('YC GC'), ['O8', 'B8'])).toBe('Two-of-a-Kind of Chickens beats the Two-of-a-Kind of 8s.');
  });

  it('a Cluck keeps cards worth more later in the round, not the Run', () => {
    expect(reason(['O10', 'B7'], cluck, ['G9'])).toBe(
      'Cluck: you could beat the Single green 9, but only with cards worth more later in the round.',
    );
  });
});
