import { describe, expect, it } from 'vitest';
import { gameModule } from '../../src/games/index.js';

describe('the rules text says what each bot level does', () => {
  for (const game of ['just-hatched', 'henhouse']) {
    it(`${game}: a "bots" topic with a paragraph per level, easy a beginner, hard seeing only its own hand`, () => {
      const topic = gameModule(game).rules.find((s) => s.topic === 'bots');
      expect(topic?.title).toBe('The bots');
      const texts = topic!.paragraphs.map((p) => p.text);
      expect(texts.map((t) => t.split(' ')[0])).toEqual(['Easy', 'Normal', 'Hard']);
      expect(texts[0]).toMatch(/like a beginner/);
      expect(texts[2]).toMatch(/sees only its own hand/);
      // Not a rule: no ruling mark.
      expect(topic!.paragraphs.every((p) => p.ruling === undefined)).toBe(true);
    });
  }
});
