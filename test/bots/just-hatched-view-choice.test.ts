import { describe, expect, it } from 'vitest';
import { playGame, Rng } from '../../src/engine/index.js';
import { tableOfView, viewChoice } from '../../src/games/just-hatched/bot.js';
import { normalHeuristic } from '../../src/games/just-hatched/heuristic.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { actionCode, explainLay, justHatchedGame as game, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

type Lay = Extract<JhAction, { type: 'lay' }>;

/** Every state met on a seat's turn along a seeded game between easy bots (as sim plays them). */
function statesOf(players: number, seed: number): JhState[] {
  const options = { players };
  const bots = Array.from({ length: players }, () => makeBot('just-hatched', 'easy', { thinkMs: 1 }));
  const t = playGame(game, options, bots, seed);
  const out: JhState[] = [];
  let s = game.setup(options, seed);
  for (const step of t.steps) {
    if (step.seat === s.turn) out.push(s);
    s = game.applyAction(s, step.action, step.seat);
  }
  return out;
}

/** A lay of 1 to 3 real Eggs (no Duck, no Chicken): every such set of one size and number costs the same. */
function plainEggs(a: Lay): boolean {
  return a.cards.length <= 3 && a.cards.every((c) => /^[BGYO]\d+$/.test(c));
}

// The view heuristic lists only the first qualifying set of each family of equally costed Egg
// sets, so its lay is never dearer by the heuristic's cost than any legal lay of 1–3 plain Eggs.
describe('just-hatched view heuristic', () => {
  it('picks a legal action, and a lay no dearer than any legal plain-Egg lay', () => {
    let checked = 0;
    let lays = 0;
    let clucks = 0;
    for (const [players, seed] of [
      [4, 31],
      [3, 32],
      [5, 33],
    ] as const) {
      for (const state of statesOf(players, seed)) {
        const view = game.playerView(state, state.turn);
        const pick = viewChoice(view, Rng.fromSeed(checked));
        checked++;
        expect(() => game.applyAction(state, pick, state.turn)).not.toThrow();
        if (pick.type === 'cluck') clucks++;
        if (pick.type !== 'lay' || view.phase !== 'play') continue;
        lays++;
        expect(explainLay(state, pick.cards)).toBeNull();
        normalHeuristic.read(tableOfView(view));
        const mine = normalHeuristic.layCost(actionCode(pick) >> 2);
        for (const a of game.legalActions(state)) {
          if (a.type === 'lay' && plainEggs(a)) expect(mine).toBeLessThanOrEqual(normalHeuristic.layCost(actionCode(a) >> 2));
        }
      }
    }
    // Enough positions of both kinds for the checks to mean something.
    expect(checked).toBeGreaterThan(300);
    expect(lays).toBeGreaterThan(100);
    expect(clucks).toBeGreaterThan(20);
  });
});
