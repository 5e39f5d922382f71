import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playGame, Rng, type Bot } from '../../../src/engine/index.js';
import {
  actionToString,
  applyAction,
  henhouseGame,
  playerView,
  sampleAction,
  setup,
  type HenhouseAction,
  type HenhouseOptions,
  type HenhouseView,
} from '../../../src/games/henhouse/index.js';
import { henhouseBot } from '../../../src/games/henhouse/bot.js';

// The easy bot's figures and every seeded `sim` of it rest on exactly which action a draw gives
// and on how many numbers it takes from the random source. A faster draw must make the same
// draws: these digests were taken from the draw and the easy bot as they were before they were
// made faster, over every table, and any change in an action or in the random source's state
// after a draw changes them. Were a draw ever meant to change, the new digests go in a commit
// of their own, with the goldens and the seeded figures it changes.

const TABLES: readonly HenhouseOptions[] = [{ players: 3 }, { players: 3, bigHands: true }, { players: 4 }, { players: 5 }];

/**
 * The digest of `games` games at each table played by sampleAction alone: each draw's action
 * and the random source's state after it.
 */
function sampledDigest(games: number): { digest: string; draws: number } {
  const hash = createHash('sha256');
  let draws = 0;
  for (const options of TABLES) {
    for (let seed = 1; seed <= games; seed++) {
      let state = setup(options, seed);
      const rng = Rng.fromSeed(seed * 31 + options.players);
      while (!state.over) {
        const action = sampleAction(playerView(state, state.turn), rng);
        hash.update(`${actionToString(action)}|${rng.state().join(',')};`);
        draws++;
        state = applyAction(state, action);
      }
    }
  }
  return { digest: hash.digest('hex'), draws };
}

/** The digest of the easy bot's games (the table's `choose` and `sim`'s `chooseFromView`): every step of each. */
function easyDigest(games: number, viaChoose: boolean): string {
  const hash = createHash('sha256');
  for (const options of TABLES) {
    const bots: Bot<HenhouseView, HenhouseAction>[] = [];
    for (let s = 0; s < options.players; s++) {
      const bot = henhouseBot('easy', {});
      bots.push(viaChoose ? { level: bot.level, choose: bot.choose } : bot);
    }
    for (let seed = 1; seed <= games; seed++) {
      const played = playGame(henhouseGame, options, bots, seed);
      for (const step of played.steps) hash.update(`${step.seat}:${actionToString(step.action)};`);
      hash.update(JSON.stringify(played.outcome));
    }
  }
  return hash.digest('hex');
}

describe('Henhouse draws, pinned', () => {
  it('sampleAction makes the same draws as before it was made faster', () => {
    const { digest, draws } = sampledDigest(60);
    expect(draws).toBeGreaterThan(50_000);
    expect(digest).toBe('0edefe4c37ed8b037e2b35c6a4173e1f9665622463db81797024f6daf7c7ddab');
  });

  it('the easy bot plays the same games as before, asked for its move either way', () => {
    expect(easyDigest(60, false)).toBe('b681f676352a186d70744f3aa063323efeec14965483859b2549f01a11043c5a');
    expect(easyDigest(15, true)).toBe('14d93431400117a5858ffab8cc488ec6f6feaa0d0a9aa36503cad7e32906ebf6');
  });
});
