// `check --hand … --on …` against the engine: thousands of positions reached by playing random
// legal moves from a seeded deal. From each, the hand of the player to move and the lay (or
// combination) on top go to `check` as text, and the lays it lists must be exactly the lays the
// engine's own legalActions offers there (a Coop's flip and skip are one lay; Cluck and pass are
// left out), with exit 0 exactly when there is one. A position a game really reached can always
// be held by its deck, so `check` must never refuse one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { formatCards, justHatchedGame, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';
import {
  actionToString,
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

/** Plays `steps` random legal moves (the engine's own) from the deal of `seed`, stopping at the end. */
function walk<S, A>(
  game: { setup(o: never, seed: number): S; legalActions(s: S): readonly A[]; applyAction(s: S, a: A): S },
  options: unknown,
  seed: number,
  steps: number,
  over: (s: S) => boolean,
): S {
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  let state = game.setup(options as never, seed);
  for (let i = 0; i < steps; i++) {
    const actions = game.legalActions(state);
    if (over(state) || actions.length === 0) break;
    const next = game.applyAction(state, actions[rng.int(actions.length)] as A);
    if (over(next)) break;
    state = next;
  }
  return state;
}

describe('check just-hatched --hand lists exactly the engine’s legal lays', () => {
  it('from thousands of random positions, 2 to 6 players', () => {
    let checked = 0;
    let clucks = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        (players, seed, steps, givePlayers) => {
          const state: JhState = walk(justHatchedGame, { players }, seed, steps, (s: JhState) => s.phase === 'over');
          if (state.phase !== 'play') return;
          const hand = state.hands[state.turn] ?? [];
          const top = state.run[state.run.length - 1];
          const expected = [
            ...new Set(justHatchedGame.legalActions(state).flatMap((a: JhAction) => (a.type === 'lay' ? [formatCards(a.cards)] : []))),
          ];
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
        },
      ),
      { numRuns: 2500, seed: 27 },
    );
    expect(checked).toBeGreaterThan(2000);
    expect(clucks).toBeGreaterThan(50);
  });
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
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom<Vermin | null>(null, ...VERMIN),
        (options, seed, steps, wanted) => {
          const state: HenhouseState = walk(henhouseGame, options, seed, steps, (s: HenhouseState) => s.over);
          if (state.over) return;
          const seat = state.turn;
          const wilds = state.wilds[seat] ?? { C: false, E: false };
          const hand = [...(state.hands[seat] ?? []), ...(wilds.C ? ['*C'] : []), ...(wilds.E ? ['*E'] : [])];
          if (hand.length === 0) return;
          const current = state.trick.current;
          // A vermin is asked about only where one is on the table and there is a pile.
          const v = wanted !== null && current !== null && state.table[wanted] > 0 ? wanted : null;
          const expected = henhouseGame
            .legalActions(state)
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
        },
      ),
      { numRuns: 2500, seed: 27 },
    );
    expect(checked).toBeGreaterThan(2000);
    expect(vermin).toBeGreaterThan(200);
    expect(passes).toBeGreaterThan(50);
  });
});
