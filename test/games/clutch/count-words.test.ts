// Every count in Clutch's sentences agrees with its number: "1 chicken", "1 Jack saved", "1 card".
import { describe, expect, it } from 'vitest';
import { checkChoice, clutchGame, eventText, previewChoice, whyChoice, type ClutchState } from '../../../src/games/clutch/index.js';
import { clutchReview } from '../../../src/games/clutch/review.js';
import { position } from './helpers.js';

/**
 * HEARTS lifting the flock to 1000 or more, so the court falls: 600 − 70 (7♥ is not the smallest
 * number card) = 530, doubled to 1060. Each Jack keeps one Queen or King.
 */
function uprising(court: readonly string[]): ClutchState {
  const s = position({ spread: ['2C', '7H', 'KD'], previous: '4H', chickens: 600, court });
  return clutchGame.applyAction(s, { type: 'take', card: '7H' });
}

describe("Clutch's count words", () => {
  it('says how many Jacks saved the court in the number that agrees: one Jack, two Jacks', () => {
    const one = uprising(['JC', 'QS']).log.find((e) => e.type === 'court-lost');
    expect(one?.type === 'court-lost' && one.saved).toEqual(['QS']);
    expect(eventText(one!)).toContain('1 Jack saved Q♠');
    expect(eventText(one!)).not.toMatch(/Jacks saved/);
    const two = uprising(['JC', 'JD', 'QS', 'KS']).log.find((e) => e.type === 'court-lost');
    expect(two?.type === 'court-lost' && two.saved).toHaveLength(2);
    expect(eventText(two!)).toMatch(/2 Jacks saved [QK]♠ [QK]♠/);
  });

  it('the why of a choice that leaves one chicken says "1 chicken"', () => {
    // 4 − 3 (the smallest number card) leaves 1.
    const s = position({ spread: ['3C', '7H', 'QD'], previous: '4H', chickens: 4 });
    const p = previewChoice(s, { type: 'take', card: '3C' });
    expect(p.chickens).toBe(1);
    expect(whyChoice(p)).toContain('you have 1 chicken,');
  });

  it("the replay's line after a choice and its open table count one chicken and one card aside in the singular", () => {
    const s = position({ spread: ['3C', '7H', 'QD'], previous: '4H', chickens: 4, aside: 1 });
    const after = clutchGame.applyAction(s, { type: 'take', card: '3C' });
    expect(after.chickens).toBe(1);
    expect(clutchReview.lineAfter!('take 3C', after)).toMatch(/→ 1 chicken$/);
    expect(clutchReview.openTable(after, ['Ada']).join('\n')).toContain('Aside: 1 card ');
  });

  it("check's assumption names one Jack saving in the singular, and two in the plural", () => {
    // One Jack, a Queen and a King to choose from: the first listed is kept.
    const one = checkChoice({ spread: '2c 7h kd', take: '7h', previous: '4H', chickens: 600, court: 'JC QS KS' });
    expect(one.reason).toContain('(Assumed: the Jack saves Q♠,');
    const two = checkChoice({ spread: '2c 7h kd', take: '7h', previous: '4H', chickens: 600, court: 'JC JD QS KS QH' });
    expect(two.reason).toContain('(Assumed: the Jacks save Q♠ K♠,');
  });
});
