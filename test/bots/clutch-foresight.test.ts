import { describe, expect, it } from 'vitest';
import { afterChoice } from '../../src/games/clutch/bot.js';
import { playGame, randomBot } from '../../src/engine/index.js';
import { clutch } from '../../src/games/clutch/module.js';
import { sortCards, type ClutchAction, type ClutchState, type ClutchView } from '../../src/games/clutch/index.js';

const game = clutch.game;

/** Every state met along seeded random games. */
function states(seeds: number): ClutchState[] {
  const out: ClutchState[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const t = playGame(game, { players: 1 }, [randomBot<ClutchView, ClutchAction>()], seed);
    let s = game.setup({ players: 1 }, seed);
    for (const step of t.steps) {
      out.push(s);
      s = game.applyAction(s, step.action);
    }
  }
  return out;
}

// The bots foresee a choice from the view with the engine's own rule functions; wherever the
// engine's resolution needs no forced RESHUFFLE and no later decision, both must agree to the chicken.
describe('the Clutch bots foresee what the engine does', () => {
  it('agrees on the flock, the court and the previous card after every plain choice', () => {
    let compared = 0;
    const events = new Set<string>();
    for (const s of states(120)) {
      if (s.phase.kind !== 'choose') continue;
      const view = game.playerView(s, 0);
      for (const action of game.legalActions(s)) {
        const after = game.applyAction(s, action);
        const added = after.log.slice(s.log.length);
        // A RESHUFFLE with consequences comes from the next deal, which the bots do not foresee.
        if (added.some((e) => (e.type === 'reshuffle' && e.consequences) || e.type === 'court-lost' || e.type === 'escape')) continue;
        if (after.phase.kind === 'save' || after.phase.kind === 'escape') continue;
        const foreseen = afterChoice(view, action);
        for (const e of added) if (e.type === 'event') events.add(e.suit);
        if (after.phase.kind === 'over') {
          expect(foreseen.phase.kind).toBe('over');
          if (foreseen.phase.kind === 'over' && after.phase.kind === 'over') expect(foreseen.phase.outcome).toBe(after.phase.outcome);
          continue;
        }
        expect(foreseen.chickens).toBe(after.chickens);
        expect(sortCards(foreseen.court)).toEqual(sortCards(after.court));
        expect(foreseen.previous).toBe(after.previous);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect([...events].sort()).toEqual(['C', 'D', 'H', 'S']);
  });
});
