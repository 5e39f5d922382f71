// `check --hand … --on …` against the engine: thousands of positions reached by playing random
// legal moves from a seeded deal. From each, the hand of the player to move and the lay (or
// combination) on top go to `check` as text, and the lays it lists must be exactly the lays the
// engine's own legalActions offers there (a Coop's flip and skip are one lay; Cluck and pass are
// left out), with exit 0 exactly when there is one. A position a game really reached can always
// be held by its deck, so `check` must never refuse one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { centreOf, formatCards, handOf, justHatchedGame, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';
import {
  actionToString,
  handOf as henhouseHandOf,
  henhouseGame,
  VERMIN,
  type HenhouseAction,
  type HenhouseState,
  type Vermin,
} from '../../src/games/henhouse/index.js';
import { checkJson } from './run-check.js';

/** The lays a `--hand` answer lists, as written. */
function listed(json: Record<string, unknown> | null): string[] {
  const groups = (json?.groups ?? []) as { count: number; lays: string[] }[];
  for (const g of groups) expect(g.lays.length).toBe(g.count);
  return groups.flatMap((g) => g.lays);
}

/**
 * Plays a game from the deal of `seed` with random legal moves (the engine's own), calling
 * `visit` at every position before its move with the engine's legal actions there, for at most
 * `steps` moves. Every position of the game is checked, so one walk gives many positions.
 */
function walk<S, A>(
  game: { setup(o: never, seed: number): S; legalActions(s: S): readonly A[]; applyAction(s: S, a: A): S },
  options: unknown,
  seed: number,
  steps: number,
  visit: (s: S, legal: readonly A[], rng: Rng) => void,
): void {
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  let state = game.setup(options as never, seed);
  for (let i = 0; i < steps; i++) {
    const actions = game.legalActions(state);
    if (actions.length === 0) return;
    visit(state, actions, rng);
    state = game.applyAction(state, actions[rng.int(actions.length)] as A);
  }
}

describe('check just-hatched --hand lists exactly the engine’s legal lays', () => {
  it('from thousands of random positions, 2 to 6 players', () => {
    let checked = 0;
    let clucks = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (players, seed) =>
        walk(justHatchedGame, { players }, seed, 120, (state: JhState, legal: readonly JhAction[], rng: Rng) => {
          if (state.phase !== 'play') return;
          const givePlayers = rng.chance(0.5);
          const hand = handOf(state, state.turn);
          const top = centreOf(state);
          const expected = [...new Set(legal.flatMap((a: JhAction) => (a.type === 'lay' ? [formatCards(a.cards)] : [])))];
          const run = checkJson('just-hatched', undefined, {
            hand: hand.join(' '),
            ...(top ? { on: top.cards.join(' ') } : {}),
            ...(givePlayers ? { players } : {}),
          });
          expect(run.error).toBe('');
          expect(run.json?.version).toBe(1);
          expect(listed(run.json).sort()).toEqual(expected.sort());
          expect(run.json?.count).toBe(expected.length);
          // Exit 0 when there is a lay; 1 when the only answer is to Cluck.
          expect(run.exit).toBe(expected.length > 0 ? 0 : 1);
          expect(run.json?.cluck).toBe(expected.length === 0);
          checked++;
          if (expected.length === 0) clucks++;
        }),
      ),
      { numRuns: 40, seed: 27 },
    );
    expect(checked).toBeGreaterThan(2000);
    expect(clucks).toBeGreaterThan(50);
  }, 120_000);
});

describe('check henhouse --hand lists exactly the engine’s legal plays', () => {
  it('from thousands of random positions, with and without a vermin, every table', () => {
    let checked = 0;
    let vermin = 0;
    let passes = 0;
    fc.assert(
      fc.property(
        fc.constantFrom({ players: 3 }, { players: 3, bigHands: true }, { players: 4 }, { players: 5 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (options, seed) =>
          walk(henhouseGame, options, seed, 150, (state: HenhouseState, legal: readonly HenhouseAction[], rng: Rng) => {
            const choices: (Vermin | null)[] = [null, ...VERMIN];
            const wanted = choices[rng.int(choices.length)] as Vermin | null;
            const seat = state.turn;
            const wilds = state.wilds[seat] ?? { C: false, E: false };
            const hand = [...henhouseHandOf(state, seat), ...(wilds.C ? ['*C'] : []), ...(wilds.E ? ['*E'] : [])];
            if (hand.length === 0) return;
            const current = state.trick.current;
            // A vermin is asked about only where one is on the table and there is a pile.
            const v = wanted !== null && current !== null && state.table[wanted] > 0 ? wanted : null;
            const expected = legal
              .filter((a: HenhouseAction) => a.type === 'play' && (a.vermin === undefined || a.vermin === v))
              .map(actionToString);
            const run = checkJson('henhouse', undefined, {
              hand: hand.join(' '),
              ...(current ? { on: current.cards.join(' ') } : {}),
              players: options.players,
              ...('bigHands' in options ? { bigHands: true } : {}),
              ...(v ? { vermin: v } : {}),
            });
            expect(run.error).toBe('');
            expect(run.json?.version).toBe(1);
            expect(listed(run.json).sort()).toEqual(expected.sort());
            expect(run.exit).toBe(expected.length > 0 ? 0 : 1);
            checked++;
            if (v) vermin++;
            if (expected.length === 0) passes++;
          }),
      ),
      { numRuns: 30, seed: 27 },
    );
    expect(checked).toBeGreaterThan(2000);
    expect(vermin).toBeGreaterThan(200);
    expect(passes).toBeGreaterThan(50);
  }, 120_000);
});
