import { describe, expect, it } from 'vitest';
import { NotationError } from '../../../src/engine/index.js';
import { checkChoice, parseCard, parseCards, previewChoice, wouldLose, type ClutchAction } from '../../../src/games/clutch/index.js';
import { position } from './helpers.js';

describe('card notation', () => {
  it('reads any case, 10 or T, and prints the canonical form', () => {
    expect(parseCard('as')).toBe('AS');
    expect(parseCard('th')).toBe('10H');
    expect(parseCard('10h')).toBe('10H');
    expect(parseCard(' Jd ')).toBe('JD');
    expect(parseCards('3h, 7s qd')).toEqual(['3H', '7S', 'QD']);
  });

  it('reads the suit symbols the table shows, and their outlines, as the suit letters', () => {
    expect(parseCards('3♥ 7♠ Q♦ 10♣')).toEqual(['3H', '7S', 'QD', '10C']);
    expect(parseCards('a♡ k♤ j♢ t♧')).toEqual(['AH', 'KS', 'JD', '10C']);
    // As an emoji picker writes them, with a variation selector after the symbol.
    expect(parseCards('7\u2665\uFE0F Q\u2660\uFE0F')).toEqual(['7H', 'QS']);
    expect(() => parseCards('7♥ 7h')).toThrow(/twice/);
    expect(() => parseCard('♥7')).toThrow(/not a card/);
  });

  it('refuses unreadable cards and duplicates with NotationError', () => {
    expect(() => parseCard('11H')).toThrow(NotationError);
    expect(() => parseCard('ZZ')).toThrow(/not a card/);
    expect(() => parseCard('7X')).toThrow(NotationError);
    expect(() => parseCards('7H 7h')).toThrow(/twice/);
  });
});

describe('previewChoice', () => {
  it('states the cost and the event before the choice', () => {
    const s = position({ spread: ['3C', '7H', 'QD'], previous: '4H', chickens: 100 });
    const p = previewChoice(s, { type: 'take', card: '7H' });
    // 100 − 70 = 30, HEARTS doubles: 60
    expect(p.text).toBe('take 7♥: −70, then HEARTS: double → 60');
    expect(p.cost).toBe(70);
    expect(p.chickens).toBe(60);
    expect(p.outcome).toBe('continue');
    expect(p.loses).toBeNull();
  });

  it('never mentions the next spread, and leaves the state untouched', () => {
    const s = position({ spread: ['3C', '7H', 'QD'] });
    const before = JSON.stringify(s);
    for (const card of s.spread) {
      const p = previewChoice(s, { type: 'take', card });
      for (const hidden of s.deck) expect(p.text).not.toContain(hidden);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('says why a losing choice loses', () => {
    const s = position({ spread: ['3C', '7H', 'QD'], chickens: 70 });
    const reason = wouldLose(s, { type: 'take', card: '7H' });
    expect(reason).toBe('Paying 70 for 7♥ with only 70 chickens wipes out the clutch.');
    expect(wouldLose(s, { type: 'take', card: '3C' })).toBeNull();
  });

  it('names a following decision', () => {
    const s = position({ spread: ['AS', '8H', '9C'], previous: '5S', court: ['JC'] });
    const p = previewChoice(s, { type: 'take', card: 'AS' });
    expect(p.outcome).toBe('decide');
    expect(p.text).toContain('lose unless a Jack is sacrificed');
    const sacrifice: ClutchAction = { type: 'sacrifice', court: 'JC', take: '9C' };
    expect(previewChoice(s, sacrifice).text).toBe('sacrifice J♣, take 9♣ free, then 9♣ replaces 5♠ as previous card');
  });
});

describe('checkChoice', () => {
  it('answers the example of the help text', () => {
    const r = checkChoice({ spread: '3H 7S QD', take: '7S', chickens: 250 });
    // 250 − 70 = 180
    expect(r).toMatchObject({ chickens: 180, outcome: 'continue', court: [], crypt: [] });
    expect(r.reason).toContain('You took 7♠ for 70 chickens, leaving 180.');
  });

  it('runs events with the court given', () => {
    const r = checkChoice({ spread: '2s 8h 9c', take: '2s', previous: '5S', chickens: 800, court: 'QH QD' });
    // 800 − 2 + 200 = 998 < 1000: lost
    expect(r).toMatchObject({ chickens: 998, outcome: 'lost' });
    expect(r.reason).toMatch(/SPADES/);
    const won = checkChoice({ spread: '2s 8h 9c', take: '2s', previous: '5S', chickens: 900, court: 'QH QD' });
    expect(won).toMatchObject({ chickens: 1098, outcome: 'won' });
  });

  it('uses the first Jack listed to escape, and says so', () => {
    const r = checkChoice({ spread: '2s 8h 9c', take: '2s', previous: '5S', court: 'JH JC' });
    expect(r.outcome).toBe('continue');
    expect(r.crypt).toEqual(['JH']);
    expect(r.court).toEqual(['JC']);
    expect(r.reason).toContain('Assumed');
  });

  it('Jacks save the Queens/Kings listed first', () => {
    const r = checkChoice({ spread: '2h 8s 9c', take: '2h', previous: '4H', chickens: 600, court: 'KH QS JD' });
    // (600 − 2) × 2 = 1196: the court rises; J♦ keeps K♥
    expect(r).toMatchObject({ chickens: 1196, outcome: 'continue', court: ['KH'] });
    expect(r.crypt).toEqual(expect.arrayContaining(['QS', 'JD']));
  });

  it('sacrifices, with and without a match', () => {
    expect(checkChoice({ spread: '3H 7S KD', sacrifice: 'QH' })).toMatchObject({ chickens: 100, court: [], crypt: ['QH'] });
    const none = checkChoice({ spread: '3H 7S KD', sacrifice: 'QC' });
    expect(none.reason).toMatch(/discarded/);
    expect(() => checkChoice({ spread: '3H 9H KD', sacrifice: 'QH' })).toThrow(/--take 3H or --take 9H/);
    expect(() => checkChoice({ spread: '3H 9H KD', sacrifice: 'QH', take: 'KD' })).toThrow(NotationError);
  });

  it('a big court still works with the default aside pile', () => {
    const r = checkChoice({ spread: '3h 7s 9d', take: '3h', court: 'JC JD JH JS QC QD QH QS KC KD' });
    // 52 − 3 spread − 10 court = 39 unseen: at most 36 aside so the next spread can be dealt
    expect(r).toMatchObject({ chickens: 97, outcome: 'continue' });
  });

  it('a DIAMONDS reshuffle with few aside cards loses', () => {
    expect(checkChoice({ spread: '2d 8h 9c', take: '2d', previous: '5D', aside: 3 }).outcome).toBe('lost');
    // Said as it is: the RESHUFFLE takes 10, and only 3 (or none) are there.
    expect(checkChoice({ spread: '2d 8h 9c', take: '2d', previous: '5D', aside: 3 }).reason).toContain(
      'The deck needs a RESHUFFLE, which takes 10 cards from the aside pile, but only 3 cards are left there.',
    );
    expect(checkChoice({ spread: '2d 8h 9c', take: '2d', previous: '5D', aside: 0 }).reason).toContain(
      'The deck needs a RESHUFFLE, which takes 10 cards from the aside pile, but no card is left there.',
    );
    const ok = checkChoice({ spread: '2d 8h 9c', take: '2d', previous: '5D', aside: 12 });
    expect(ok.outcome).toBe('continue');
    expect(ok.reason).toContain('Assumed: the discard pile was empty');
  });

  it('refuses bad input with one-line NotationErrors, never RangeError', () => {
    const bad: Parameters<typeof checkChoice>[0][] = [
      { spread: '3H 7S', take: '3H' },
      { spread: '3H 7S QD' },
      { spread: '3H 7S QD', take: '4H' },
      { spread: '3H 7S QD', take: '3H', chickens: 0 },
      { spread: '3H 7S QD', take: '3H', chickens: 2.5 },
      { spread: '3H 7S QD', take: '3H', aside: 41 },
      { spread: '3H 7S QD', take: '3H', court: '5C' },
      { spread: '3H 7S QD', take: '3H', previous: 'KH' },
      { spread: '3H 7S QD', take: '3H', previous: '3H' },
      { spread: '3H 7S QD', sacrifice: '4C' },
      { spread: 'nonsense', take: '3H' },
    ];
    for (const args of bad) {
      expect(() => checkChoice(args)).toThrow(NotationError);
      try {
        checkChoice(args);
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
      }
    }
  });
});
