// Why one Henhouse combination does not follow another (the words of rule HH's ranking).
import { describe, expect, it } from 'vitest';
import { classify, parsePlayed, whyNotBeats, type Combination } from '../../../src/games/henhouse/index.js';

function combo(cards: string): Combination {
  const r = classify(cards.split(' ').map(parsePlayed));
  if (!r.ok) throw new Error(r.reason);
  return r.combo;
}

describe('whyNotBeats', () => {
  it('answers a Henhouse only with a higher Henhouse, or a suited one on an unsuited pile, not "the same type, or a Henhouse"', () => {
    const why = whyNotBeats(combo('BC9'), combo('BC7 BE7 BC8 BE8'));
    expect(why).toBe('a single 9 cannot follow a Henhouse 7-7-8-8: only a higher Henhouse, or a suited one of the same ranks, beats it');
    // The rules say so: a suited Henhouse of the same ranks beats that pile.
    expect(whyNotBeats(combo('BC7 BC7 BC8 BC8'), combo('BC7 BE7 BC8 BE8'))).toBeNull();
    // On a suited Henhouse, only a higher one.
    expect(whyNotBeats(combo('BC9'), combo('BC7 BC7 BC8 BC8'))).toBe(
      'a single 9 cannot follow a suited Henhouse 7-7-8-8: only a higher Henhouse beats it',
    );
  });

  it('tells any other kind to play its type and size, or a Henhouse', () => {
    expect(whyNotBeats(combo('BC9'), combo('BC5 BE5'))).toMatch(/: play the same type with 2 cards, or a Henhouse$/);
  });
});
