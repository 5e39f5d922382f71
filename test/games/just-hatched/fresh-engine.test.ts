// A state or a view handed to another copy of the engine (a worker thread, another process) must
// play on exactly as in the copy that made it, though the other copy has read none of its lays yet
// (lay records and tables are made as lays are first met). A fresh copy of the module stands for it.
import { describe, expect, it, vi } from 'vitest';
import { Rng, logEvents } from '../../../src/engine/index.js';
import type * as engine from '../../../src/games/just-hatched/index.js';
import { justHatchedGame as game, type JhAction, type JhState } from '../../../src/games/just-hatched/index.js';

type Engine = typeof engine;

async function freshEngine(): Promise<Engine> {
  vi.resetModules();
  return (await import('../../../src/games/just-hatched/index.js')) as Engine;
}

/** A state of a seeded random game with a Run of several lays in the centre. */
function midRun(seed: number): { state: JhState; rest: JhAction[] } {
  const rng = Rng.fromSeed(seed);
  let s = game.setup({ players: 4 }, seed);
  const picks: JhAction[] = [];
  for (let k = 0; k < 400 && game.currentPlayer(s) !== 'terminal'; k++) {
    const a = rng.pick(game.legalActions(s));
    picks.push(a);
    s = game.applyAction(s, a, s.turn);
  }
  // Replay to the first position past the first round with three lays or more in the Run.
  let t = game.setup({ players: 4 }, seed);
  for (let k = 0; k < picks.length; k++) {
    if (t.round > 1 && t.run.length >= 3) return { state: t, rest: picks.slice(k) };
    t = game.applyAction(t, picks[k]!, t.turn);
  }
  throw new Error('no such position');
}

describe('another copy of the engine', () => {
  it('plays on from a JSON copy of a state exactly as this copy does, to the end of the game', async () => {
    for (const seed of [3, 8, 21]) {
      const { state, rest } = midRun(seed);
      const json = JSON.stringify(state);
      const other = (await freshEngine()).justHatchedGame;
      let a: JhState = state;
      let b = JSON.parse(json) as JhState;
      for (const action of rest) {
        if (game.currentPlayer(a) === 'terminal') break;
        const text = game.actionToString(action);
        const theirs = other.legalActions(b).find((x) => other.actionToString(x) === text);
        expect(theirs, text).toBeDefined();
        a = game.applyAction(a, action, a.turn);
        b = other.applyAction(b, theirs!, b.turn);
      }
      expect(logEvents(b.log).slice(state.log.length)).toEqual(logEvents(a.log).slice(state.log.length));
      expect(JSON.stringify({ ...b, log: null })).toBe(JSON.stringify({ ...a, log: null }));
    }
  });

  it('resamples a structured clone of a view and plays it as this copy would', async () => {
    const { state } = midRun(5);
    const view = game.playerView(state, state.turn);
    const other = await freshEngine();
    const guess = other.justHatchedGame.resample(structuredClone(view), state.turn, Rng.fromSeed(1));
    const mine = game.resample(view, state.turn, Rng.fromSeed(1));
    expect(JSON.stringify({ ...guess, log: null })).toBe(JSON.stringify({ ...mine, log: null }));
    // Every seat Clucks in turn until the Run is won: the cards of every lay in it go to the pile.
    let g = guess;
    while (g.run.length > 0) g = other.justHatchedGame.applyAction(g, other.justHatchedGame.legalActions(g).at(-1)!, g.turn);
    const won = logEvents(g.log).at(-1);
    const laid = view.run.reduce((n, l) => n + l.cards.length, 0);
    expect(won).toMatchObject({ type: 'run-won', cards: laid });
    expect(g.discard).toHaveLength(view.discardCount + laid);
  });
});
