// Seeded Just Hatched games for the table's tests: the steps of a 4-player game played to a
// chosen position, and the state those steps lead to.
import { Rng, type Step } from '../../src/engine/index.js';
import { justHatchedGame as jh, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';

/** Random legal turns (no out-of-turn actions) of a new 4-player game until `stop` holds. */
export function findSteps(stop: (s: JhState) => boolean): { seed: number; steps: Step<JhAction>[] } {
  for (let seed = 1; seed < 500; seed++) {
    let state = jh.setup({ players: 4 }, seed);
    const rng = Rng.fromSeed(seed);
    const steps: Step<JhAction>[] = [];
    while (steps.length < 2000) {
      if (stop(state)) return { seed, steps };
      const seat = jh.currentPlayer(state);
      if (seat === 'terminal') break;
      const action = rng.pick(jh.legalActions(state));
      state = jh.applyAction(state, action, seat);
      steps.push({ seat, action });
    }
  }
  throw new Error('no such game found');
}

/** The state of the 4-player game of `seed` after `steps`. */
export const replayed = (seed: number, steps: readonly Step<JhAction>[]): JhState =>
  steps.reduce((s, st) => jh.applyAction(s, st.action, st.seat), jh.setup({ players: 4 }, seed));
