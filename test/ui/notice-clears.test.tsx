import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { choiceMoved } from '../../src/ui/card-table/use-table-keys.js';
import { KEY, findSeed, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

describe('a refusal at the table', () => {
  it('goes with the first key that moves the cursor', async () => {
    // Ada leads the first Run, so a Cluck is refused; → moves the cursor and takes it away.
    const seed = findSeed(4, (v) => v.turn === 0);
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, 'c');
    await waitFrame(ui, (f) => f.includes('✗ You lead this Run, so you must lay something.'));
    await press(ui, KEY.right);
    await waitFrame(ui, (f) => !f.includes('✗'));
  });

  it("is taken away only by a key that changes the cursor, the selection or the game's half-made choice", () => {
    const state = { hand: { key: 'h', cursor: 0, selected: new Set([2]) }, game: { mode: 'hand' } };
    // The same choice in new objects (← on the first card): nothing moved.
    expect(choiceMoved(state, { hand: { key: 'h', cursor: 0, selected: new Set([2]) }, game: state.game })).toBe(false);
    expect(choiceMoved(state, { ...state, hand: { ...state.hand, cursor: 1 } })).toBe(true);
    expect(choiceMoved(state, { ...state, hand: { ...state.hand, selected: new Set([3]) } })).toBe(true);
    expect(choiceMoved(state, { ...state, hand: { ...state.hand, selected: new Set() } })).toBe(true);
    expect(choiceMoved(state, { ...state, game: { mode: 'duck' } })).toBe(true);
  });
});
