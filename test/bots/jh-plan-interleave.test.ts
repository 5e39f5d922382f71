import { describe, expect, it } from 'vitest';
import { playGame, Rng, type Bot } from '../../src/engine/index.js';
import { justHatchedGame, type JhAction, type JhState, type JhView } from '../../src/games/just-hatched/index.js';
import { jhPlan, normalChoice } from '../../src/games/just-hatched/bot.js';
import { planChoice, planChoiceAsync } from '../../src/bots/plan-search.js';

// Several hard searches at once, as at a server's tables: each yields mid-search while the others
// run. The heuristic and the inference keep scratch state at module level; none of it may be held
// across a yield, so each search must answer as it does alone.

/** Turns with a choice and with other seats' past turns (so the inference's chain is used), from games of normal bots. */
function turns(players: number, seed: number, count: number): JhState[] {
  const watch: Bot<JhView, JhAction> = { level: 'normal', choose: (view, legal) => normalChoice(view, legal) };
  const { steps } = playGame(
    justHatchedGame,
    { players },
    Array.from({ length: players }, () => watch),
    seed,
  );
  let state = justHatchedGame.setup({ players }, seed);
  const out: JhState[] = [];
  for (const [i, step] of steps.entries()) {
    if (out.length >= count) break;
    if (
      i > 6 &&
      step.seat === state.turn &&
      state.phase === 'play' &&
      state.run.length > 0 &&
      justHatchedGame.legalActions(state).length > 2
    )
      out.push(state);
    state = justHatchedGame.applyAction(state, step.action, step.seat);
  }
  return out;
}

describe('the Just Hatched hard bot, interleaved', () => {
  it('answers the same when other searches run between its yields', async () => {
    const states = [...turns(4, 11, 2), ...turns(5, 12, 2), ...turns(3, 13, 1), ...turns(2, 14, 1)];
    expect(states.length).toBe(6);
    const budget = { iterations: 900 };
    const alone = states.map((s, k) =>
      planChoice(jhPlan, justHatchedGame.playerView(s, s.turn), justHatchedGame.legalActions(s), Rng.fromSeed(100 + k), budget),
    );
    const together = await Promise.all(
      states.map((s, k) =>
        planChoiceAsync(jhPlan, justHatchedGame.playerView(s, s.turn), justHatchedGame.legalActions(s), Rng.fromSeed(100 + k), budget),
      ),
    );
    expect(together).toEqual(alone);
  });
});
