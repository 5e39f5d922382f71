// The games' review and teaching parts are typed in each game's own state, view, action and
// event: the compiler (tsc, which reads the tests too) refuses another game's values.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { henhouse } from '../../src/games/henhouse/module.js';
import type { HenhouseAction, HenhouseEvent, HenhouseState, HenhouseView } from '../../src/games/henhouse/state.js';
import { justHatched } from '../../src/games/just-hatched/module.js';
import type { JhAction, JhEvent, JhState, JhView } from '../../src/games/just-hatched/state.js';
import type { GameReview, GameTeaching } from '../../src/games/types.js';

describe('the review and teaching contract, typed per game', () => {
  it('carries each game’s own types', () => {
    expectTypeOf(justHatched.review).toEqualTypeOf<GameReview<JhState, JhView, JhEvent> | undefined>();
    expectTypeOf(justHatched.teaching).toEqualTypeOf<GameTeaching<JhView, JhAction, JhEvent> | undefined>();
    expectTypeOf(henhouse.review).toEqualTypeOf<GameReview<HenhouseState, HenhouseView, HenhouseEvent> | undefined>();
    expectTypeOf(henhouse.teaching).toEqualTypeOf<GameTeaching<HenhouseView, HenhouseAction, HenhouseEvent> | undefined>();
  });

  it('refuses another game’s action, and reads its own', () => {
    const cluck: JhAction = { type: 'cluck' };
    const teaching = henhouse.teaching;
    if (!teaching) throw new Error('Henhouse teaches');
    // @ts-expect-error a Just Hatched action is no Henhouse action
    expect(() => teaching.cards(cluck)).not.toThrow();
    expect(justHatched.teaching?.cards(cluck)).toEqual([]);
  });
});
