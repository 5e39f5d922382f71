// The sentences players meet: articles, plurals and zero counts read right in every game.
import { describe, expect, it } from 'vitest';
import { ordinalNumber, plural, withArticle } from '../../src/games/index.js';
import { checkChoice, eventText } from '../../src/games/clutch/index.js';
import { checkPlay, classify, parsePlayed, reduce, henhouseGame, type Combination } from '../../src/games/henhouse/index.js';
import { checkLay, describeEvent } from '../../src/games/just-hatched/index.js';

const combo = (cards: string): Combination => {
  const r = classify(cards.split(' ').map(parsePlayed));
  if (!r.ok) throw new Error(r.reason);
  return r.combo;
};

describe('words', () => {
  it('counts in the right number and puts the right article', () => {
    expect(plural(0, 'card')).toBe('0 cards');
    expect(plural(1, 'chicken')).toBe('1 chicken');
    expect(plural(2, 'Queen')).toBe('2 Queens');
    expect(withArticle('egg')).toBe('an egg');
    expect(withArticle('chicken')).toBe('a chicken');
  });

  it('says a place in figures: 1st, 2nd, 3rd, 4th, and 11th to 13th in any hundred', () => {
    const places = [1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 121].map(ordinalNumber);
    expect(places).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
      '113th',
      '121st',
    ]);
  });
});

describe('Henhouse sentences', () => {
  it('"an egg", never "a egg"', () => {
    const r = reduce(combo('BC5 BC6 BC7'), 'snake', 'BC5');
    expect(r).toEqual({ ok: false, reason: 'the snake takes only an egg, and BC5 is not one' });
    expect(() => parsePlayed('*E=BC5')).toThrow('so it can only stand for an egg');
    expect(() => parsePlayed('*C=BE5')).toThrow('so it can only stand for a chicken');
  });

  it('names a Henhouse with its capital after "the"', () => {
    expect(checkPlay({ lay: 'BC7 BC7 BC8 BC8', on: 'WE6 WE6 WE7 WE7' }).reason).toBe(
      'Suited Henhouse 7-7-8-8 beats the suited Henhouse 6-6-7-7.',
    );
    expect(checkPlay({ lay: 'BC8 BC9', on: 'WE7 WE8' }).reason).toBe('Suited run 8-9 beats the suited run 7-8.');
  });

  it('"suited" reads right mid-sentence: the suited set of two 2s, never "the set of two 2s, suited is"', () => {
    expect(checkPlay({ lay: 'BC2 BC2', on: 'WE3 WE3' }).reason).toBe(
      'Suited set of two 2s does not go on the suited set of two 3s: the suited set of two 2s is lower than the suited set of two 3s.',
    );
    expect(checkPlay({ lay: 'BC2 WC2', on: 'WE3 WE3' }).reason).toBe(
      'Set of two 2s does not go on the suited set of two 3s: the set of two 2s is lower than the suited set of two 3s.',
    );
  });

  it('the kind has a capital only where it opens a sentence, e.g. "BC5 (single 5)" then "Single 5 beats …"', () => {
    const r = checkPlay({ lay: 'BC5', on: 'BE3' });
    expect(r).toMatchObject({ kind: 'single 5', reason: 'Single 5 beats the single 3.' });
    expect(checkPlay({ lay: 'BC8 BC9' })).toMatchObject({ kind: 'suited run 8-9', reason: 'Suited run 8-9: it may lead a trick.' });
  });

  it('one point, not "1 points"', () => {
    const state = { ...henhouseGame.setup({ players: 4 }, 1), over: true, totals: [9, 7, 1, 5] };
    expect(henhouseGame.outcome(state)?.summary).toBe('Seat 2 wins with 1 point.');
  });
});

describe('Just Hatched sentences', () => {
  it('no capital after a colon: a full sentence follows a full stop', () => {
    expect(checkLay('B8', 'B7 G8', undefined).reason).toBe('The lay to beat is not a lay. Every card of a lay must have the same number.');
  });

  it('a Golden Egg with 1 point', () => {
    const text = describeEvent({ type: 'game-end', golden: 0, rotten: [1], totals: [1, 30] }, ['Ada', 'Bob']);
    expect(text).toBe('Ada is the Golden Egg with 1 point; Bob is the Rotten Egg with 30.');
  });
});

describe('Clutch sentences', () => {
  it('no "0 Queens brought +0", no "1 chickens"', () => {
    const diamonds = eventText({ type: 'event', suit: 'D', pair: ['2D', '5D'], count: 0, gain: 0, chickens: 1 });
    expect(diamonds).toBe('DIAMONDS: no Queen, nothing gained, now 1 chicken; a free RESHUFFLE follows.');
    const spades = eventText({ type: 'event', suit: 'S', pair: ['2S', '5S'], count: 2, gain: 200, chickens: 300 });
    expect(spades).toBe('SPADES: 2 Queens brought +200, now 300 chickens.');
    const clubs = eventText({ type: 'event', suit: 'C', pair: ['2C', '5C'], count: 1, gain: 250, chickens: 1 });
    expect(clubs).toBe('CLUBS: 1 King brought +250, now 1 chicken.');
  });

  it('no "Only 0 cards remain aside"', () => {
    expect(checkChoice({ spread: '2d 8h 9c', take: '2d', aside: 0 }).reason).toContain('No cards remain aside: the next RESHUFFLE loses');
    expect(checkChoice({ spread: '2d 8h 9c', take: '2d', aside: 1 }).reason).toContain('Only 1 card remains aside:');
    expect(checkChoice({ spread: '2d 8h 9c', take: '2d', aside: 5 }).reason).toContain('Only 5 cards remain aside:');
  });
});
