import { describe, expect, it } from 'vitest';
import { HENHOUSE_RULES } from '../../src/games/henhouse/index.js';
import { JH_RULES } from '../../src/games/just-hatched/index.js';
import type { RulesSection } from '../../src/games/index.js';

const paragraphs = (sections: readonly RulesSection[]) => sections.flatMap((s) => s.paragraphs);
const marked = (sections: readonly RulesSection[], words: string) => paragraphs(sections).find((p) => p.text.includes(words));

describe('rules text: what is marked as a house ruling', () => {
  it("Henhouse: the big-hands deal of 20 with 4 left out is the source's, only the wilds up to 9 are HH 1", () => {
    expect(marked(HENHOUSE_RULES, '20 cards each')).toBeDefined();
    expect(marked(HENHOUSE_RULES, '20 cards each')!.ruling).toBeUndefined();
    expect(marked(HENHOUSE_RULES, 'Wilds then go up to 9')!.ruling).toBe('HH 1');
    expect(marked(HENHOUSE_RULES, 'Wilds then go up to 9')!.text).toContain('Everything else');
  });

  it("Henhouse: the skunk's unsuited below suited follows the source's suited-over-unsuited, not a ruling of ours", () => {
    const skunk = marked(HENHOUSE_RULES, 'For the skunk, an unsuited');
    expect(skunk).toBeDefined();
    expect(skunk!.ruling).toBeUndefined();
  });

  it('Just Hatched: the deal of each Round is right for two players too (16 each; both hands deals the 32 left over)', () => {
    const deal = paragraphs(JH_RULES).filter((p) => /reshuffled and dealt again/.test(p.text));
    expect(deal).toHaveLength(1);
    expect(deal[0]!.text).toMatch(/^With 3 to 6 players, every Round/);
    expect(deal[0]!.text).toContain('each gets 16');
    expect(deal[0]!.text).toContain('Rounds 2 and 4 are dealt the 32 cards left over');
  });
});
