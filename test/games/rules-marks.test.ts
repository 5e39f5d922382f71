// What `big-chicken rules` marks as a house ruling: only what the rule sources do not say, and
// every point where the program decides because the sources are silent.
import { describe, expect, it } from 'vitest';
import { JH_RULES } from '../../src/games/just-hatched/index.js';
import { HENHOUSE_RULES } from '../../src/games/henhouse/index.js';
import { CLUTCH_RULES } from '../../src/games/clutch/index.js';
import type { RulesSection } from '../../src/games/types.js';

/** The ruling mark of the one paragraph containing `words` (undefined when unmarked). */
function markOf(rules: readonly RulesSection[], words: string): string | undefined {
  const found = rules.flatMap((s) => s.paragraphs).filter((p) => p.text.includes(words));
  expect(found, words).toHaveLength(1);
  return found[0]!.ruling;
}

describe('house rulings are only what the sources leave open', () => {
  it('Just Hatched: what the source says is not marked', () => {
    // The source: "NUMBERS take precedence OVER SUITS"; "Coops are a 4-card or 5-card Lay, all of
    // the same number … or all chickens"; a Duck "MUST reverse the direction of play".
    expect(markOf(JH_RULES, 'the number decides first, then the suit')).toBeUndefined();
    expect(markOf(JH_RULES, 'A Coop is 4 cards (Little Coop) or 5 cards (Big Coop)')).toBeUndefined();
    expect(markOf(JH_RULES, 'Every Lay holding a Duck flips the direction')).toBeUndefined();
    expect(markOf(JH_RULES, 'Big Red (RC) is the highest card')).toBeUndefined();
    expect(markOf(JH_RULES, 'play keeps the direction it had')).toBeUndefined();
  });

  it('Just Hatched: what the program decides is marked', () => {
    expect(markOf(JH_RULES, 'The player leading a Run cannot Cluck')).toBe('JH 6');
    expect(markOf(JH_RULES, 'also when that Lay is your last card')).toBe('JH 6');
    expect(markOf(JH_RULES, 'The player left with one card speaks first')).toBe('JH 7');
    expect(markOf(JH_RULES, 'read each from its highest card down')).toBe('JH 3');
    expect(markOf(JH_RULES, 'Which Coop is higher')).toBe('JH 4');
  });

  it("Henhouse: the source's own rules unmarked, the program's decisions marked", () => {
    expect(markOf(HENHOUSE_RULES, 'must have all its cards of one colour')).toBeUndefined();
    expect(markOf(HENHOUSE_RULES, 'A Henhouse beats any combination that is not a Henhouse')).toBeUndefined();
    expect(markOf(HENHOUSE_RULES, 'With 4 players everyone gets 15 cards')).toBeUndefined();
    expect(markOf(HENHOUSE_RULES, 'lower one made with the skunk')).toBe('HH 9');
    expect(markOf(HENHOUSE_RULES, 'Vermin cannot be used when leading')).toBe('HH 5');
    expect(markOf(HENHOUSE_RULES, 'drawn at random')).toBe('HH 8');
  });

  it("Clutch: the crypt is the source's, drawing one card at a time the program's", () => {
    expect(markOf(CLUTCH_RULES, 'goes to the crypt, out of the game for good')).toBeUndefined();
    expect(markOf(CLUTCH_RULES, 'drawn one at a time')).toBe('CL 1');
  });
});
