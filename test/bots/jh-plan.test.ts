import { describe, expect, it } from 'vitest';
import { playGame, Rng, type Bot } from '../../src/engine/index.js';
import { justHatchedGame, type JhAction, type JhOptions, type JhState, type JhView } from '../../src/games/just-hatched/index.js';
import { hardCandidates, hardChoice, hardHeuristic, jhPlan, normalChoice, playoutChoice } from '../../src/games/just-hatched/bot.js';
import { PlanTree } from '../../src/bots/plan-search.js';

// The hard bot's own heuristic and the hooks of its plan (src/games/just-hatched/bot.ts).

function jhView(over: Partial<JhView>): JhView {
  const base = justHatchedGame.playerView(justHatchedGame.setup({ players: 4 }, 1), 0);
  return { ...base, phase: 'play', turn: 0, seat: 0, centre: null, run: [], ...over } as JhView;
}

const lay = (...cards: string[]): JhAction => ({ type: 'lay', cards });
const cluck: JhAction = { type: 'cluck' };

/** The states of a few seeded games of normal bots, each at a turn with a choice. */
function turns(games: number, options: JhOptions = { players: 4 }): JhState[] {
  const out: JhState[] = [];
  const watch: Bot<JhView, JhAction> = { level: 'normal', choose: (view, legal) => normalChoice(view, legal) };
  for (let seed = 1; seed <= games; seed++) {
    const { steps } = playGame(
      justHatchedGame,
      options,
      Array.from({ length: options.players }, () => watch),
      seed,
    );
    let state = justHatchedGame.setup(options, seed);
    for (const step of steps) {
      if (step.seat === justHatchedGame.currentPlayer(state) && justHatchedGame.legalActions(state).length > 1) out.push(state);
      state = justHatchedGame.applyAction(state, step.action, step.seat);
    }
  }
  return out;
}

describe("the Just Hatched hard bot's heuristic and plan", () => {
  it('spends a Chicken on a high single where the normal bot Clucks', () => {
    // A Chicken costs the normal bot 11 + 1.5 a rank less 1.5 for the card: 9.5 for the blue
    // one, over its bar of 9 while no rival is close to going out. The hard bot counts 5.5 less.
    const centre = { seat: 1, cards: ['O10'], name: 'Single orange 10' };
    const view = jhView({ hand: ['B7', 'G8', 'Y9', 'G9', 'BC', 'OC'], handCounts: [6, 9, 9, 9], centre, run: [centre] });
    const legal: JhAction[] = [lay('BC'), lay('OC'), cluck];
    expect(normalChoice(view, legal)).toEqual(cluck);
    expect(hardChoice(view, legal)).toEqual(lay('BC'));
  });

  it('plays its own moves in playouts from its seat’s view alone', () => {
    // The playouts read a full state: moving the cards the seat cannot see must not change its move.
    const rng = Rng.fromSeed(7);
    const states = turns(6);
    expect(states.length).toBeGreaterThan(200);
    let differs = 0;
    for (const state of states) {
      const seat = state.turn;
      const other = justHatchedGame.resample(justHatchedGame.playerView(state, seat), seat, rng);
      const mine = playoutChoice(state, () => justHatchedGame.legalActions(state), hardHeuristic);
      expect(playoutChoice(other, () => justHatchedGame.legalActions(other), hardHeuristic)).toEqual(mine);
      if (JSON.stringify(mine) !== JSON.stringify(playoutChoice(state, () => justHatchedGame.legalActions(state)))) differs++;
    }
    // And it is not the normal bot's play.
    expect(differs).toBeGreaterThan(20);
  });

  it('weighs the same later moves on every deal of one view, its own choice first, each legal', () => {
    const rng = Rng.fromSeed(5);
    let compared = 0;
    for (const state of turns(3)) {
      const seat = state.turn;
      const view = justHatchedGame.playerView(state, seat);
      const a = justHatchedGame.resample(view, seat, rng);
      const b = justHatchedGame.resample(view, seat, rng);
      const moves = jhPlan.later(a, seat);
      expect(jhPlan.later(b, seat)).toEqual(moves);
      const legal = justHatchedGame.legalActions(state);
      expect(moves[0]).toEqual(hardChoice(view, legal));
      for (const m of moves) expect(legal).toContainEqual(m);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('walks its deals in place exactly as through the Game contract, with every player count', () => {
    // The plan's own player (steps on a scratch copy, moves as numbers, the later moves from the
    // state) must give every root move the same reward on every deal as the spec's hooks do
    // through applyAction, views and legal actions: the trees then grow alike too.
    const viaGame = { ...jhPlan, playout: undefined };
    const tables: JhOptions[] = [
      { players: 2 },
      { players: 2, twoPlayer: 'one-and-dump' },
      { players: 3 },
      { players: 4 },
      { players: 5 },
      { players: 6 },
    ];
    let compared = 0;
    let exchanges = 0;
    for (const options of tables) {
      const states = turns(2, options);
      for (const [i, state] of states.entries()) {
        // Every fifth turn, and every give-back of a Bad Egg.
        if (i % 5 !== 0 && state.phase !== 'exchange') continue;
        const view = justHatchedGame.playerView(state, state.turn);
        const legal = justHatchedGame.legalActions(state);
        const roots = hardCandidates(view, legal, 6);
        if (roots.length < 2) continue;
        const fast = new PlanTree(jhPlan, view, roots, Rng.fromSeed(i));
        const slow = new PlanTree(viaGame, view, roots, Rng.fromSeed(i));
        for (let d = 0; d < 12; d++) {
          fast.deal();
          slow.deal();
        }
        expect(fast.paired()).toEqual(slow.paired());
        if (state.phase === 'exchange') exchanges++;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
    expect(exchanges).toBeGreaterThan(10);
  });
});
