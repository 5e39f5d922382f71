import { describe, expect, it } from 'vitest';
import { eventPhrase, eventText } from '../../src/games/clutch/index.js';
import type { ClutchEvent } from '../../src/games/clutch/state.js';

describe("a Clutch preview's words", () => {
  it('say what the log says of a Queens event without a Queen: nothing gained, not "+0"', () => {
    for (const suit of ['S', 'D'] as const) {
      const e = { type: 'event', suit, pair: ['2' + suit, '3' + suit], count: 0, gain: 0, chickens: 340 } as unknown as ClutchEvent;
      const phrase = eventPhrase(e)!;
      expect(phrase).not.toContain('+0');
      expect(phrase).toContain('no Queen, nothing gained → 340');
      expect(eventText(e)).toContain('no Queen, nothing gained');
    }
    const two = { type: 'event', suit: 'S', pair: ['2S', '3S'], count: 2, gain: 200, chickens: 540 } as unknown as ClutchEvent;
    expect(eventPhrase(two)).toBe('SPADES: +200 → 540');
  });
});
