import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { justHatchedGame as game, type JhState } from '../../src/games/just-hatched/index.js';
import { chainResample } from '../../src/games/just-hatched/bot.js';
import { midRounds } from './jh-positions.js';

// The hard bot's deals (chainResample) pinned by a digest taken before its chain kept the
// misfits it had worked out (a memo by seat and hand): the chain must accept and refuse the
// same swaps, so every deal it gives is the same hands. Were the draws ever meant to change, the
// new digest goes in a commit of its own, saying why.

describe("the hard bot's deals (Just Hatched)", () => {
  it('are the same hands, deal after deal, as before its chain kept its misfits', () => {
    const hash = createHash('sha256');
    let deals = 0;
    for (const [seed, players] of [
      [1, 4],
      [2, 4],
      [3, 5],
      [4, 3],
    ] as const) {
      for (const s of midRounds(seed, { players, every: 3, minTurns: 3 })) {
        const view = game.playerView(s, s.turn);
        const rng = Rng.fromSeed(seed * 1000 + deals);
        for (let k = 0; k < 200; k++) {
          hash.update(chainResample(view, s.turn, rng).held.join(','));
          hash.update(';');
          deals++;
        }
      }
    }
    // One chain drawn long enough for its memo to fill and be emptied several times.
    const long = midRounds(5, { every: 3, minTurns: 3 })[0] as JhState;
    const view = game.playerView(long, long.turn);
    const rng = Rng.fromSeed(5);
    for (let k = 0; k < 3000; k++) {
      hash.update(chainResample(view, long.turn, rng).held.join(','));
      hash.update(';');
      deals++;
    }
    expect(deals).toBeGreaterThan(8000);
    expect(hash.digest('hex').slice(0, 16)).toBe('d89d8fd25a25d594');
  });
});
