// The teaching hint's sentence for a Henhouse play with a wild: one sentence, the wild's stand-in
// said as part of it.
import { describe, expect, it } from 'vitest';
import { henhouseGame as game, isWildCode, type HenhouseAction } from '../../../src/games/henhouse/index.js';
import { henhouseTeaching } from '../../../src/games/henhouse/teach.js';
import { table } from './helpers.js';

describe('Henhouse hint sentences', () => {
  it('says what a wild stands in for within the sentence, leading and following', () => {
    const lead = table({
      hands: ['BC5 BE7 BC9 BE9', 'BC2 BE3 BC4', 'BC6 BE6 BC8'],
      wilds: [
        { C: true, E: false },
        { C: false, E: false },
        { C: false, E: false },
      ],
    });
    const withWild = (s: typeof lead): HenhouseAction => {
      const a = game.legalActions(s).find((x) => x.type === 'play' && x.cards.length === 2 && x.cards.some(isWildCode));
      if (!a) throw new Error('no play with a wild');
      return a;
    };
    const sentence = henhouseTeaching.reason(game.playerView(lead, 0), withWild(lead), game.legalActions(lead));
    expect(sentence).toMatch(/^Lead the .+: it sheds 2 cards at once, with the wild standing in for \S+\.$/);
    expect(sentence).not.toMatch(/, the wilds? stands?/);
  });
});
